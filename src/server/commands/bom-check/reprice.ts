// When the BOM check settles an item's last open line, the item is priced again from its stored lines by the PCBA
// order code (repriceStoredPcba: Active when every line is confirmed and priced, else Quotation). The BOM check
// never prices by itself.
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import type { Deps } from '../../deps';
import { cartItems } from '../../db/schema/index';
import { CartItemStatus } from '../../../shared/status/cart-item';
import { repriceStoredPcba } from '../pcba-order/price-stored';

const statusOf = async (tx: Tx, cartItemId: number) =>
  (await tx.select({ status: cartItems.status, cancelledAt: cartItems.cancelledAt }).from(cartItems).where(eq(cartItems.id, cartItemId)))[0];

/**
 * Re-prices a live PCBA item whose lines are all settled; true when it is now Active (priced). An item staff
 * quoted by hand (Confirming and after) keeps its quote.
 */
export const repriceSettledItem = async (tx: Tx, deps: Pick<Deps, 'clock' | 'config'>, cartItemId: number, staffId: number, reason: string): Promise<boolean> => {
  const before = await statusOf(tx, cartItemId);
  if (!before || before.cancelledAt || (before.status !== CartItemStatus.Quotation && before.status !== CartItemStatus.Active)) return false;
  await repriceStoredPcba(tx, deps, cartItemId, { type: 'staff', id: staffId }, reason);
  return (await statusOf(tx, cartItemId))?.status === CartItemStatus.Active;
};
