// Refunds for staff (GET /v1/staff/payment/refunds): every refund with its order, or only one status — 'failed' is
// the list of refunds the provider refused or could not be reached for, 'manual' the wire transfers staff pay back.
import { desc, eq } from 'drizzle-orm';
import type { Deps } from '../../../deps';
import { orders, paymentRefunds, payments } from '../../../db/schema/index';
import type { StaffRefund } from '../../../../shared/contracts/payment';
import type { RefundStatus } from './execute-refund';

export const listRefunds = async (deps: Pick<Deps, 'db'>, status?: RefundStatus): Promise<StaffRefund[]> => {
  const rows = await deps.db
    .select({ refund: paymentRefunds, payment: payments, order: { id: orders.id, orderNo: orders.orderNo, userId: orders.userId } })
    .from(paymentRefunds)
    .innerJoin(payments, eq(payments.id, paymentRefunds.paymentId))
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(status ? eq(paymentRefunds.status, status) : undefined)
    .orderBy(desc(paymentRefunds.id))
    .limit(500);
  return rows.map(({ refund: r, payment: p, order: o }) => ({
    refund_id: r.id, order_id: o.id, order_no: o.orderNo, user_id: o.userId, payment_id: p.id, provider: p.provider,
    amount: r.amountCents.toString(), kind: r.kind as StaffRefund['kind'], status: r.status as StaffRefund['status'],
    reason: r.reason, attempts: r.attempts, msg_code: r.msgCode, next_attempt_at: r.nextAttemptAt?.toISOString() ?? null,
    created_at: r.createdAt.toISOString(), completed_at: r.completedAt?.toISOString() ?? null,
  }));
};
