// What a provider's answer does to our records, in the caller's transaction: used by the callback (webhook) and by
// the synchronous charges (Braintree nonce, PayPal capture), so both paths record a payment the same way.
// Idempotent: the payment row is locked and a decided payment is never decided again.
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { payments } from '../../db/schema/index';
import { getOrderForPayment, markOrderPaid, transitionOrder } from '../order/transition-order';
import { OrderStatus } from '../../../shared/status/order';
import type { PaymentEventType } from '../../integrations/payments/provider';
import type { PaymentRow } from './attempts';

export type OutcomeDecision =
  | 'recorded'
  | 'ignored'
  | 'duplicate'
  | 'refused:unknown_order'
  | 'refused:order_cancelled'
  | 'refused:amount_mismatch';

export interface Outcome {
  type: PaymentEventType;
  msgCode: string | null;
  /** Amount the provider reports, when it does (checked against the attempt). */
  amount: bigint | null;
  actorId: string;
  now: Date;
}

const CANCELLED: readonly number[] = [OrderStatus.CancelledUnpaid, OrderStatus.CancelledRefund];

export const applyOutcome = async (tx: Tx, paymentId: number, o: Outcome): Promise<OutcomeDecision> => {
  const [p] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
  if (!p) return 'refused:unknown_order';
  const order = await getOrderForPayment(tx, { orderId: p.orderId });
  if (!order) return 'refused:unknown_order';
  if (CANCELLED.includes(order.status)) return 'refused:order_cancelled';
  if (o.type === 'refund.succeeded') return 'ignored';
  const set = (v: Partial<PaymentRow>) => tx.update(payments).set({ ...v, updatedAt: o.now }).where(eq(payments.id, p.id));

  if (o.type === 'payment.succeeded') {
    if (p.status === 'done' || p.status === 'refunded') return 'duplicate';
    if (o.amount !== null && o.amount !== p.amountCents) return 'refused:amount_mismatch';
    await set({ status: 'done', result: 'checked', msgCode: null });
    await markOrderPaid(tx, {
      orderId: p.orderId, method: p.method, actor: { type: 'provider', id: o.actorId },
      reason: `payment attempt ${p.attemptNo} confirmed by ${p.provider}`, now: o.now,
    });
    return 'recorded';
  }
  if (p.status !== 'pending') return 'duplicate';
  if (o.type === 'payment.pending') {
    if (p.result === 'checkPending') return 'duplicate';
    await set({ result: 'checkPending' });
    if (order.status === OrderStatus.Received) {
      await transitionOrder(tx, {
        orderId: p.orderId, to: OrderStatus.PaymentBeingConfirmed, actor: { type: 'provider', id: o.actorId },
        reason: `payment attempt ${p.attemptNo} pending at ${p.provider}`, now: o.now,
      });
    }
    return 'recorded';
  }
  // payment.failed / payment.cancelled: the attempt is over; the order stays payable for another attempt.
  await set({ status: 'failed', result: 'rejected', msgCode: o.msgCode ?? (o.type === 'payment.cancelled' ? 'cancelled' : 'card_declined') });
  return 'recorded';
};
