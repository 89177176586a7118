// A PCBA cart item as its owner sees it (pcbaCartItemSchema): the cart item plus the stored BOM lines with their
// status, the part each was settled on and what the customer or staff wrote about it. Also the spec of the item in
// words for the cart (boards, sides, joints, lines per status), shared with the cart presenter.
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { cartItems, pcbaBomLines, pcbaItems } from '../../db/schema/index';
import { notFound } from '../../http/errors';
import { owned } from '../../security/policy';
import { ProductId } from '../../../shared/ids';
import type { PcbaBomLine, PcbaCartItem } from '../../../shared/contracts/pcba-order';
import type { BomStatus } from '../../../shared/pcba/bom-line';
import { presentCartItems, type CartItemRow } from '../cart/present-cart-item';

type StoredLine = typeof pcbaBomLines.$inferSelect;

export const presentPcbaLine = (l: StoredLine): PcbaBomLine => ({
  line: l.lineNo,
  row: l.fileRow,
  designators: l.designators as string[],
  quantity: l.quantity,
  mpn: l.mpn,
  manufacturer: l.manufacturer,
  value: l.value,
  status: l.status as BomStatus,
  choice: l.choice as PcbaBomLine['choice'],
  part_sku: l.partSku,
  unit_micros: l.unitMicros === null ? null : l.unitMicros.toString(),
  purchase_link: l.purchaseLink,
  supplied_mpn: l.suppliedMpn,
  staff_note: l.staffNote,
});

/** The item and its lines (the cart item must be PCBA). */
export const presentPcbaItem = async (db: DbOrTx, row: CartItemRow): Promise<PcbaCartItem> => {
  const [item] = await presentCartItems(db, [row]);
  if (!item) throw new Error('cart item not presented');
  const lines = await db.select().from(pcbaBomLines).where(eq(pcbaBomLines.cartItemId, row.id)).orderBy(pcbaBomLines.lineNo);
  return { item, lines: lines.map(presentPcbaLine) };
};

/** GET /v1/pcba/items/:id: the owner's PCBA item, in the cart or ordered; anyone else's (or not PCBA) answers 404. */
export const getPcbaItem = async (db: DbOrTx, userId: number, cartItemId: number): Promise<PcbaCartItem> => {
  const [row] = await db.select().from(cartItems).where(and(eq(cartItems.id, cartItemId), eq(cartItems.productId, ProductId.PCBA)));
  return presentPcbaItem(db, owned(userId, row, () => notFound('Cart item not found.')));
};

/** What a PCBA item's one-line description shows: boards, sides, joints, BOM lines by status. */
export interface PcbaSummary {
  boards: number;
  sides: number;
  smtJoints: number;
  thtJoints: number;
  /** The customer asked for the functional test (the cart card then offers the test plan upload). */
  functionTest: boolean;
  confirmed: number;
  pending: number;
  unavailable: number;
}

/** Summaries of some PCBA cart items, by id (two queries). */
export const pcbaSummaries = async (db: DbOrTx, ids: readonly number[]): Promise<Map<number, PcbaSummary>> => {
  if (ids.length === 0) return new Map();
  const items = await db.select().from(pcbaItems).where(inArray(pcbaItems.cartItemId, [...ids]));
  const lines = await db
    .select({ id: pcbaBomLines.cartItemId, status: pcbaBomLines.status })
    .from(pcbaBomLines)
    .where(inArray(pcbaBomLines.cartItemId, [...ids]));
  const out = new Map<number, PcbaSummary>();
  for (const it of items) {
    const o = it.options as Partial<Record<'quantity' | 'sides' | 'smtJoints' | 'thtJoints', number> & { functionTest: boolean }>;
    out.set(it.cartItemId, {
      boards: o.quantity ?? 0, sides: o.sides ?? 1, smtJoints: o.smtJoints ?? 0, thtJoints: o.thtJoints ?? 0, functionTest: o.functionTest === true,
      confirmed: 0, pending: 0, unavailable: 0,
    });
  }
  for (const l of lines) {
    const s = out.get(l.id);
    if (s && (l.status === 'confirmed' || l.status === 'pending' || l.status === 'unavailable')) s[l.status] += 1;
  }
  return out;
};
