// POST /v1/staff/orders/cancel { order_id, reason }: finance cancel an order for the shop.
// - Unpaid: status 9, coupon and cart items released (as the customer's own cancellation), nothing to refund.
// - Paid: status 1005 and the whole amount paid is refunded — the shop cancelled, so no 3.5% platform fee is kept.
//   The refund is claimed in the transaction of the status change and sent after the commit through the refund
//   machinery (money moves once; a failed send waits in the staff refunds list for a retry).
// The audit row is written in the same transaction; the customer's cancellation mail is queued by transitionOrder
// (actor staff: "we cancelled your order", with the refund).
import { eq } from 'drizzle-orm';
import type { Deps } from '../../../deps';
import { orders } from '../../../db/schema/index';
import { OrderStatus } from '../../../../shared/status/order';
import { notFound } from '../../../http/errors';
import { closeOpenAttempts } from '../../payment/close-open-attempts';
import { nothingToRefund } from '../../payment/payment-errors';
import { paidPaymentOf } from '../../payment/refund-payment';
import { claimRefund } from '../../payment/refunds/claim-refund';
import { executeRefund } from '../../payment/refunds/execute-refund';
import { releaseOrderHold } from '../../order/release-hold';
import { transitionOrder } from '../../order/transition-order';
import { writeAudit } from '../audit';

interface StaffCancel {
  staffId: number;
  orderId: number;
  reason: string;
}

export const staffCancelOrder = async (
  deps: Deps,
  c: StaffCancel,
): Promise<{ order_id: number; status: number; refund: string; refund_status: string | null }> => {
  const now = deps.clock.now();
  const actor = { type: 'staff' as const, id: c.staffId };
  const result = await deps.db.transaction(async (tx) => {
    // locked: a payment confirmed at this moment waits, then this decision sees it (paid → refund)
    const [order] = await tx.select().from(orders).where(eq(orders.id, c.orderId)).for('update');
    if (!order) throw notFound('Order not found.');
    const paid = order.paymentStatus === 'done';
    const refund = paid ? order.totalCents : 0n;
    const moved = await transitionOrder(tx, {
      orderId: order.id, to: paid ? OrderStatus.CancelledRefund : OrderStatus.CancelledUnpaid, actor, reason: `cancelled by the shop: ${c.reason}`, now,
      set: paid ? { cancelledAt: now, refundCents: refund } : { cancelledAt: now },
    });
    let refundId: number | null = null;
    if (!paid) {
      await releaseOrderHold(tx, [order.id], now);
    } else if (refund > 0n) {
      const payment = await paidPaymentOf(tx, order.id);
      if (!payment) throw nothingToRefund();
      refundId = (await claimRefund(tx, { paymentId: payment.id, amountCents: refund, kind: 'cancellation', reason: c.reason, now })).refund.id;
    }
    await writeAudit(tx, {
      staffId: c.staffId, action: 'orders.cancel', recordType: 'order', recordId: order.id, now, note: c.reason,
      before: { status: order.status, refund_cents: order.refundCents }, after: { status: moved.status, refund_cents: moved.refundCents, refund_id: refundId },
    });
    return { order: moved, refund, refundId };
  });
  const refundStatus = result.refundId === null ? null : await executeRefund(deps, result.refundId);
  await closeOpenAttempts(deps, c.orderId);
  return { order_id: result.order.id, status: result.order.status, refund: result.refund.toString(), refund_status: refundStatus };
};
