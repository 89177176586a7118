// Where a new PCB design stands among the specials (spec services §9): $4.90 per file for the first 5 files of an
// order, and one $1 3-piece order per shipment. The cart is the order being built, so its live items decide:
// the number of PCB designs already in it, and whether one of them already took the 3-piece special.
// Anonymous visitors are quoted as a first design.
import { and, eq, isNull, sql, type Column, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { cartItems } from '../../db/schema/index';
import { ProductId } from '../../../shared/ids';
import type { PcbPriceContext } from '../../../shared/pricing/pcb';

export const FIRST_DESIGN: PcbPriceContext = { designIndexInOrder: 0, threePieceSpecialUsed: false };

const livePcbItems = (userId: number | Column): SQL | undefined =>
  and(eq(cartItems.userId, userId), eq(cartItems.productId, ProductId.PCB), isNull(cartItems.cancelledAt));

/** The context as scalar subqueries over `userId` (a column: the price route reads them with the session lookup). */
export const specialColumns = (userId: Column) => ({
  designs: sql<number>`(select count(*)::int from ${cartItems} where ${livePcbItems(userId)})`,
  threePiece: sql<boolean>`(select coalesce(bool_or(${cartItems.special} = 'three_piece'), false) from ${cartItems} where ${livePcbItems(userId)})`,
});

export const contextOf = (row: { designs: number; threePiece: boolean } | undefined): PcbPriceContext =>
  ({ designIndexInOrder: row?.designs ?? 0, threePieceSpecialUsed: row?.threePiece ?? false });

export const specialContext = async (db: DbOrTx, userId: number | undefined): Promise<PcbPriceContext> => {
  if (userId === undefined) return FIRST_DESIGN;
  const [row] = await db
    .select({
      designs: sql<number>`count(*)::int`,
      threePiece: sql<boolean>`coalesce(bool_or(${cartItems.special} = 'three_piece'), false)`,
    })
    .from(cartItems)
    .where(livePcbItems(userId));
  return contextOf(row);
};
