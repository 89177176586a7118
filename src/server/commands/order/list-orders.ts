// GET /v1/order/list: the customer's orders, newest first; ?status=1 only the pending ones (awaiting payment);
// ?q= matches the order number or a file name of its lines (case-insensitive, substring).
import { and, asc, count, desc, eq, exists, ilike, inArray, or, type Column, type Placeholder, type SQL } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { orderLines, orders } from '../../db/schema/index';
import type { OrderList } from '../../../shared/contracts/order';
import { PENDING_ORDER_STATUSES } from '../../../shared/status/order';
import { presentSummary } from './present-order';

export const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export const pendingWhere = (userId: number | Placeholder | Column): SQL | undefined =>
  and(eq(orders.userId, userId), inArray(orders.status, PENDING_ORDER_STATUSES), eq(orders.paymentStatus, 'pending'));

export const listOrders = async (
  { db }: Pick<Deps, 'db'>,
  req: { userId: number; pendingOnly: boolean; q?: string; page: number; pageSize: number },
): Promise<OrderList> => {
  const filters: (SQL | undefined)[] = [req.pendingOnly ? pendingWhere(req.userId) : eq(orders.userId, req.userId)];
  if (req.q) {
    const p = likePattern(req.q);
    filters.push(or(ilike(orders.orderNo, p), exists(db.select({ one: orderLines.id }).from(orderLines).where(and(eq(orderLines.orderId, orders.id), ilike(orderLines.fileName, p))))));
  }
  const where = and(...filters);
  const [total] = await db.select({ n: count() }).from(orders).where(where);
  const rows = await db.select().from(orders).where(where).orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(req.pageSize).offset((req.page - 1) * req.pageSize);
  const lines = rows.length
    ? await db.select().from(orderLines).where(inArray(orderLines.orderId, rows.map((r) => r.id))).orderBy(asc(orderLines.position))
    : [];
  return {
    total: total?.n ?? 0,
    page: req.page,
    page_size: req.pageSize,
    list: rows.map((o) => presentSummary(o, lines.filter((l) => l.orderId === o.id))),
  };
};
