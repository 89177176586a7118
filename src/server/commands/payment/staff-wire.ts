// Staff side of wire transfers: the list of orders awaiting confirmation, and the confirmation itself
// (POST /v1/staff/payment/confirm), which records the payment and marks the order paid (status 5) in one transaction.
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { orders, payments } from '../../db/schema/index';
import { markOrderPaid } from '../order/transition-order';
import { OrderStatus } from '../../../shared/status/order';
import type { StaffPendingItem } from '../../../shared/contracts/payment';
import { insertAttempt } from './attempts';
import { notPayable, orderNotFound } from './payment-errors';
import { CHOOSABLE_WIRE_METHODS, PaymentMethod } from '../../../shared/ids';
import { closeOpenAttempts } from './close-open-attempts';
import { claimRefund } from './refunds/claim-refund';
import { executeRefund } from './refunds/execute-refund';
import { writeAudit } from '../staff/audit';

/** Orders whose customer says the money was sent (1008) or that staff bound to a bank credit (1010), unpaid. */
export const listPendingWire = async (deps: Pick<Deps, 'db'>): Promise<StaffPendingItem[]> => {
  const rows = await deps.db
    .select()
    .from(orders)
    .where(and(inArray(orders.status, [OrderStatus.PaymentBeingConfirmed, OrderStatus.BindingSuccessful]), eq(orders.paymentStatus, 'pending')))
    .orderBy(orders.createdAt)
    .limit(500);
  if (!rows.length) return [];
  const wire = await deps.db
    .select()
    .from(payments)
    .where(and(inArray(payments.orderId, rows.map((o) => o.id)), eq(payments.provider, 'wire')))
    .orderBy(desc(payments.attemptNo));
  return rows.map((o) => {
    const p = wire.find((w) => w.orderId === o.id);
    return {
      order_id: o.id,
      order_no: o.orderNo,
      user_id: o.userId,
      order_status: o.status,
      payment_id: p?.method ?? o.paymentMethod,
      amount: o.totalCents.toString(),
      created_at: o.createdAt.toISOString(),
      receipt_uploaded_at: p?.receiptUploadedAt?.toISOString() ?? null,
    };
  });
};

interface ConfirmWire {
  staffId: number;
  orderId: number;
}

interface ConfirmWireResult {
  order_id: number;
  order_status: number;
  payment_status: 'pending' | 'done';
  changed: boolean;
  /** A transfer for an order that was cancelled or already paid is recorded and paid back by staff ('manual'). */
  refund: 'manual' | null;
}

const CLOSED: readonly number[] = [OrderStatus.CancelledUnpaid, OrderStatus.CancelledRefund];
const PAYABLE: readonly number[] = [OrderStatus.Received, OrderStatus.PaymentBeingConfirmed, OrderStatus.BindingSuccessful];

/**
 * Staff say the bank transfer arrived. Checked against the order at that moment (row locked): an unpaid order is paid
 * by it; a repeated confirmation changes nothing; a transfer the customer reported (receipt uploaded) for an order
 * that was meanwhile cancelled or paid another way is recorded and claimed for a manual refund, so the money is
 * visibly paid back instead of kept.
 */
export const confirmWirePayment = async (deps: Deps, c: ConfirmWire): Promise<ConfirmWireResult> => {
  const now = deps.clock.now();
  const { answer, refundId } = await deps.db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, c.orderId)).for('update');
    if (!order) throw orderNotFound();
    const [latest] = await tx.select().from(payments).where(eq(payments.orderId, order.id)).orderBy(desc(payments.attemptNo)).limit(1);
    const pendingWire = latest && latest.provider === 'wire' && latest.status === 'pending' ? latest : undefined;
    const view = (changed: boolean, refund: 'manual' | null = null, status = order.status, paid = order.paymentStatus): ConfirmWireResult => ({
      order_id: order.id, order_status: status, payment_status: paid === 'done' ? 'done' : 'pending', changed, refund,
    });
    const closed = CLOSED.includes(order.status) || order.paymentStatus === 'done' || !PAYABLE.includes(order.status);
    if (closed) {
      // nothing reported by the customer: a repeated click, or a confirmation for an order that cannot take money
      if (!pendingWire) {
        if (order.paymentStatus === 'done') return { answer: view(false), refundId: null };
        throw notPayable();
      }
      await tx.update(payments).set({ status: 'done', result: 'checked', msgCode: null, updatedAt: now }).where(eq(payments.id, pendingWire.id));
      const { refund } = await claimRefund(tx, {
        paymentId: pendingWire.id, amountCents: pendingWire.amountCents, kind: 'extra_capture', now,
        reason: `wire transfer confirmed by staff ${c.staffId} for order ${order.orderNo}, which was ${order.paymentStatus === 'done' ? 'already paid' : 'cancelled'}`,
      });
      await writeAudit(tx, {
        staffId: c.staffId, action: 'wire.decide', recordType: 'order', recordId: order.id, now,
        before: { status: order.status, payment_status: order.paymentStatus }, after: { status: order.status, payment_status: order.paymentStatus, refund_id: refund.id },
        note: 'transfer confirmed for a closed order: refunded',
      });
      return { answer: view(false, 'manual'), refundId: refund.id };
    }
    const wireAttempt = pendingWire
      ?? (await insertAttempt(tx, { orderId: order.id, method: (CHOOSABLE_WIRE_METHODS as readonly number[]).includes(order.paymentMethod) ? order.paymentMethod : PaymentMethod.WireTransferReal, provider: 'wire', amountCents: order.totalCents, now }));
    await tx.update(payments).set({ status: 'done', result: 'checked', msgCode: null, updatedAt: now }).where(eq(payments.id, wireAttempt.id));
    const paid = await markOrderPaid(tx, {
      orderId: order.id, paymentId: wireAttempt.id, method: wireAttempt.method, actor: { type: 'staff', id: c.staffId },
      reason: `wire transfer confirmed by staff (attempt ${wireAttempt.attemptNo})`, now,
    });
    await writeAudit(tx, {
      staffId: c.staffId, action: 'wire.decide', recordType: 'order', recordId: order.id, now, note: 'transfer confirmed',
      before: { status: order.status, payment_status: order.paymentStatus }, after: { status: paid.order.status, payment_status: paid.order.paymentStatus },
    });
    return { answer: view(paid.changed, null, paid.order.status, 'done'), refundId: null };
  });
  if (refundId !== null) await executeRefund(deps, refundId);
  else if (answer.changed) await closeOpenAttempts(deps, answer.order_id);
  return answer;
};
