// GET /v1/staff/orders: every customer's orders for the console, searched by order number, customer e-mail or a
// file name (q, case-insensitive substring), status and created date, sorted and paged on the server.
import { and, asc, count, desc, eq, exists, gte, ilike, inArray, lt, or, type SQL } from 'drizzle-orm';
import type { Deps } from '../../../deps';
import { orderLines, orders, users } from '../../../db/schema/index';
import type { StaffOrderList } from '../../../../shared/contracts/staff';
import { presentSummary } from '../../order/present-order';
import { likePattern } from '../../order/list-orders';

interface SearchOrders {
  q?: string;
  status?: number;
  from?: string;
  to?: string;
  sort: 'created_at' | 'total' | 'order_no';
  dir: 'asc' | 'desc';
  page: number;
  pageSize: number;
}

const DAY_MS = 86_400_000;
const SORT_COLUMNS = { created_at: orders.createdAt, total: orders.totalCents, order_no: orders.orderNo } as const;

export const searchOrders = async ({ db }: Pick<Deps, 'db'>, s: SearchOrders): Promise<StaffOrderList> => {
  const filters: (SQL | undefined)[] = [];
  if (s.q) {
    const p = likePattern(s.q.trim());
    filters.push(or(
      ilike(orders.orderNo, p),
      ilike(users.email, p),
      exists(db.select({ one: orderLines.id }).from(orderLines).where(and(eq(orderLines.orderId, orders.id), ilike(orderLines.fileName, p)))),
    ));
  }
  if (s.status !== undefined) filters.push(eq(orders.status, s.status));
  if (s.from) filters.push(gte(orders.createdAt, new Date(`${s.from}T00:00:00Z`)));
  // `to` is the last day included
  if (s.to) filters.push(lt(orders.createdAt, new Date(new Date(`${s.to}T00:00:00Z`).getTime() + DAY_MS)));
  const where = and(...filters);
  const [total] = await db.select({ n: count() }).from(orders).innerJoin(users, eq(users.id, orders.userId)).where(where);
  const order = s.dir === 'asc' ? asc : desc;
  const rows = await db
    .select({ o: orders, email: users.email })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(where)
    .orderBy(order(SORT_COLUMNS[s.sort]), order(orders.id))
    .limit(s.pageSize)
    .offset((s.page - 1) * s.pageSize);
  const lines = rows.length
    ? await db.select().from(orderLines).where(inArray(orderLines.orderId, rows.map((r) => r.o.id))).orderBy(asc(orderLines.position))
    : [];
  return {
    total: total?.n ?? 0,
    page: s.page,
    page_size: s.pageSize,
    list: rows.map(({ o, email }) => ({ ...presentSummary(o, lines.filter((l) => l.orderId === o.id)), user_id: o.userId, customer_email: email })),
  };
};
