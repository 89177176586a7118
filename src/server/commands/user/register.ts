// POST /user/register: creates a customer account and signs it in (spec platform §5, §7).
import type { RegisterBody } from '../../../shared/contracts/user';
import type { Deps } from '../../deps';
import { users } from '../../db/schema/index';
import { HOUR } from '../../clock';
import { tooMany } from '../../http/errors';
import { hashPassword } from '../../security/passwords';
import { takeHit, type WindowRule } from '../../security/rate-limit';
import { createSession, type NewSession } from '../session/create-session';
import { emailTaken, isUniqueViolation } from './account-errors';
import { emailInUse, type UserRow } from './find-user';
import { grantSignupCoupon } from '../coupon/grant-signup-coupon';
import { mailWelcome } from '../mail/mail-welcome';
import type { Lang } from '../../../shared/ids';
import { coupons } from '../../db/schema/index';
import { eq } from 'drizzle-orm';

/** Sign-ups per client address per hour: enough for an office behind one NAT, too few for bulk account creation. */
const REGISTER_IP_RULE: WindowRule = { name: 'register-ip', limit: 20, windowMs: HOUR };

export const register = async (
  deps: Pick<Deps, 'db' | 'clock' | 'config'>,
  body: RegisterBody,
  ip: string,
  /** The edition signed up in: the account's e-mails are written in its language. */
  lang: Lang = 'en',
): Promise<{ user: UserRow; session: NewSession }> => {
  // Counted before the (deliberately slow) password hashing, so a flood cannot burn CPU.
  if (!(await takeHit(deps.db, REGISTER_IP_RULE, ip, deps.clock.now()))) throw tooMany('Too many requests. Please wait a moment and try again.');
  if (await emailInUse(deps.db, body.email)) throw emailTaken();

  const passwordHash = await hashPassword(body.password, deps.config.scryptLogN);
  const now = deps.clock.now();
  try {
    return await deps.db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          email: body.email,
          passwordHash,
          firstName: body.first_name,
          lastName: body.last_name,
          nickname: body.first_name,
          lang,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (!user) throw new Error('insert returned no row');
      // New accounts get the $50 sign-up coupon, valid 30 days (spec platform §9) — once per address: none for an
      // address that got it with an account since deleted. The welcome mail mentions it only when there is one.
      const couponId = await grantSignupCoupon(tx, user.id, user.email, deps.clock);
      const [coupon] = couponId === null ? [] : await tx.select({ expiresAt: coupons.expiresAt }).from(coupons).where(eq(coupons.id, couponId));
      await mailWelcome(tx, user.id, coupon?.expiresAt ?? null, now);
      const session = await createSession(deps, user.id, false, tx);
      return { user, session };
    });
  } catch (err) {
    // Two sign-ups with the same address at the same moment: the unique index decides, the loser gets 409.
    if (isUniqueViolation(err)) throw emailTaken();
    throw err;
  }
};
