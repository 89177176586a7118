// Finds the signed-in user for a session token. Expired or revoked sessions are reported as invalid (3200).
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { orders, sessions, users } from '../../db/schema/index';
import { pendingWhere } from '../order/list-orders';
import type { Db } from '../../db/client';
import { preparedPer } from '../../db/prepared';
import { hashToken } from '../../security/tokens';

export type SessionUser = typeof users.$inferSelect;

export type SessionLookup =
  | { state: 'none' }
  | { state: 'invalid' }
  | { state: 'valid'; user: SessionUser; tokenHash: string; expiresAt: Date; pendingOrders: number };

const sessionLookup = preparedPer((db: Db) =>
  db
    // The header's pending-order badge rides along (every page asks /user/info): one round trip instead of two.
    .select({
      user: users,
      expiresAt: sessions.expiresAt,
      pendingOrders: sql<number>`(select count(*)::int from ${orders} where ${pendingWhere(users.id)})`.mapWith(Number),
    })
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
  return { state: 'valid', user: row.user, tokenHash, expiresAt: row.expiresAt, pendingOrders: row.pendingOrders };
};
