// The customer's PCB items still in the cart, which a kit can include as its customized PCBs (services §3 "Kit":
// customized PCB). Another customer's item, an ordered or cancelled one, or one that is not a bare PCB answers 404.
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { cartItems, uploads } from '../../db/schema/index';
import { notFound } from '../../http/errors';
import { ProductId } from '../../../shared/ids';
import type { KitPcbList } from '../../../shared/contracts/kitting';
import { owned } from '../../security/policy';
import type { CartItemRow } from '../cart/present-cart-item';
import { pcbSize } from './pcb-size';
import { listGalleryBoards } from './kit-gallery-boards';

const pcbNotFound = () => notFound('This PCB is not in your cart.');

const livePcbs = (userId: number) =>
  and(eq(cartItems.userId, userId), eq(cartItems.productId, ProductId.PCB), isNull(cartItems.cancelledAt));

/** The PCB items with these ids, all the customer's and live, in the order asked; a visitor has none. */
export const findOwnPcbs = async (db: DbOrTx, userId: number | undefined, ids: readonly number[]): Promise<Map<number, CartItemRow>> => {
  if (ids.length === 0) return new Map();
  if (userId === undefined) throw pcbNotFound();
  const rows = await db.select().from(cartItems)
    .where(and(eq(cartItems.productId, ProductId.PCB), isNull(cartItems.cancelledAt), inArray(cartItems.id, [...ids])));
  const found = new Map(rows.map((r) => [r.id, r]));
  return new Map(ids.map((id) => [id, owned(userId, found.get(id), pcbNotFound)]));
};

/** GET /v1/kitting/pcbs: the cart's PCB items, and the gallery boards the customer may use. */
export const listKitPcbs = async (db: DbOrTx, userId: number): Promise<KitPcbList> => {
  const rows = await db
    .select({ row: cartItems, fileName: uploads.originalName })
    .from(cartItems)
    .leftJoin(uploads, eq(uploads.id, cartItems.uploadId))
    .where(livePcbs(userId))
    .orderBy(desc(cartItems.id))
    .limit(50);
  return {
    projects: await listGalleryBoards(db, userId),
    items: rows.map(({ row, fileName }) => {
      const size = pcbSize(row);
      return {
        cart_item_id: row.id, name: row.name, file_name: fileName, width: size?.[0] ?? 0, height: size?.[1] ?? 0, quantity: row.quantity,
        unit_price: row.unitCents === null ? null : row.unitCents.toString(),
      };
    }),
  };
};
