// Where a payment request stands (issue 13): create-request.ts puts it in the cart as a confirmed item; checkout
// moves it into an order (cancelled_at set, an order line points at it); an order cancelled unpaid gives it back to
// the cart (order/release-hold.ts). So: paid once the holding order is paid (and not refunded), cancelled when the
// customer removed it from the cart or its order was cancelled, waiting otherwise. The customer's page and the
// staff screen read the same answer.
import { desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { cartItems, orderLines, orders } from '../../db/schema/index';
import type { PaymentRequestStatus } from '../../../shared/contracts/custom-payment';
import { OrderStatus } from '../../../shared/status/order';

interface HoldingOrder {
  id: number;
  status: number;
  paymentStatus: string;
}

export interface Standing {
  status: PaymentRequestStatus;
  /** The cart item to check out while it waits in the cart. */
  cartId: number | null;
  /** The order that holds it, unless that order was cancelled unpaid. */
  orderId: number | null;
}

const statusOf = (inCart: boolean, order: HoldingOrder | null): PaymentRequestStatus => {
  if (inCart) return 'waiting';
  if (!order || order.status === OrderStatus.CancelledUnpaid || order.status === OrderStatus.CancelledRefund) return 'cancelled';
  return order.paymentStatus === 'done' ? 'paid' : 'waiting';
};

/** The newest order that holds each cart item (an order cancelled unpaid gives the item back; a later one holds it again). */
const holdingOrders = async (db: DbOrTx, cartItemIds: number[]): Promise<Map<number, HoldingOrder>> => {
  const rows = await db
    .select({ cartItemId: orderLines.cartItemId, id: orders.id, status: orders.status, paymentStatus: orders.paymentStatus })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(inArray(orderLines.cartItemId, cartItemIds))
    .orderBy(desc(orders.id));
  const found = new Map<number, HoldingOrder>();
  for (const r of rows) if (r.cartItemId !== null && !found.has(r.cartItemId)) found.set(r.cartItemId, r);
  return found;
};

/** Each request's standing, by its cart item id. */
export const standingsOf = async (db: DbOrTx, cartItemIds: number[]): Promise<Map<number, Standing>> => {
  if (cartItemIds.length === 0) return new Map();
  const items = await db.select({ id: cartItems.id, cancelledAt: cartItems.cancelledAt }).from(cartItems).where(inArray(cartItems.id, cartItemIds));
  const inCart = new Set(items.filter((c) => c.cancelledAt === null).map((c) => c.id));
  const held = await holdingOrders(db, cartItemIds);
  return new Map(cartItemIds.map((id) => {
    const order = inCart.has(id) ? null : held.get(id) ?? null;
    const standing: Standing = {
      status: statusOf(inCart.has(id), order),
      cartId: inCart.has(id) ? id : null,
      orderId: order && order.status !== OrderStatus.CancelledUnpaid ? order.id : null,
    };
    return [id, standing];
  }));
};
