// The header's pending-order badge (UserInfo.order_pending_count, spec platform §3, §9): the user's orders
// awaiting payment (status received / being confirmed / bound, payment pending), capped at Limits.pendingBadgeMax.
// Owned by the orders area (same filter as GET /v1/order/list?status=1).
import { count, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedPer } from '../../db/prepared';
import type { Deps } from '../../deps';
import { orders } from '../../db/schema/index';
import { Limits } from '../../../shared/ids';
import { pendingWhere } from '../order/list-orders';

// Every page's /user/info runs this: a named prepared statement (see db/prepared.ts).
const pendingCount = preparedPer((db: Db) =>
  db.select({ n: count() }).from(orders).where(pendingWhere(sql.placeholder('userId'))).prepare('pending_orders_count'),
);

export const countPendingOrders = async ({ db }: Pick<Deps, 'db'>, userId: number): Promise<number> => {
  const [row] = await pendingCount(db).execute({ userId });
  return Math.min(row?.n ?? 0, Limits.pendingBadgeMax);
};
