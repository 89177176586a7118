// POST /third/get-token: opens a wizard run and hands its token to the owner; the later calls find the run by the
// token and check that it is the caller's (someone else's token answers 404, like a missing one).
import { and, eq, gt, ne } from 'drizzle-orm';
import type { Deps } from '../../deps';
import type { DbOrTx } from '../../db/client';
import { accountDeletions } from '../../db/schema/index';
import { owned } from '../../security/policy';
import { hashToken, randomToken } from '../../security/tokens';
import { deletionNotFound } from './errors';

/** Long enough to read the notice, wait for the check and type the password; short enough not to linger. */
export const DELETION_TOKEN_TTL_MS = 60 * 60 * 1000;

export type DeletionRow = typeof accountDeletions.$inferSelect;

export const startDeletion = async (deps: Pick<Deps, 'db' | 'clock'>, userId: number): Promise<{ token: string; expires_at: string }> => {
  const now = deps.clock.now();
  const token = randomToken();
  const expiresAt = new Date(now.getTime() + DELETION_TOKEN_TTL_MS);
  await deps.db.insert(accountDeletions).values({ userId, tokenHash: hashToken(token), createdAt: now, expiresAt });
  return { token, expires_at: expiresAt.toISOString() };
};

/** The caller's open (not completed, not expired) run behind `token`, or 404. */
export const findOwnDeletion = async (db: DbOrTx, userId: number, token: string, now: Date): Promise<DeletionRow> => {
  const [row] = await db
    .select()
    .from(accountDeletions)
    .where(and(eq(accountDeletions.tokenHash, hashToken(token)), gt(accountDeletions.expiresAt, now), ne(accountDeletions.status, 'completed')));
  return owned(userId, row, deletionNotFound);
};
