// When the BOM check settles an item's last open line, the item is priced again from its stored lines by the PCBA
// order code (repriceStoredPcba: Active when every line is confirmed and priced, else Quotation). The BOM check
// never prices by itself.
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import type { Deps } from '../../deps';
import { cartItems } from '../../db/schema/index';
import { CartItemStatus } from '../../../shared/status/cart-item';
import { repriceStoredPcba } from '../pcba-order/price-stored';
import { notifyStaff } from '../mail/notify-staff';

const statusOf = async (tx: Tx, cartItemId: number) =>
  (await tx.select({ status: cartItems.status, cancelledAt: cartItems.cancelledAt }).from(cartItems).where(eq(cartItems.id, cartItemId)))[0];

/**
 * Re-prices a live PCBA item whose lines are all settled; true when it is now Active (priced). An item staff
 * quoted by hand (Confirming and after) keeps its quote. One that still needs a manual price (certification and
 * mechanical parts, a sourced part without a price) leaves the BOM check for the sales queue now, so sales are
 * mailed now: the status stays Quotation, which the usual notice (cart/quotation-waiting.ts) does not see as new.
 */
export const repriceSettledItem = async (tx: Tx, deps: Pick<Deps, 'clock' | 'config'>, cartItemId: number, staffId: number, reason: string): Promise<boolean> => {
  const before = await statusOf(tx, cartItemId);
  if (!before || before.cancelledAt || (before.status !== CartItemStatus.Quotation && before.status !== CartItemStatus.Active)) return false;
  await repriceStoredPcba(tx, deps, cartItemId, { type: 'staff', id: staffId }, reason);
  const after = await tx.select({ status: cartItems.status, name: cartItems.name }).from(cartItems).where(eq(cartItems.id, cartItemId));
  if (after[0]?.status === CartItemStatus.Quotation) {
    await notifyStaff(tx, deps.config.staffNotifyEmail, { kind: 'quote_waiting', cartItemId, name: after[0].name }, deps.clock.now());
  }
  return after[0]?.status === CartItemStatus.Active;
};
