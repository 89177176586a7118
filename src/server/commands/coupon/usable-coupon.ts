// When a coupon can be used (spec platform §3 Coupon, §6): it belongs to the account, is still available (not used),
// has not expired, and the order reaches its minimum. One definition for the checkout's list, the coupon chosen at
// checkout and the claim at placement (issue 7 §5: the claim had its own copy). As a SQL condition on `coupons`, so
// the claim can be a single conditional UPDATE (race-safe) and the lists a plain SELECT.
import { and, eq, gt, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { couponDefinitions, coupons } from '../../db/schema/index';

/** The coupon's minimum order, read from its definition (a subquery, so it works in an UPDATE too). */
const minOrderOf = sql`(select ${couponDefinitions.minOrderCents} from ${couponDefinitions} where ${couponDefinitions.id} = ${coupons.definitionId})`;
/** A campaign staff switched off takes its unused coupons with it (issue 9). */
const definitionActive = sql`(select ${couponDefinitions.active} from ${couponDefinitions} where ${couponDefinitions.id} = ${coupons.definitionId})`;

export const usableCouponWhere = (userId: number, subtotalCents: bigint, now: Date): SQL =>
  and(
    eq(coupons.ownerId, userId),
    eq(coupons.status, 'available'),
    or(isNull(coupons.expiresAt), gt(coupons.expiresAt, now)),
    lte(minOrderOf, subtotalCents.toString()),
    sql`${definitionActive} = true`,
  ) as SQL;
