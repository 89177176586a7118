// The BOM check's reads (docs/pcba.md "BOM check"): PCBA items (cart items with a pcba_items row, live or ordered)
// and their lines, with the counts the queue shows. A line is open while its status is Pending or Unavailable; it
// waits for the customer while staff's question (asked_at) is newer than the customer's last answer (answered_at).
import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { cartItems, pcbaBomLines, pcbaItems } from '../../db/schema/index';
import type { BomQueueItem } from '../../../shared/contracts/bom-check';
import { notFound } from '../../http/errors';

export type BomLineRow = typeof pcbaBomLines.$inferSelect;
export type PcbaItemRow = typeof pcbaItems.$inferSelect;

export const isOpen = (l: Pick<BomLineRow, 'status'>): boolean => l.status !== 'confirmed';
export const isAsked = (l: Pick<BomLineRow, 'askedAt' | 'answeredAt'>): boolean =>
  !!l.askedAt && (!l.answeredAt || l.answeredAt.getTime() < l.askedAt.getTime());

/** Boards to assemble: the PCBA quantity of the stored options. */
export const boardsOf = (pcba: Pick<PcbaItemRow, 'options'>): number => {
  const q = (pcba.options as { quantity?: unknown } | null)?.quantity;
  return typeof q === 'number' && Number.isInteger(q) && q > 0 ? q : 1;
};

const OPEN = sql`l.status <> 'confirmed'`;
const ASKED = sql`(l.asked_at is not null and (l.answered_at is null or l.answered_at < l.asked_at))`;

interface QueueRow extends Record<string, unknown> {
  cart_id: number;
  name: string;
  user_id: number;
  email: string;
  first_name: string;
  last_name: string;
  boards: number | null;
  status: number;
  order_id: number | null;
  lines: number;
  pending: number;
  unavailable: number;
  asked: number;
  waiting_since: Date | string | null;
  created_at: Date | string;
}

const iso = (d: Date | string | null): string | null => (d === null ? null : new Date(d).toISOString());

/**
 * PCBA items with open lines (or the one item `cartId`), oldest waiting first: live items only. Items the customer
 * removed are not staff's work any more, and an ordered item's lines cannot change (settle-line.ts). At most 200.
 */
export const queueRows = async (db: DbOrTx, cartId?: number): Promise<BomQueueItem[]> => {
  const res = await db.execute<QueueRow>(sql`
    select ci.id as cart_id, ci.name, ci.user_id, u.email, u.first_name, u.last_name, ci.status, ci.created_at,
      case when jsonb_typeof(pi.options->'quantity') = 'number' then (pi.options->>'quantity')::int end as boards,
      (select ol.order_id from order_lines ol where ol.cart_item_id = ci.id order by ol.id desc limit 1) as order_id,
      count(l.id)::int as lines,
      (count(*) filter (where l.status = 'pending'))::int as pending,
      (count(*) filter (where l.status = 'unavailable'))::int as unavailable,
      (count(*) filter (where ${OPEN} and ${ASKED}))::int as asked,
      min(coalesce(l.answered_at, ci.created_at)) filter (where ${OPEN} and not ${ASKED}) as waiting_since
    from cart_items ci
      join pcba_items pi on pi.cart_item_id = ci.id
      join users u on u.id = ci.user_id
      join pcba_bom_lines l on l.cart_item_id = ci.id
    where ${cartId === undefined ? sql`exists (select 1 from pcba_bom_lines o where o.cart_item_id = ci.id and o.status <> 'confirmed')
      and ci.cancelled_at is null` : sql`ci.id = ${cartId}`}
    group by ci.id, u.id, pi.cart_item_id
    order by waiting_since asc nulls last, ci.created_at asc, ci.id asc
    limit 200`);
  return res.rows.map((r) => ({
    cart_id: r.cart_id, name: r.name,
    customer: { uid: r.user_id, email: r.email, name: `${r.first_name} ${r.last_name}`.trim() },
    boards: r.boards ?? 1, status: r.status, order_id: r.order_id, lines: r.lines, pending: r.pending, unavailable: r.unavailable,
    asked: r.asked, waiting_since: iso(r.waiting_since), created_at: iso(r.created_at) ?? '',
  }));
};

/** The item's queue summary (any state), or 404. */
export const queueItem = async (db: DbOrTx, cartId: number): Promise<BomQueueItem> => {
  const [item] = await queueRows(db, cartId);
  if (!item) throw notFound('No PCB assembly item with this number.');
  return item;
};

export const linesOf = async (db: DbOrTx, cartId: number): Promise<BomLineRow[]> =>
  db.select().from(pcbaBomLines).where(eq(pcbaBomLines.cartItemId, cartId)).orderBy(asc(pcbaBomLines.lineNo));

export const pcbaOf = async (db: DbOrTx, cartId: number): Promise<{ item: typeof cartItems.$inferSelect; pcba: PcbaItemRow } | null> => {
  const [row] = await db
    .select({ item: cartItems, pcba: pcbaItems })
    .from(cartItems)
    .innerJoin(pcbaItems, eq(pcbaItems.cartItemId, cartItems.id))
    .where(and(eq(cartItems.id, cartId)));
  return row ?? null;
};

/** The line as the check and the customer's page show it (without suggestions). */
export const presentLine = (l: BomLineRow, boards: number) => ({
  line: l.lineNo, row: l.fileRow, designators: (l.designators as string[]) ?? [], quantity: l.quantity, need: l.quantity * boards,
  mpn: l.mpn, manufacturer: l.manufacturer, value: l.value, footprint: l.footprint, description: l.description,
  status: l.status as 'confirmed' | 'pending' | 'unavailable',
  choice: l.choice as 'match' | 'suggestion' | 'library' | 'consigned' | 'supplied' | 'staff',
  part_sku: l.partSku, unit_micros: l.unitMicros === null ? null : l.unitMicros.toString(),
  purchase_link: l.purchaseLink, supplied_mpn: l.suppliedMpn, staff_note: l.staffNote,
  asked: isOpen(l) && isAsked(l), asked_at: iso(l.askedAt), answered_at: iso(l.answeredAt),
});
