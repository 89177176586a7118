// The one way an order's status changes (used by orders, payments and the sweeps). Checks the transition table
// (src/shared/status/order.ts), updates the order conditionally on the status it read (so two concurrent changes
// cannot both pass from the same state) and writes the history row in the same transaction.
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orderHistory, orders } from '../../db/schema/index';
import { ApiCode } from '../../../shared/api';
import {
  OrderStatus,
  checkOrderTransition,
  paidStatusFor,
  type OrderActorType,
  type OrderStatusCode,
  type PaymentStatus,
} from '../../../shared/status/order';
import { AppError, notFound } from '../../http/errors';
import { mailOrderCancelled } from '../mail/mail-order-cancelled';
import { mailOrderShipped } from '../mail/mail-order-shipped';
import { mailPaymentConfirmed } from '../mail/mail-payment';
import { mailPaymentCompleted } from '../mail/mail-payment-completed';
import { orderShipsNothing } from './ships-nothing';

interface OrderActor {
  type: OrderActorType;
  id?: string | number;
}

interface TransitionOrder {
  orderId: number;
  to: OrderStatusCode;
  actor: OrderActor;
  reason: string;
  /** deps.clock.now() of the caller: history time and the guards' "now" (tests move the clock). */
  now: Date;
  /** Extra columns to set with the status (paid_at, cancelled_at, ...). */
  set?: Partial<Pick<typeof orders.$inferInsert, 'paymentStatus' | 'paymentMethod' | 'paidAt' | 'cancelledAt' | 'refundCents' | 'trackingNumber' | 'paidPaymentId' | 'hold'>>;
}

export type OrderRow = typeof orders.$inferSelect;

const transitionRefused = (key: string) =>
  new AppError(ApiCode.conflict, 409, key, 'This order cannot change to that status now.');

/** Moves an order to `to`; throws 404 for an unknown order and 409 (with the guard's message key) when refused. */
export const transitionOrder = async (tx: DbOrTx, t: TransitionOrder): Promise<OrderRow> => {
  const [order] = await tx.select().from(orders).where(eq(orders.id, t.orderId));
  if (!order) throw notFound('Order not found.');
  const shipsNothing = await orderShipsNothing(tx, t.orderId);
  const check = checkOrderTransition(order.status, t.to, {
    actor: t.actor.type,
    now: t.now,
    paymentConfirmedAt: order.paidAt,
    createdAt: order.createdAt,
    shipsNothing,
  });
  if (!check.ok) throw transitionRefused(check.key);
  const [updated] = await tx
    .update(orders)
    .set({ ...t.set, status: t.to, updatedAt: t.now })
    .where(and(eq(orders.id, t.orderId), eq(orders.status, order.status)))
    .returning();
  // Someone else changed the status between our read and our write: let the caller see a refusal, not a lost update.
  if (!updated) throw transitionRefused('errors.orderChangedMeanwhile');
  await tx.insert(orderHistory).values({
    orderId: t.orderId,
    fromStatus: order.status,
    toStatus: t.to,
    actorType: t.actor.type,
    actorId: t.actor.id === undefined ? null : String(t.actor.id),
    reason: t.reason,
    createdAt: t.now,
  });
  await mailForTransition(tx, updated, t, shipsNothing);
  return updated;
};

/**
 * The customer hears about the moves that concern them, in this transaction (issue 8 §2): a cancellation (who
 * cancelled and what happens to the money), the shipment, and for a money-only order (nothing to ship) the payment
 * being completed when it finishes. Payment confirmations are mailed by markOrderPaid (a
 * free order, paid when placed, gets the order-placed mail only).
 * Every path that moves an order (customer, sweeps, staff console) mails the same way, at most once per event.
 */
const mailForTransition = async (tx: DbOrTx, order: OrderRow, t: TransitionOrder, shipsNothing: boolean): Promise<void> => {
  if (t.to === OrderStatus.CancelledUnpaid || t.to === OrderStatus.CancelledRefund) {
    await mailOrderCancelled(tx, { orderId: order.id, actor: t.actor.type }, t.now);
  } else if (t.to === OrderStatus.Shipped) {
    await mailOrderShipped(tx, order.id, t.now);
  } else if (t.to === OrderStatus.Finished && shipsNothing) {
    await mailPaymentCompleted(tx, order.id, t.now);
  }
};

interface MarkOrderPaid {
  orderId: number;
  /** The payment that pays it (the one that counts; any other capture is refunded). */
  paymentId: number;
  /** Payment method id that paid (PayPal 1, card 2, Union Pay 7, wire 4 / 8 / 9). */
  method: number;
  actor: OrderActor;
  reason: string;
  now: Date;
}

/**
 * Records a confirmed payment: payment_status 'done', paid_at, payment_method, the paying payment, and status 1003
 * (provider methods) or 5 (wire transfer confirmed by staff). The order row is locked, so two payments cannot both
 * find it unpaid. Idempotent: an order already paid answers `changed: false` without touching anything. A cancelled
 * order is refused with 409 'errors.orderTransitionForbidden'.
 */
export const markOrderPaid = async (tx: DbOrTx, p: MarkOrderPaid): Promise<{ changed: boolean; order: OrderRow }> => {
  const [order] = await tx.select().from(orders).where(eq(orders.id, p.orderId)).for('update');
  if (!order) throw notFound('Order not found.');
  if (order.paymentStatus === 'done') return { changed: false, order };
  const updated = await transitionOrder(tx, {
    orderId: p.orderId,
    to: paidStatusFor(p.method),
    actor: p.actor,
    reason: p.reason,
    now: p.now,
    set: { paymentStatus: 'done', paidAt: p.now, paymentMethod: p.method, paidPaymentId: p.paymentId },
  });
  await mailPaymentConfirmed(tx, p.orderId, p.now);
  return { changed: true, order: updated };
};

export interface OrderForPayment {
  orderId: number;
  orderNo: string;
  userId: number;
  /** Grand total in USD cents. */
  amountDueCents: bigint;
  currency: 'USD';
  status: number;
  paymentStatus: PaymentStatus;
  paymentMethod: number;
  paidAt: Date | null;
  createdAt: Date;
  /** Still waiting for a payment (status received / being confirmed / bound, payment pending). */
  payable: boolean;
}

const PAYABLE: readonly number[] = [OrderStatus.Received, OrderStatus.PaymentBeingConfirmed, OrderStatus.BindingSuccessful];

/** What the payment side needs about an order; null when it does not exist or (with userId) belongs to someone else. */
export const getOrderForPayment = async (db: DbOrTx, q: { orderId: number; userId?: number }): Promise<OrderForPayment | null> => {
  const [o] = await db.select().from(orders).where(eq(orders.id, q.orderId));
  if (!o || (q.userId !== undefined && o.userId !== q.userId)) return null;
  const paymentStatus: PaymentStatus = o.paymentStatus === 'done' ? 'done' : 'pending';
  return {
    orderId: o.id,
    orderNo: o.orderNo,
    userId: o.userId,
    amountDueCents: o.totalCents,
    currency: 'USD',
    status: o.status,
    paymentStatus,
    paymentMethod: o.paymentMethod,
    paidAt: o.paidAt,
    createdAt: o.createdAt,
    payable: paymentStatus === 'pending' && PAYABLE.includes(o.status),
  };
};
