// GET /user/info: the signed-in user's UserInfo. The token field is '' here: the client already holds it.
import type { UserInfo } from '../../../shared/contracts/user';
import type { Deps } from '../../deps';
import { countPendingOrders } from './count-pending-orders';
import type { UserRow } from './find-user';
import { presentUserInfo } from './present-user-info';

/** The pending-order badge is counted here, where it is shown (not in the session lookup every request makes). */
export const getUserInfo = async (deps: Pick<Deps, 'db'>, user: UserRow, token = ''): Promise<UserInfo> =>
  presentUserInfo(user, { token, orderPendingCount: await countPendingOrders(deps, user.id) });
