// POST /v1/user/coupon/bind { code }: redeems a code into the account. Race-safe: one conditional UPDATE
// (owner still empty, code not past redeem_by); when two accounts bind the same code at once, PostgreSQL re-checks
// the condition for the second after the first commits, so exactly one wins. Only after a miss do we look at the
// row to say why (unknown, already redeemed, expired).
import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { couponDefinitions, coupons } from '../../db/schema/index';
import { normalizeCouponCode, type Coupon } from '../../../shared/contracts/coupon';
import { ApiCode } from '../../../shared/api';
import { AppError, badRequest, conflict } from '../../http/errors';
import { presentCoupon } from './present-coupon';
import { bindCampaign } from './bind-campaign';

const couponUnknown = () => new AppError(ApiCode.notFound, 404, 'errors.couponUnknown', 'This coupon code does not exist.');
const couponExpired = () => badRequest('errors.couponExpired', 'This coupon has expired.');
const couponRedeemed = () => conflict('errors.couponRedeemed', 'This coupon has already been redeemed.');

export const bindCoupon = async ({ db, clock }: Pick<Deps, 'db' | 'clock'>, userId: number, rawCode: string): Promise<Coupon> => {
  const code = normalizeCouponCode(rawCode);
  const now = clock.now();
  const nowSql = sql`${now.toISOString()}::timestamptz`;
  // Usable until the earlier of the code's redeem_by and valid_days after binding (NULLs are ignored by LEAST).
  const validDays = sql`(select ${couponDefinitions.validDays} from ${couponDefinitions} where ${couponDefinitions.id} = ${coupons.definitionId})`;
  const [bound] = await db
    .update(coupons)
    .set({
      ownerId: userId,
      boundAt: now,
      expiresAt: sql`least(${coupons.redeemBy}, ${nowSql} + make_interval(days => ${validDays}))`,
    })
    .where(and(eq(coupons.code, code), isNull(coupons.ownerId), or(isNull(coupons.redeemBy), gt(coupons.redeemBy, now))))
    .returning();
  if (bound) {
    const [def] = await db.select().from(couponDefinitions).where(eq(couponDefinitions.id, bound.definitionId));
    if (!def) throw new Error(`coupon ${bound.id} has no definition`);
    return presentCoupon(bound, def, now);
  }
  const [row] = await db.select().from(coupons).where(eq(coupons.code, code));
  if (!row) {
    // not a single-use code: perhaps a staff campaign's shared code (issue 9)
    const [campaign] = await db.select().from(couponDefinitions).where(and(eq(couponDefinitions.code, code), eq(couponDefinitions.kind, 'campaign')));
    if (campaign) return bindCampaign(db, campaign, userId, now);
    throw couponUnknown();
  }
  if (row.ownerId !== null) throw couponRedeemed();
  throw couponExpired();
};
