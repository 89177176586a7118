// Shapes a coupon for the API; 'expired' is derived from the clock, so a coupon expires without a sweep.
import type { couponDefinitions, coupons } from '../../db/schema/index';
import type { Coupon, CouponStatus } from '../../../shared/contracts/coupon';

type CouponRow = typeof coupons.$inferSelect;
type CouponDefinitionRow = typeof couponDefinitions.$inferSelect;

const couponStatus = (row: Pick<CouponRow, 'status' | 'expiresAt'>, now: Date): CouponStatus => {
  if (row.status === 'used') return 'used';
  return row.expiresAt && row.expiresAt.getTime() <= now.getTime() ? 'expired' : 'available';
};

export const presentCoupon = (row: CouponRow, def: CouponDefinitionRow, now: Date): Coupon => ({
  id: row.id,
  code: row.code ?? def.code,
  kind: def.kind === 'signup' ? 'signup' : 'code',
  name: def.name,
  status: couponStatus(row, now),
  value: def.valueCents.toString(),
  min_order: def.minOrderCents.toString(),
  expires_at: row.expiresAt?.toISOString() ?? null,
  bound_at: row.boundAt?.toISOString() ?? null,
  used_at: row.usedAt?.toISOString() ?? null,
  order_id: row.orderId,
});
