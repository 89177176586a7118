// GET /user/info: the signed-in user's UserInfo. The token field is '' here: the client already holds it.
import type { UserInfo } from '../../../shared/contracts/user';
import type { Deps } from '../../deps';
import { countPendingOrders } from './count-pending-orders';
import type { UserRow } from './find-user';
import { presentUserInfo } from './present-user-info';
import { Limits } from '../../../shared/ids';

/** `pendingOrders` when the caller already has it (read with the session); counted otherwise. */
export const getUserInfo = async (deps: Pick<Deps, 'db'>, user: UserRow, token = '', pendingOrders?: number): Promise<UserInfo> =>
  presentUserInfo(user, {
    token,
    orderPendingCount: Math.min(pendingOrders ?? (await countPendingOrders(deps, user.id)), Limits.pendingBadgeMax),
  });
