// POST /v1/order/cancel: the customer cancels an order.
// - Not yet paid (received / being confirmed): status 9, coupon and cart items released, nothing to refund.
// - Paid: allowed within 1 hour after the payment confirmation (guard in the state machine, injected clock);
//   status 1005, the 3.5% platform fee is kept and the rest refunded through the payment provider. The provider is
//   called after the status change committed (never inside a transaction); a refund that fails is logged and left
//   to staff (the payment area records it as failed and can retry).
import type { Deps } from '../../deps';
import { OrderStatus } from '../../../shared/status/order';
import type { CancelOrderResult } from '../../../shared/contracts/order';
import { cancellationRefundCents, refundPayment } from '../payment/refund-payment';
import { findOwnOrder } from './get-order';
import { releaseOrderHold } from './release-hold';
import { transitionOrder } from './transition-order';

export const cancelOrder = async (deps: Deps, req: { userId: number; orderId: number; reason: string }): Promise<CancelOrderResult> => {
  const now = deps.clock.now();
  const actor = { type: 'customer' as const, id: req.userId };
  const result = await deps.db.transaction(async (tx) => {
    const { order } = await findOwnOrder(tx, req.userId, req.orderId);
    if (order.paymentStatus !== 'done') {
      const moved = await transitionOrder(tx, { orderId: order.id, to: OrderStatus.CancelledUnpaid, actor, reason: req.reason, now, set: { cancelledAt: now } });
      await releaseOrderHold(tx, [order.id], now);
      return { order: moved, refund: 0n };
    }
    const refund = cancellationRefundCents(order.totalCents);
    const moved = await transitionOrder(tx, {
      orderId: order.id, to: OrderStatus.CancelledRefund, actor, reason: req.reason, now, set: { cancelledAt: now, refundCents: refund },
    });
    return { order: moved, refund };
  });
  if (result.refund > 0n) {
    await refundPayment(deps, { orderId: req.orderId, amountCents: result.refund, reason: req.reason }).catch((err: unknown) => {
      deps.log.error({ err, orderId: req.orderId }, 'refund after cancellation did not complete');
    });
  }
  return {
    order_id: result.order.id,
    status: result.order.status,
    refund: result.refund.toString(),
    fee: result.refund > 0n ? (result.order.totalCents - result.refund).toString() : '0',
  };
};
