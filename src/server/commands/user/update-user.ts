// PUT /user/update: personal details (spec platform §3 "Personal detail"). Changing the e-mail or the password
// needs the current password, and ends the user's other sessions and outstanding reset links (whoever else was
// signed in, or holds a reset link mailed to the old address, is out).
import { and, eq, isNull } from 'drizzle-orm';
import type { UpdateUserBody } from '../../../shared/contracts/user';
import type { Deps } from '../../deps';
import { passwordResets, users } from '../../db/schema/index';
import { invalid } from '../../http/errors';
import { hashPassword, verifyPassword } from '../../security/passwords';
import { revokeUserSessions } from '../session/revoke-sessions';
import { emailTaken, isUniqueViolation } from './account-errors';
import type { SessionUser } from '../session/resolve-session';
import { emailInUse } from './find-user';
import { forgiveAttempt, reservePasswordCheck } from './login-limits';

/**
 * Checks the current password under its own per-user limit, so a stolen session cannot be used to guess the password
 * (which would then unlock e-mail and password changes). It is separate from the sign-in limits: guesses here cannot
 * lock the owner out of signing in.
 */
export const checkCurrentPassword = async (
  deps: Pick<Deps, 'db' | 'clock'>,
  user: { id: number },
  password: string | undefined,
  /** The form field that reports a wrong password (account deletion asks for it as `password`). */
  field = 'current_password',
): Promise<void> => {
  const attempt = await reservePasswordCheck(deps, user.id);
  // read here, not carried on the session's row: the signed-in request's user leaves the hash out (resolve-session.ts)
  const [row] = await deps.db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, user.id));
  if (!password || !row || !(await verifyPassword(password, row.passwordHash))) {
    throw invalid({ [field]: 'validation.currentPassword' }, 'The current password is not correct.');
  }
  await forgiveAttempt(deps, attempt);
};

export const updateUser = async (
  deps: Pick<Deps, 'db' | 'clock' | 'config'>,
  user: SessionUser,
  /** The session making the change; it stays signed in when the password changes. */
  currentTokenHash: string,
  body: UpdateUserBody,
): Promise<SessionUser> => {
  const changes: Partial<typeof users.$inferInsert> = {};
  if (body.first_name !== undefined) {
    changes.firstName = body.first_name;
    // The nickname (what the header greets with) is the first name given at sign-up and cannot be edited on its
    // own: it follows a name change, or the header kept showing the old name (issue 8 §7).
    changes.nickname = body.first_name;
  }
  if (body.last_name !== undefined) changes.lastName = body.last_name;

  const newEmail = body.email !== undefined && body.email !== user.email ? body.email : undefined;
  if (newEmail !== undefined || body.new_password !== undefined) {
    await checkCurrentPassword(deps, user, body.current_password);
  }
  if (newEmail !== undefined) {
    if (await emailInUse(deps.db, newEmail, user.id)) throw emailTaken();
    changes.email = newEmail;
  }
  if (body.new_password !== undefined) changes.passwordHash = await hashPassword(body.new_password, deps.config.scryptLogN);

  if (Object.keys(changes).length === 0) return user;
  const now = deps.clock.now();
  try {
    return await deps.db.transaction(async (tx) => {
      const [updated] = await tx.update(users).set({ ...changes, updatedAt: now }).where(eq(users.id, user.id)).returning();
      if (!updated) throw new Error('user vanished during update');
      if (changes.passwordHash || changes.email) {
        await revokeUserSessions(tx, user.id, now, currentTokenHash);
        await tx
          .update(passwordResets)
          .set({ usedAt: now })
          .where(and(eq(passwordResets.userId, user.id), isNull(passwordResets.usedAt)));
      }
      return updated;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw emailTaken();
    throw err;
  }
};
