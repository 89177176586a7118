// Binding a staff campaign's shared code (issue 9): each customer gets their own single-use coupon from the campaign,
// at most `per_customer` of them, one at a time. The n-th coupon of a customer has the grant key
// `campaign:<id>:<user>:<n>` (unique), so two binds racing for the same slot cannot both insert. The campaign's total
// limit is enforced where a use is counted (the claim at placement); here it only stops binds once it is reached.
import { and, count, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { couponDefinitions, coupons } from '../../db/schema/index';
import type { Coupon } from '../../../shared/contracts/coupon';
import { badRequest, conflict } from '../../http/errors';
import { presentCoupon } from './present-coupon';

const DAY_MS = 86_400_000;
const notStarted = () => badRequest('errors.couponNotStarted', 'This coupon cannot be used yet.');
const couponExpired = () => badRequest('errors.couponExpired', 'This coupon has expired.');
const couponRedeemed = () => conflict('errors.couponRedeemed', 'This coupon has already been redeemed.');

type Definition = typeof couponDefinitions.$inferSelect;

export const bindCampaign = async (db: DbOrTx, def: Definition, userId: number, now: Date): Promise<Coupon> => {
  if (!def.active || (def.endsAt && def.endsAt.getTime() <= now.getTime())) throw couponExpired();
  if (def.startsAt && def.startsAt.getTime() > now.getTime()) throw notStarted();
  if (def.maxUses !== null && def.usedCount >= def.maxUses) throw couponRedeemed();
  const mine = await db.select({ status: coupons.status, n: count() }).from(coupons)
    .where(and(eq(coupons.definitionId, def.id), eq(coupons.ownerId, userId))).groupBy(coupons.status);
  const held = mine.reduce((s, r) => s + r.n, 0);
  // one unused coupon at a time; a new one only once that is used, up to the per-customer limit
  if (mine.some((r) => r.status === 'available') || (def.perCustomer !== null && held >= def.perCustomer)) throw couponRedeemed();
  const ends = [def.endsAt?.getTime(), def.validDays !== null ? now.getTime() + def.validDays * DAY_MS : undefined].filter((x) => x !== undefined);
  const [row] = await db
    .insert(coupons)
    .values({ definitionId: def.id, grantKey: `campaign:${def.id}:${userId}:${held + 1}`, ownerId: userId, boundAt: now, createdAt: now, expiresAt: ends.length ? new Date(Math.min(...ends)) : null })
    .onConflictDoNothing()
    .returning();
  if (!row) throw couponRedeemed();
  return presentCoupon(row, def, now);
};
