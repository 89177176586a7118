// The seam for the header's pending-order badge (UserInfo.order_pending_count, spec platform §3, §9).
// Orders do not exist yet: the orders area replaces the body with a count of the user's orders awaiting
// payment (capped at Limits.pendingBadgeMax). Every user-info answer goes through here.
import type { Deps } from '../../deps';

export const countPendingOrders = async (_deps: Pick<Deps, 'db'>, _userId: number): Promise<number> => 0;
