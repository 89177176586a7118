// What a provider's answer does to our records, in the caller's transaction: used by the callback (webhook) and by
// the synchronous charges (Braintree nonce, PayPal capture), so both paths record a payment the same way.
// Money moves once: the order row is locked and its state at that moment decides. A capture is recorded whatever
// happens (the money is at the provider); exactly one payment counts for an order, and any other capture (for a
// cancelled or already-paid order, or with the wrong amount or currency) is claimed for an automatic full refund,
// which the caller executes after the transaction commits. Idempotent: a decided payment is never decided again.
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { orders, payments } from '../../db/schema/index';
import { markOrderPaid, transitionOrder } from '../order/transition-order';
import { OrderStatus } from '../../../shared/status/order';
import type { PaymentEventType } from '../../integrations/payments/provider';
import type { PaymentRow } from './attempts';
import { claimRefund, type RefundKind } from './refunds/claim-refund';

type OutcomeDecision =
  | 'recorded'
  | 'ignored'
  | 'duplicate'
  | 'refunded:order_cancelled'
  | 'refunded:already_paid'
  | 'refunded:mismatch'
  | 'refused:unknown_order';

interface Outcome {
  type: PaymentEventType;
  msgCode: string | null;
  /** Amount and currency the provider reports, when it does (checked against the attempt). */
  amount: bigint | null;
  currency: string | null;
  actorId: string;
  now: Date;
}

export interface OutcomeResult {
  decision: OutcomeDecision;
  /** A refund claimed by this outcome: execute it once the transaction has committed. */
  refundId: number | null;
  /** The order was paid by this outcome: close its other open attempts once committed. */
  paidOrderId: number | null;
}

const CANCELLED: readonly number[] = [OrderStatus.CancelledUnpaid, OrderStatus.CancelledRefund];
const PAYABLE: readonly number[] = [OrderStatus.Received, OrderStatus.PaymentBeingConfirmed, OrderStatus.BindingSuccessful];
const result = (decision: OutcomeDecision, refundId: number | null = null, paidOrderId: number | null = null): OutcomeResult => ({
  decision, refundId, paidOrderId,
});

export const applyOutcome = async (tx: Tx, paymentId: number, o: Outcome): Promise<OutcomeResult> => {
  const [p] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
  if (!p) return result('refused:unknown_order');
  // Outcomes for one order take turns: two captures at once cannot both find it unpaid.
  const [order] = await tx.select().from(orders).where(eq(orders.id, p.orderId)).for('update');
  if (!order) return result('refused:unknown_order');
  if (o.type === 'refund.succeeded') return result('ignored');
  const set = (v: Partial<PaymentRow>) => tx.update(payments).set({ ...v, updatedAt: o.now }).where(eq(payments.id, p.id));

  if (o.type === 'payment.succeeded') {
    if (p.status === 'done' || p.status === 'refunded') return result('duplicate');
    await set({ status: 'done', result: 'checked', msgCode: null });
    const mismatch = (o.amount !== null && o.amount !== p.amountCents) || (o.currency !== null && o.currency.toUpperCase() !== p.currency);
    const refundWhy: [RefundKind, OutcomeDecision, string] | null = mismatch
      ? ['mismatch', 'refunded:mismatch', `captured ${o.amount ?? '?'} ${o.currency ?? '?'}, attempt was ${p.amountCents} ${p.currency}`]
      : CANCELLED.includes(order.status)
        ? ['extra_capture', 'refunded:order_cancelled', `captured after order ${order.orderNo} was cancelled`]
        : order.paymentStatus === 'done' || !PAYABLE.includes(order.status)
          ? ['extra_capture', 'refunded:already_paid', `order ${order.orderNo} was already paid`]
          : null;
    if (refundWhy) {
      const [kind, decision, reason] = refundWhy;
      const { refund } = await claimRefund(tx, { paymentId: p.id, amountCents: o.amount ?? p.amountCents, kind, reason, now: o.now });
      return result(decision, refund.id);
    }
    await markOrderPaid(tx, {
      orderId: p.orderId, paymentId: p.id, method: p.method, actor: { type: 'provider', id: o.actorId },
      reason: `payment attempt ${p.attemptNo} confirmed by ${p.provider}`, now: o.now,
    });
    return result('recorded', null, p.orderId);
  }
  // A failed or pending attempt moves no money: recorded whatever the order's state (a refusal would only make the
  // provider deliver it again and again).
  if (p.status !== 'pending') return result('duplicate');
  if (o.type === 'payment.pending') {
    if (p.result === 'checkPending') return result('duplicate');
    await set({ result: 'checkPending' });
    if (order.status === OrderStatus.Received) {
      await transitionOrder(tx, {
        orderId: p.orderId, to: OrderStatus.PaymentBeingConfirmed, actor: { type: 'provider', id: o.actorId },
        reason: `payment attempt ${p.attemptNo} pending at ${p.provider}`, now: o.now,
      });
    }
    return result('recorded');
  }
  // payment.failed / payment.cancelled: the attempt is over; the order stays payable for another attempt.
  await set({ status: 'failed', result: 'rejected', msgCode: o.msgCode ?? (o.type === 'payment.cancelled' ? 'cancelled' : 'card_declined') });
  return result('recorded');
};
