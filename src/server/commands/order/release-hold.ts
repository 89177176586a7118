// What an unpaid order holds, given back when it is cancelled: its coupon (usable again, subject to its own
// expiry) and its cart items (back in the customer's cart, so they can be checked out again).
// The cart items move out of the `ordered` marker back to the status they had when the order was placed (order/make
// never changes cart_items.status, only sets cancelled_at), each with a cart_item_history row in the caller's
// transaction. The shared state machine keeps `ordered` terminal for customers and staff on purpose
// (src/shared/status/cart-item.ts): this release is the one way back, taken only by the system when the order that
// holds the item is cancelled before payment, so it is written here rather than as a table entry anyone may use.
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { cartItems, orderLines, orders } from '../../db/schema/index';
import type { CartItemState } from '../../../shared/status/cart-item';
import { recordCartHistory } from '../cart/transition';
import { releaseCoupon } from '../coupon/claim-coupon';

export const releaseOrderHold = async (tx: Tx, orderIds: readonly number[], now: Date): Promise<void> => {
  if (orderIds.length === 0) return;
  const ids = [...orderIds];
  await releaseCoupon(tx, ids);
  const held = await tx
    .select({ cartItemId: orderLines.cartItemId, orderNo: orders.orderNo })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(and(inArray(orderLines.orderId, ids), isNotNull(orderLines.cartItemId)));
  const orderOf = new Map(held.flatMap((h) => (h.cartItemId === null ? [] : [[h.cartItemId, h.orderNo] as const])));
  if (orderOf.size === 0) return;
  // Only rows still marked as ordered come back: a second release (a repeated sweep) finds none and writes nothing.
  const released = await tx
    .update(cartItems)
    .set({ cancelledAt: null, updatedAt: now })
    .where(and(inArray(cartItems.id, [...orderOf.keys()]), isNotNull(cartItems.cancelledAt)))
    .returning({ id: cartItems.id, status: cartItems.status });
  for (const r of released.sort((a, b) => a.id - b.id)) {
    await recordCartHistory(tx, {
      cartItemId: r.id, from: 'ordered', to: r.status as CartItemState, actor: 'system', actorId: null,
      reason: `order ${orderOf.get(r.id) ?? ''} cancelled unpaid: back in the cart`, now,
    });
  }
};
