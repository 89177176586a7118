// The header's pending-order badge (UserInfo.order_pending_count, spec platform §3, §9): the user's orders
// awaiting payment (status received / being confirmed / bound, payment pending), capped at Limits.pendingBadgeMax.
// Owned by the orders area (same filter as GET /v1/order/list?status=1).
import { count } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { orders } from '../../db/schema/index';
import { Limits } from '../../../shared/ids';
import { pendingWhere } from '../order/list-orders';

export const countPendingOrders = async ({ db }: Pick<Deps, 'db'>, userId: number): Promise<number> => {
  const [row] = await db.select({ n: count() }).from(orders).where(pendingWhere(userId));
  return Math.min(row?.n ?? 0, Limits.pendingBadgeMax);
};
