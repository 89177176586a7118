// What an unpaid order holds, given back when it is cancelled: its coupon (usable again, subject to its own
// expiry) and its cart items (back in the customer's cart, so they can be checked out again).
import { inArray, isNotNull, and } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { cartItems, coupons, orderLines } from '../../db/schema/index';

export const releaseOrderHold = async (tx: DbOrTx, orderIds: readonly number[], now: Date): Promise<void> => {
  if (orderIds.length === 0) return;
  const ids = [...orderIds];
  await tx.update(coupons).set({ status: 'available', usedAt: null, orderId: null }).where(inArray(coupons.orderId, ids));
  const held = tx.select({ id: orderLines.cartItemId }).from(orderLines).where(and(inArray(orderLines.orderId, ids), isNotNull(orderLines.cartItemId)));
  await tx.update(cartItems).set({ cancelledAt: null, updatedAt: now }).where(inArray(cartItems.id, held));
};
