// GET /user/info: the signed-in user's UserInfo. The token field is '' here: the client already holds it.
import type { UserInfo } from '../../../shared/contracts/user';
import type { Deps } from '../../deps';
import type { SessionLookup, SessionUser } from '../session/resolve-session';
import { pendingCountOf } from './count-pending-orders';
import { presentUserInfo } from './present-user-info';

/**
 * The pending-order badge is counted here, where it is shown (not in the session lookup every request makes); a
 * route whose lookup already counted it (sessionWithPendingCount) passes that lookup.
 */
export const getUserInfo = async (
  deps: Pick<Deps, 'db'>, user: SessionUser, token = '', lookup: SessionLookup = { state: 'none' },
): Promise<UserInfo> =>
  presentUserInfo(user, { token, orderPendingCount: await pendingCountOf(deps, lookup, user.id) });
