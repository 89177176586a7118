// The sign-up coupon (spec platform §9: $50, valid 30 days). Called by the register command inside its transaction.
// Idempotent per account (grant_key), so a retried registration cannot grant it twice.
import { eq } from 'drizzle-orm';
import type { Clock } from '../../clock';
import { DAY } from '../../clock';
import type { DbOrTx } from '../../db/client';
import { couponDefinitions, coupons } from '../../db/schema/index';
import { SIGNUP_COUPON as SHARED_SIGNUP_COUPON } from '../../../shared/ids';

const SIGNUP_COUPON = { key: 'signup', name: 'Sign-up coupon', ...SHARED_SIGNUP_COUPON } as const;

const signupDefinitionId = async (tx: DbOrTx): Promise<number> => {
  await tx
    .insert(couponDefinitions)
    .values({ key: SIGNUP_COUPON.key, kind: 'signup', name: SIGNUP_COUPON.name, valueCents: SIGNUP_COUPON.valueCents, validDays: SIGNUP_COUPON.validDays })
    .onConflictDoNothing({ target: couponDefinitions.key });
  const [def] = await tx.select({ id: couponDefinitions.id }).from(couponDefinitions).where(eq(couponDefinitions.key, SIGNUP_COUPON.key));
  if (!def) throw new Error('sign-up coupon definition missing');
  return def.id;
};

/** Grants the $50 sign-up coupon to a new account; returns the coupon id (the existing one on a repeat). */
export const grantSignupCoupon = async (tx: DbOrTx, userId: number, clock: Clock): Promise<number> => {
  const now = clock.now();
  const definitionId = await signupDefinitionId(tx);
  const grantKey = `signup:${userId}`;
  await tx
    .insert(coupons)
    .values({
      definitionId,
      grantKey,
      ownerId: userId,
      boundAt: now,
      expiresAt: new Date(now.getTime() + SIGNUP_COUPON.validDays * DAY),
    })
    .onConflictDoNothing({ target: coupons.grantKey });
  const [row] = await tx.select({ id: coupons.id }).from(coupons).where(eq(coupons.grantKey, grantKey));
  if (!row) throw new Error('sign-up coupon grant missing');
  return row.id;
};
