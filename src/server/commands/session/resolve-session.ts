// Finds the signed-in user for a session token. Expired or revoked sessions are reported as invalid (3200).
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { sessions, users } from '../../db/schema/index';
import type { Db } from '../../db/client';
import { preparedPer } from '../../db/prepared';
import { hashToken } from '../../security/tokens';

export type SessionUser = typeof users.$inferSelect;

export type SessionLookup =
  | { state: 'none' }
  | { state: 'invalid' }
  | { state: 'valid'; user: SessionUser; tokenHash: string; expiresAt: Date };

const sessionLookup = preparedPer((db: Db) =>
  db
    // Runs on every signed-in request, so it reads the session and its user only. The header's pending-order badge
    // is counted where it is shown (GET /user/info, ../user/count-pending-orders.ts): inside this lookup it made
    // every cart, price and page request count the customer's unpaid orders (issue 17).
    .select({ user: users, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), isNull(sessions.revokedAt)))
    .limit(1)
    .prepare('session_lookup'),
);

export const resolveSession = async (deps: Pick<Deps, 'db' | 'clock'>, token: string | undefined): Promise<SessionLookup> => {
  if (!token) return { state: 'none' };
  const tokenHash = hashToken(token);
  const rows = await sessionLookup(deps.db).execute({ tokenHash });
  const row = rows[0];
  if (!row || row.expiresAt.getTime() <= deps.clock.now().getTime()) return { state: 'invalid' };
  return { state: 'valid', user: row.user, tokenHash, expiresAt: row.expiresAt };
};
