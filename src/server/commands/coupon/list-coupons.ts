// GET /v1/user/coupon/list: the account's coupons with status available / used / expired, newest first.
import { desc, eq } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { couponDefinitions, coupons } from '../../db/schema/index';
import type { Coupon } from '../../../shared/contracts/coupon';
import { presentCoupon } from './present-coupon';

export const listCoupons = async ({ db, clock }: Pick<Deps, 'db' | 'clock'>, userId: number): Promise<Coupon[]> => {
  const now = clock.now();
  const rows = await db
    .select({ coupon: coupons, def: couponDefinitions })
    .from(coupons)
    .innerJoin(couponDefinitions, eq(couponDefinitions.id, coupons.definitionId))
    .where(eq(coupons.ownerId, userId))
    .orderBy(desc(coupons.boundAt), desc(coupons.id));
  return rows.map((r) => presentCoupon(r.coupon, r.def, now));
};
