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

export interface ConfirmWire {
  staffId: number;
  orderId: number;
}

export const confirmWirePayment = async (deps: Deps, c: ConfirmWire) => {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, c.orderId)).for('update');
    if (!order) throw orderNotFound();
    if (order.paymentStatus === 'done') {
      return { order_id: order.id, order_status: order.status, payment_status: 'done' as const, changed: false };
    }
    if (![OrderStatus.Received, OrderStatus.PaymentBeingConfirmed, OrderStatus.BindingSuccessful].includes(order.status as 1)) {
      throw notPayable();
    }
    const [latest] = await tx.select().from(payments).where(eq(payments.orderId, order.id)).orderBy(desc(payments.attemptNo)).limit(1);
    const wireAttempt = latest && latest.provider === 'wire' && latest.status === 'pending'
      ? latest
      : await insertAttempt(tx, { orderId: order.id, method: [8, 9].includes(order.paymentMethod) ? order.paymentMethod : 8, provider: 'wire', amountCents: order.totalCents, now });
    await tx.update(payments).set({ status: 'done', result: 'checked', msgCode: null, updatedAt: now }).where(eq(payments.id, wireAttempt.id));
    const paid = await markOrderPaid(tx, {
      orderId: order.id, method: wireAttempt.method, actor: { type: 'staff', id: c.staffId },
      reason: `wire transfer confirmed by staff (attempt ${wireAttempt.attemptNo})`, now,
    });
    return { order_id: order.id, order_status: paid.order.status, payment_status: 'done' as const, changed: paid.changed };
  });
};
