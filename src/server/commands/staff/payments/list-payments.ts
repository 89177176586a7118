// GET /v1/staff/payment/list: every payment attempt (captures per order) with provider, amount, status and date,
// searched by order number or customer e-mail, filtered by provider and status, sorted and paged on the server.
import { and, asc, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Deps } from '../../../deps';
import { orders, payments, users } from '../../../db/schema/index';
import type { z } from 'zod';
import type { staffPaymentListSchema, StaffPayment } from '../../../../shared/contracts/staff-payments';
import { likePattern } from '../../order/list-orders';

interface ListPayments {
  q?: string;
  provider?: string;
  status?: string;
  sort: 'created_at' | 'amount';
  dir: 'asc' | 'desc';
  page: number;
  pageSize: number;
}

const SORTS = { created_at: payments.createdAt, amount: payments.amountCents } as const;

export const listPayments = async ({ db }: Pick<Deps, 'db'>, s: ListPayments): Promise<z.infer<typeof staffPaymentListSchema>> => {
  const filters: (SQL | undefined)[] = [];
  if (s.q) {
    const p = likePattern(s.q.trim());
    filters.push(or(ilike(orders.orderNo, p), ilike(users.email, p)));
  }
  if (s.provider) filters.push(eq(payments.provider, s.provider));
  if (s.status) filters.push(eq(payments.status, s.status));
  const where = and(...filters);
  const from = () => db.select({ p: payments, orderNo: orders.orderNo, email: users.email }).from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId)).innerJoin(users, eq(users.id, orders.userId));
  const [total] = await db.select({ n: count() }).from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId)).innerJoin(users, eq(users.id, orders.userId)).where(where);
  const dir = s.dir === 'asc' ? asc : desc;
  const rows = await from().where(where).orderBy(dir(SORTS[s.sort]), dir(payments.id)).limit(s.pageSize).offset((s.page - 1) * s.pageSize);
  return {
    total: total?.n ?? 0, page: s.page, page_size: s.pageSize,
    list: rows.map(({ p, orderNo, email }): StaffPayment => ({
      payment_id: p.id, order_id: p.orderId, order_no: orderNo, customer_email: email, attempt_no: p.attemptNo, provider: p.provider,
      method: p.method, amount: p.amountCents.toString(), currency: p.currency, status: p.status as StaffPayment['status'],
      result: p.result, msg_code: p.msgCode, has_receipt: p.receiptKey !== null, created_at: p.createdAt.toISOString(),
    })),
  };
};
