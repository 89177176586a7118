// Ending sessions: one (logout) or all of a user's (password change or reset). Rows are kept with revoked_at
// set rather than deleted, so resolveSession reports such tokens as invalid (3200) and support can see them.
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Deps } from '../../deps';
import type { DbOrTx } from '../../db/client';
import { sessions } from '../../db/schema/index';
import { hashToken } from '../../security/tokens';

/** Logout: revokes the session behind `token`; nothing to do without one (signing out twice is fine). */
export const revokeSession = async (deps: Pick<Deps, 'db' | 'clock'>, token: string | undefined): Promise<void> => {
  if (!token) return;
  await deps.db
    .update(sessions)
    .set({ revokedAt: deps.clock.now() })
    .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt)));
};

/** Revokes every live session of the user, except the one making the change when `keepTokenHash` is given. */
export const revokeUserSessions = async (db: DbOrTx, userId: number, now: Date, keepTokenHash?: string): Promise<void> => {
  const conditions = [eq(sessions.userId, userId), isNull(sessions.revokedAt)];
  if (keepTokenHash) conditions.push(ne(sessions.tokenHash, keepTokenHash));
  await db.update(sessions).set({ revokedAt: now }).where(and(...conditions));
};
