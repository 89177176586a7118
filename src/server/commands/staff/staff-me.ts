// GET /v1/staff/me: the signed-in staff member as the console needs it. The route's guard already refused anyone
// without a staff role.
import type { StaffMe } from '../../../shared/contracts/staff';
import { actionsOf } from '../../../shared/staff';
import { staffRoleOf } from '../../security/policy';
import type { SessionUser } from '../session/resolve-session';
import type { Lang } from '../../../shared/ids';

export const staffMe = (user: SessionUser, lang: Lang): StaffMe => {
  const role = staffRoleOf(user);
  if (!role) throw new Error('staffMe without a staff role: the route guard should have refused');
  // Japanese: family name first
  const parts = lang === 'jp' ? [user.lastName, user.firstName] : [user.firstName, user.lastName];
  const name = parts.filter(Boolean).join(' ') || user.nickname || user.email;
  return { uid: user.id, email: user.email, name, role, actions: actionsOf(role) };
};
