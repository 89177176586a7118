// POST /v1/order/cancel: the customer cancels an order.
// - Not yet paid (received / being confirmed): status 9, coupon and cart items released, nothing to refund; the
//   order's payment pages still open at a provider are closed, so they take no money.
// - Paid: allowed within 1 hour after the payment confirmation (guard in the state machine, injected clock);
//   status 1005, the 3.5% platform fee is kept and the rest refunded. The refund is claimed in the same transaction
//   as the status change and sent to the provider after it committed (never inside a transaction); one that fails is
//   tried again by the refund sweep and listed for staff.
import type { Deps } from '../../deps';
import { OrderStatus } from '../../../shared/status/order';
import type { CancelOrderResult } from '../../../shared/contracts/order';
import { cancellationRefundCents, paidPaymentOf } from '../payment/refund-payment';
import { closeOpenAttempts } from '../payment/close-open-attempts';
import { claimRefund } from '../payment/refunds/claim-refund';
import { executeRefund } from '../payment/refunds/execute-refund';
import { nothingToRefund } from '../payment/payment-errors';
import { findOwnOrder } from './get-order';
import { releaseOrderHold } from './release-hold';
import { transitionOrder } from './transition-order';

export const cancelOrder = async (deps: Deps, req: { userId: number; orderId: number; reason: string }): Promise<CancelOrderResult> => {
  const now = deps.clock.now();
  const actor = { type: 'customer' as const, id: req.userId };
  const result = await deps.db.transaction(async (tx) => {
    // locked: a payment confirmed at this moment waits, then this decision sees it (paid → refund, not a lost update)
    const { order } = await findOwnOrder(tx, req.userId, req.orderId, { lock: true });
    if (order.paymentStatus !== 'done') {
      const moved = await transitionOrder(tx, { orderId: order.id, to: OrderStatus.CancelledUnpaid, actor, reason: req.reason, now, set: { cancelledAt: now } });
      await releaseOrderHold(tx, [order.id], now);
      return { order: moved, refund: 0n, refundId: null };
    }
    const refund = cancellationRefundCents(order.totalCents);
    const moved = await transitionOrder(tx, {
      orderId: order.id, to: OrderStatus.CancelledRefund, actor, reason: req.reason, now, set: { cancelledAt: now, refundCents: refund },
    });
    const payment = await paidPaymentOf(tx, order.id);
    if (!payment) throw nothingToRefund();
    const claim = refund > 0n ? await claimRefund(tx, { paymentId: payment.id, amountCents: refund, kind: 'cancellation', reason: req.reason, now }) : null;
    return { order: moved, refund, refundId: claim?.refund.id ?? null };
  });
  if (result.refundId !== null) await executeRefund(deps, result.refundId);
  await closeOpenAttempts(deps, req.orderId);
  return {
    order_id: result.order.id,
    status: result.order.status,
    refund: result.refund.toString(),
    fee: result.refund > 0n ? (result.order.totalCents - result.refund).toString() : '0',
  };
};
