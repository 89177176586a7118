// A customer account as the console shows it; the VIP level comes from the account's sku (spec platform §3 User
// info: 608800014 pro, 608800015 elite).
import type { users } from '../../../db/schema/index';
import { VIP_LEVELS } from '../../../../shared/ids';
import type { StaffCustomer, VipChoice } from '../../../../shared/contracts/staff-customers';

export const VIP_SKUS: Record<Exclude<VipChoice, 'none'>, string> = { pro: '608800014', elite: '608800015' };

export const presentCustomer = (u: typeof users.$inferSelect): StaffCustomer => ({
  uid: u.id, email: u.email, name: `${u.firstName} ${u.lastName}`.trim() || u.nickname, lang: u.lang,
  vip: (u.vipSku && VIP_LEVELS[u.vipSku]) || 'none', wholesale: u.wholesale, propagate: u.propagate,
  distributor_code: u.distributorCode, created_at: u.createdAt.toISOString(),
  deleted_at: u.deletedAt?.toISOString() ?? null,
});
