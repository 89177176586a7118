// GET /v1/order/list: the customer's orders, newest first; ?status=1 only the pending ones (awaiting payment);
// ?q= matches the order number or a file name of its lines (case-insensitive, substring).
import { and, asc, count, desc, eq, ilike, inArray, or, sql, type Column, type Placeholder, type SQL } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { orderLines, orders } from '../../db/schema/index';
import type { OrderList } from '../../../shared/contracts/order';
import { PENDING_ORDER_STATUSES } from '../../../shared/status/order';
import { presentSummary } from './present-order';

export const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The statuses are written into the statement as literals (they are code constants), so a prepared statement's
 * generic plan can still prove it matches the partial index orders_user_pending_idx (schema/order.ts) and count a
 * customer's unpaid orders from that index alone, whatever the table's size.
 */
export const PENDING_ORDER_PREDICATE = sql.raw(`in (${PENDING_ORDER_STATUSES.join(', ')})`);

export const pendingWhere = (userId: number | Placeholder | Column): SQL | undefined =>
  and(eq(orders.userId, userId), sql`${orders.status} ${PENDING_ORDER_PREDICATE}`, eq(orders.paymentStatus, 'pending'));

export const listOrders = async (
  { db }: Pick<Deps, 'db'>,
  req: { userId: number; pendingOnly: boolean; q?: string; page: number; pageSize: number },
): Promise<OrderList> => {
  const filters: (SQL | undefined)[] = [req.pendingOnly ? pendingWhere(req.userId) : eq(orders.userId, req.userId)];
  if (req.q) {
    const p = likePattern(req.q);
    // The customer's orders with a matching line, found once (a hashed subplan the planner may serve from
    // order_lines_file_trgm_idx or from the customer's orders), not a probe of order_lines for each order.
    const byFile = db.select({ id: orderLines.orderId }).from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(and(eq(orders.userId, req.userId), ilike(orderLines.fileName, p)));
    filters.push(or(ilike(orders.orderNo, p), inArray(orders.id, byFile)));
  }
  const where = and(...filters);
  // One statement for the page and the total: the filter runs once (a window count over the matches before LIMIT).
  const pageQuery = (tx: Pick<Deps['db'], 'select'>) => tx.select({ order: orders, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(orders).where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(req.pageSize).offset((req.page - 1) * req.pageSize);
  // A search's estimated cost for a customer with thousands of orders crosses jit_above_cost, and PostgreSQL then
  // spent about a third of the query compiling it (9 ms of 29 ms at 1,000,000 orders, issue 17) for a plan that runs
  // once. JIT is turned off for this statement only (SET LOCAL lasts until the end of its transaction).
  const found = req.q
    ? await db.transaction(async (tx) => {
      await tx.execute(sql`set local jit = off`);
      return pageQuery(tx);
    })
    : await pageQuery(db);
  const rows = found.map((r) => r.order);
  // A page past the end has no row to carry the total: only then is it counted on its own.
  const total = found[0]?.total ?? (req.page > 1 ? (await db.select({ n: count() }).from(orders).where(where))[0]?.n ?? 0 : 0);
  const lines = rows.length
    ? await db.select().from(orderLines).where(inArray(orderLines.orderId, rows.map((r) => r.id))).orderBy(asc(orderLines.position))
    : [];
  const linesOf = new Map<number, typeof lines>();
  for (const l of lines) linesOf.set(l.orderId, [...(linesOf.get(l.orderId) ?? []), l]);
  return {
    total,
    page: req.page,
    page_size: req.pageSize,
    list: rows.map((o) => presentSummary(o, linesOf.get(o.id) ?? [])),
  };
};
