// POST /v1/staff/payment/reject: finance finds the uploaded receipt is not the transfer (wrong document, wrong
// amount, unreadable). Checked against the order at that moment (row locked): only a receipt still waiting for the
// check can be rejected. The wire attempt ends as 'rejected', the order goes back to "received" (still awaiting
// payment, its one-month hold unchanged), the customer is e-mailed in their language with the reason and asked to
// upload the correct receipt, and the audit row commits with it.
import { desc, eq } from 'drizzle-orm';
import type { Deps } from '../../../deps';
import { orders, payments } from '../../../db/schema/index';
import { OrderStatus } from '../../../../shared/status/order';
import { conflict } from '../../../http/errors';
import { orderNotFound } from '../../payment/payment-errors';
import { transitionOrder } from '../../order/transition-order';
import { writeAudit } from '../audit';
import { mailReceiptRejected } from '../../mail/mail-receipt-rejected';

const noReceiptWaiting = () => conflict('errors.receiptNotWaiting', 'This order has no receipt waiting for a check.');

export const rejectReceipt = async (deps: Deps, r: { staffId: number; orderId: number; reason: string }) => {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, r.orderId)).for('update');
    if (!order) throw orderNotFound();
    const [latest] = await tx.select().from(payments).where(eq(payments.orderId, order.id)).orderBy(desc(payments.attemptNo)).limit(1);
    const waiting = latest && latest.provider === 'wire' && latest.status === 'pending' && latest.receiptKey !== null;
    if (!waiting || order.paymentStatus !== 'pending' || order.status !== OrderStatus.PaymentBeingConfirmed) throw noReceiptWaiting();
    await tx.update(payments).set({ status: 'failed', result: 'rejected', msgCode: 'receipt_rejected', updatedAt: now }).where(eq(payments.id, latest.id));
    const moved = await transitionOrder(tx, {
      orderId: order.id, to: OrderStatus.Received, actor: { type: 'staff', id: r.staffId }, reason: `wire receipt rejected: ${r.reason}`, now,
    });
    await writeAudit(tx, {
      staffId: r.staffId, action: 'wire.decide', recordType: 'order', recordId: order.id, now, note: `receipt rejected: ${r.reason}`,
      before: { status: order.status, payment_id: latest.id, payment_result: latest.result },
      after: { status: moved.status, payment_id: latest.id, payment_result: 'rejected' },
    });
    await mailReceiptRejected(tx, order.id, r.reason, now);
    return { order_id: order.id, order_status: moved.status };
  });
};
