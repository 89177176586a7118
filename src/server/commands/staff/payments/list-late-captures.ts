// GET /v1/staff/payment/late-captures: payments that arrived for an order already cancelled or paid another way. The
// payment code records each as a refund of kind 'extra_capture' (claim-refund, "Money moves once" in
// docs/payments.md) and pays it back automatically; finance sees them here with the refund's state.
import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Deps } from '../../../deps';
import { orders, paymentRefunds, payments, users } from '../../../db/schema/index';
import type { staffLateCaptureListSchema, StaffLateCapture } from '../../../../shared/contracts/staff-payments';
import { likePattern } from '../../order/list-orders';

export const listLateCaptures = async (
  { db }: Pick<Deps, 'db'>, s: { q?: string; dir: 'asc' | 'desc'; page: number; pageSize: number },
): Promise<z.infer<typeof staffLateCaptureListSchema>> => {
  const filters: (SQL | undefined)[] = [eq(paymentRefunds.kind, 'extra_capture')];
  if (s.q) {
    const p = likePattern(s.q.trim());
    filters.push(or(ilike(orders.orderNo, p), ilike(users.email, p)));
  }
  const where = and(...filters);
  const base = db.select({ r: paymentRefunds, p: payments, orderNo: orders.orderNo, email: users.email }).from(paymentRefunds)
    .innerJoin(payments, eq(payments.id, paymentRefunds.paymentId))
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .innerJoin(users, eq(users.id, orders.userId));
  const [total] = await db.select({ n: count() }).from(paymentRefunds)
    .innerJoin(payments, eq(payments.id, paymentRefunds.paymentId))
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .innerJoin(users, eq(users.id, orders.userId))
    .where(where);
  const rows = await base
    .where(where)
    .orderBy(s.dir === 'asc' ? paymentRefunds.createdAt : desc(paymentRefunds.createdAt), desc(paymentRefunds.id))
    .limit(s.pageSize).offset((s.page - 1) * s.pageSize);
  return {
    total: total?.n ?? 0, page: s.page, page_size: s.pageSize,
    list: rows.map(({ r, p, orderNo, email }): StaffLateCapture => ({
      refund_id: r.id, payment_id: p.id, order_id: p.orderId, order_no: orderNo, customer_email: email, provider: p.provider,
      amount: r.amountCents.toString(), refund_status: r.status as StaffLateCapture['refund_status'], reason: r.reason,
      captured_at: p.updatedAt.toISOString(), refunded_at: r.completedAt?.toISOString() ?? null,
    })),
  };
};
