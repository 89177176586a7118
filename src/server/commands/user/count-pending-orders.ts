// The header's pending-order badge (UserInfo.order_pending_count, spec platform §3, §9): the user's orders
// awaiting payment (status received / being confirmed / bound, payment pending), capped at Limits.pendingBadgeMax.
// Owned by the orders area (same filter as GET /v1/order/list?status=1).
import { count, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedPer } from '../../db/prepared';
import type { Deps } from '../../deps';
import { orders, users } from '../../db/schema/index';
import { Limits } from '../../../shared/ids';
import { pendingWhere } from '../order/list-orders';
import { sessionQuery, type SessionLookup } from '../session/resolve-session';

// A named prepared statement (see db/prepared.ts) for the callers that already hold the user (sign-in, register).
const pendingCount = preparedPer((db: Db) =>
  db.select({ n: count() }).from(orders).where(pendingWhere(sql.placeholder('userId'))).prepare('pending_orders_count'),
);

const capped = (n: number): number => Math.min(n, Limits.pendingBadgeMax);

export const countPendingOrders = async ({ db }: Pick<Deps, 'db'>, userId: number): Promise<number> => {
  const [row] = await pendingCount(db).execute({ userId });
  return capped(row?.n ?? 0);
};

/**
 * Every page's GET /user/info: the session lookup counts the badge in the same statement (one round trip instead
 * of two, issue 17).
 */
export const sessionWithPendingCount = sessionQuery<{ pending: number }>('session_pending_orders', {
  pending: sql<number>`(select count(*)::int from ${orders} where ${pendingWhere(users.id)})`,
});

/** The badge for a lookup made with sessionWithPendingCount, else counted now. */
export const pendingCountOf = async (deps: Pick<Deps, 'db'>, lookup: SessionLookup, userId: number): Promise<number> => {
  const extra = sessionWithPendingCount.extraOf(lookup);
  return extra ? capped(extra.pending) : countPendingOrders(deps, userId);
};
