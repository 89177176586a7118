// Finds the signed-in user for a session token. Expired or revoked sessions are reported as invalid (3200).
//
// A hot route can ask for more in the same round trip (`sessionQuery`): scalar subqueries over the signed-in user
// (its pending orders, its cart's specials) ride along on the session lookup as one named prepared statement. On the
// embedded database every statement costs most of a route's time (one connection on a worker thread), so one
// statement instead of two or three is the lever (issue 17). Nothing is cached: every request reads the rows as they
// are, so a sign-out, a cart change or a price edit counts from the very next request.
import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { sessions, users } from '../../db/schema/index';
import type { Db } from '../../db/client';
import { preparedPer } from '../../db/prepared';
import { hashToken } from '../../security/tokens';

export type SessionUser = typeof users.$inferSelect;

export type SessionLookup =
  | { state: 'none' }
  | { state: 'invalid' }
  | { state: 'valid'; user: SessionUser; tokenHash: string; expiresAt: Date; extra?: unknown; query?: SessionQuery };

interface SessionRow { user: SessionUser; expiresAt: Date; extra: unknown }

/** The session lookup, optionally with extra columns read in the same statement (see the top of this file). */
export interface SessionQuery<E = unknown> {
  run(db: Db, tokenHash: string): Promise<SessionRow | undefined>;
  /** The extra columns of a lookup this query answered (undefined for visitors, dead sessions and other queries). */
  extraOf(lookup: SessionLookup): E | undefined;
}

/**
 * `name` is the prepared statement's name (unique per query); each extra column is SQL over `users` (the signed-in
 * user), typically a scalar subquery such as `(select count(*) from orders where orders.user_id = users.id)`.
 */
export const sessionQuery = <E extends Record<string, unknown>>(name: string, extras: { [K in keyof E]: SQL<E[K]> | SQL.Aliased<E[K]> }): SessionQuery<E> => {
  const prepared = preparedPer((db: Db) =>
    db
      .select({ user: users, expiresAt: sessions.expiresAt, ...(Object.keys(extras).length ? { extra: extras } : {}) })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), isNull(sessions.revokedAt)))
      .limit(1)
      .prepare(name),
  );
  const query: SessionQuery<E> = {
    run: async (db, tokenHash) => (await prepared(db).execute({ tokenHash }))[0] as SessionRow | undefined,
    extraOf: (lookup) => (lookup.state === 'valid' && lookup.query === query ? (lookup.extra as E) : undefined),
  };
  return query;
};

// Runs on every signed-in request, so it reads the session and its user only. The header's pending-order badge is
// counted where it is shown (GET /user/info, ../user/count-pending-orders.ts): inside this lookup it made every cart,
// price and page request count the customer's unpaid orders (issue 17).
const plainLookup = sessionQuery('session_lookup', {});

export const resolveSession = async (
  deps: Pick<Deps, 'db' | 'clock'>, token: string | undefined, query: SessionQuery = plainLookup,
): Promise<SessionLookup> => {
  if (!token) return { state: 'none' };
  const tokenHash = hashToken(token);
  const row = await query.run(deps.db, tokenHash);
  if (!row || row.expiresAt.getTime() <= deps.clock.now().getTime()) return { state: 'invalid' };
  return { state: 'valid', user: row.user, tokenHash, expiresAt: row.expiresAt, extra: row.extra, query };
};
