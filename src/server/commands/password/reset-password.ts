// POST /password/find-modify: sets a new password through a reset link. The link is claimed with one
// conditional UPDATE (unused and unexpired), so two concurrent submissions cannot both use it; the password
// change, the claim and the sign-out of every session commit together.
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { passwordResets, users } from '../../db/schema/index';
import { hashPassword } from '../../security/passwords';
import { hashToken } from '../../security/tokens';
import { revokeUserSessions } from '../session/revoke-sessions';
import { resetLinkInvalid } from './reset-errors';

/** Answers the account's id. */
export const resetPassword = async (deps: Pick<Deps, 'db' | 'clock' | 'config'>, token: string, password: string): Promise<number> => {
  // Hash first: scrypt is slow on purpose and must not run while the transaction holds row locks.
  const passwordHash = await hashPassword(password, deps.config.scryptLogN);
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.tokenHash, hashToken(token)), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now)))
      .returning({ userId: passwordResets.userId });
    if (!claimed) throw resetLinkInvalid();
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, claimed.userId));
    await revokeUserSessions(tx, claimed.userId, now);
    // Other links mailed earlier would still reset the new password: retire them too.
    await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.userId, claimed.userId), isNull(passwordResets.usedAt)));
    return claimed.userId;
  });
};
