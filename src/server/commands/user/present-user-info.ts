// Shapes a user row into the UserInfo contract (spec platform §3) shared by login, register, info and update.
import type { UserInfo } from '../../../shared/contracts/user';
import { VIP_LEVELS } from '../../../shared/ids';
import type { SessionUser } from '../session/resolve-session';

const VIP_IMAGES: Record<'pro' | 'elite', string> = { pro: '/img/vip-pro.svg', elite: '/img/vip-elite.svg' };

const vipDetailsOf = (sku: string | null): UserInfo['vip_details'] => {
  const level = sku ? VIP_LEVELS[sku] : undefined;
  return sku && level ? { sku, level, image: VIP_IMAGES[level] } : null;
};

export const presentUserInfo = (user: SessionUser, extra: { token: string; orderPendingCount: number }): UserInfo => ({
  token: extra.token,
  uid: user.id,
  email: user.email,
  nickname: user.nickname,
  first_name: user.firstName,
  last_name: user.lastName,
  vip_details: vipDetailsOf(user.vipSku),
  order_pending_count: extra.orderPendingCount,
  // Kept for the contract; the browser session lives in the httpOnly cookie, so there is nothing to hand out.
  global_cookie: '',
  user_type: user.userType === 'staff' ? 'staff' : 'customer',
  is_wholesale: user.wholesale,
  is_propagate: user.propagate,
  distributor_code: user.distributorCode,
});
