// The sign-up coupon (spec platform §9: $50, valid 30 days). Called by the register command inside its transaction.
// Idempotent per account (grant_key), so a retried registration cannot grant it twice; and once per e-mail address:
// an address that already got it (signup_coupon_grants, the SHA-256 of the normalised address, kept through account
// deletion) gets none when it registers again after deleting its account.
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Clock } from '../../clock';
import { DAY } from '../../clock';
import type { DbOrTx } from '../../db/client';
import { couponDefinitions, coupons, signupCouponGrants } from '../../db/schema/index';
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

/** The record of an address that got the coupon: a hash, never the address (docs/account-deletion.md). Addresses
 *  match case-insensitively, as sign-in and registration compare them. The prefix keeps the value from matching
 *  hashes of the same address made for anything else. */
export const signupEmailHash = (email: string): string =>
  crypto.createHash('sha256').update(`fusion-signup-coupon:${email.trim().toLowerCase()}`, 'utf8').digest('hex');

/** Grants the $50 sign-up coupon to a new account; returns the coupon id (the existing one on a repeat), or null when
 *  the address already received one with an earlier account. */
export const grantSignupCoupon = async (tx: DbOrTx, userId: number, email: string, clock: Clock): Promise<number | null> => {
  const now = clock.now();
  const definitionId = await signupDefinitionId(tx);
  const grantKey = `signup:${userId}`;
  const [existing] = await tx.select({ id: coupons.id }).from(coupons).where(eq(coupons.grantKey, grantKey));
  if (existing) return existing.id;
  const [first] = await tx.insert(signupCouponGrants).values({ emailHash: signupEmailHash(email), grantedAt: now }).onConflictDoNothing().returning();
  if (!first) return null;
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
