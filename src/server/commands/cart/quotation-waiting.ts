// An item that has just entered the quotation queue (added, its file attached, or its quantity changed so that it
// needs a manual price) is mailed, in the same transaction, to the one team whose queue owns it
// (commands/mail/notify-staff.ts):
// - a PCB assembly whose BOM still has an open (Pending or Unavailable) line belongs to the BOM check: engineering
//   settle the lines, and the item is priced by the engine when the last one is settled; sales neither see it in
//   /staff/quotes nor get a mail, since quoting it by hand would price parts nobody has checked yet;
// - a CNC part or custom cable is engineering's (`machining_waiting`, the /staff/cnc-quotes queue and its 2-working-
//   hour promise);
// - anything else waiting for a price is sales' work (`quote_waiting`). A PCBA item that still needs a manual price
//   once its lines are settled (e.g. certification) is handed to sales then (bom-check/reprice.ts).
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { DbOrTx } from '../../db/client';
import { cartItems, pcbaBomLines } from '../../db/schema/index';
import { isMachiningProduct } from '../../../shared/staff';
import { CartItemStatus } from '../../../shared/status/cart-item';
import { notifyStaff } from '../mail/notify-staff';

/** True when the item is a PCB assembly with at least one BOM line not yet confirmed (any other item: false). */
export const hasOpenBomLines = async (tx: DbOrTx, cartItemId: number): Promise<boolean> => {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(pcbaBomLines)
    .where(and(eq(pcbaBomLines.cartItemId, cartItemId), ne(pcbaBomLines.status, 'confirmed')));
  return (row?.n ?? 0) > 0;
};

/** The SQL condition "this cart item has no open BOM line", for queries over cart_items (the sales queue). */
export const noOpenBomLines = sql`not exists (select 1 from pcba_bom_lines l where l.cart_item_id = cart_items.id and l.status <> 'confirmed')`;

export const notifyIfQuotationWaiting = async (
  tx: DbOrTx, config: Pick<Config, 'staffNotifyEmail'>, item: { id: number; name: string; status: number }, before: number | null, now: Date,
): Promise<void> => {
  if (item.status !== CartItemStatus.Quotation || before === CartItemStatus.Quotation) return;
  const [row] = await tx.select({ productId: cartItems.productId }).from(cartItems).where(eq(cartItems.id, item.id));
  const kind = (await hasOpenBomLines(tx, item.id))
    ? 'bom_waiting'
    : row && isMachiningProduct(row.productId) ? 'machining_waiting' : 'quote_waiting';
  const notice = { kind, cartItemId: item.id, name: item.name } as const;
  await notifyStaff(tx, config.staffNotifyEmail, notice, now);
};
