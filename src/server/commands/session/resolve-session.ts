// Finds the signed-in user for a session token. Expired or revoked sessions are reported as invalid (3200).
//
// A hot route can ask for more in the same round trip (`sessionQuery`): scalar subqueries over the signed-in user
// (its pending orders, its cart's specials) ride along on the session lookup as one named prepared statement. On the
// embedded database every statement costs most of a route's time (one connection on a worker thread), so one
// statement instead of two or three is the lever (issue 17). On PostgreSQL every request reads the rows as they are;
// on the embedded database an answer is remembered until the next write (db/read-cache.ts). Either way a sign-out, a
// cart change or a price edit counts from the very next request. So an extra must depend on stored rows only, never
// on the time (now()): a remembered answer would not move with the clock. Expiry is compared here, in JavaScript.
import { and, eq, getTableColumns, isNull, sql, type SQL } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { sessions, users } from '../../db/schema/index';
import type { Db } from '../../db/client';
import { preparedPer } from '../../db/prepared';
import { hashToken } from '../../security/tokens';

/**
 * The user's columns a signed-in request reads: not the password hash or the row's timestamps, which only the
 * password and account commands need (they read the row themselves). Every column the lookup returns is parsed by
 * the driver and mapped by Drizzle on every signed-in request; the three left out were a fifth of the row (issue 17).
 */
const { passwordHash: _hash, createdAt: _created, updatedAt: _updated, ...sessionUserColumns } = getTableColumns(users);
export type SessionUser = Omit<typeof users.$inferSelect, 'passwordHash' | 'createdAt' | 'updatedAt'>;

export type SessionLookup =
  | { state: 'none' }
  | { state: 'invalid' }
  | { state: 'valid'; user: SessionUser; tokenHash: string; expiresAt: Date; extra?: unknown; query?: SessionQuery }
  // signed in, found by a viewer-only query (viewerQuery): the user's row was not read
  | { state: 'viewer'; userId: number; tokenHash: string; expiresAt: Date; extra?: unknown; query?: SessionQuery };

type SessionRow = { user: SessionUser; expiresAt: Date; extra: unknown } | { userId: number; expiresAt: Date; extra: unknown };

/** The session lookup, optionally with extra columns read in the same statement (see the top of this file). */
export interface SessionQuery<E = unknown> {
  /** The prepared statement's name: unique per query, so it also names the query's remembered answers. */
  name: string;
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
      .select({ user: sessionUserColumns, expiresAt: sessions.expiresAt, ...(Object.keys(extras).length ? { extra: extras } : {}) })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), isNull(sessions.revokedAt)))
      .limit(1)
      .prepare(name),
  );
  return queryOf<E>(name, (db, tokenHash) => prepared(db).execute({ tokenHash }));
};

const queryOf = <E>(name: string, execute: (db: Db, tokenHash: string) => Promise<unknown[]>): SessionQuery<E> => {
  const query: SessionQuery<E> = {
    name,
    run: async (db, tokenHash) => (await execute(db, tokenHash))[0] as SessionRow | undefined,
    extraOf: (lookup) => (lookup.state !== 'none' && lookup.state !== 'invalid' && lookup.query === query ? (lookup.extra as E) : undefined),
  };
  return query;
};

/**
 * For public routes that only need to know who is asking (the price preview, the cart panel): the session row
 * alone, without the user's row (the foreign key guarantees it exists), with the route's extras as SQL over
 * `sessions.user_id`. A slimmer row to read, send and parse on every request (issue 17). The lookup's state is
 * 'viewer', never 'valid', so a route that needs the user (requireUser) cannot be given one by mistake.
 */
export const viewerQuery = <E extends Record<string, unknown>>(name: string, extras: { [K in keyof E]: SQL<E[K]> | SQL.Aliased<E[K]> }): SessionQuery<E> => {
  const prepared = preparedPer((db: Db) =>
    db
      .select({ userId: sessions.userId, expiresAt: sessions.expiresAt, extra: extras })
      .from(sessions)
      .where(and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), isNull(sessions.revokedAt)))
      .limit(1)
      .prepare(name),
  );
  return queryOf<E>(name, (db, tokenHash) => prepared(db).execute({ tokenHash }));
};

/** The signed-in customer's id from any lookup, or undefined for visitors and dead sessions. */
export const viewerIdOf = (lookup: SessionLookup): number | undefined =>
  lookup.state === 'valid' ? lookup.user.id : lookup.state === 'viewer' ? lookup.userId : undefined;

// Runs on every signed-in request, so it reads the session and its user only. The header's pending-order badge is
// counted where it is shown (GET /user/info, ../user/count-pending-orders.ts): inside this lookup it made every cart,
// price and page request count the customer's unpaid orders (issue 17).
const plainLookup = sessionQuery('session_lookup', {});

export const resolveSession = async (
  deps: Pick<Deps, 'db' | 'reads' | 'readCache' | 'clock'>, token: string | undefined, query: SessionQuery = plainLookup,
): Promise<SessionLookup> => {
  if (!token) return { state: 'none' };
  const tokenHash = hashToken(token);
  const db = deps.reads ?? deps.db;
  // the embedded database remembers lookups until the next write (db/read-cache.ts); expiry is checked below, always
  const row = deps.readCache
    ? await deps.readCache.read(`${query.name} ${tokenHash}`, () => query.run(db, tokenHash))
    : await query.run(db, tokenHash);
  if (!row || row.expiresAt.getTime() <= deps.clock.now().getTime()) return { state: 'invalid' };
  return 'user' in row
    ? { state: 'valid', user: row.user, tokenHash, expiresAt: row.expiresAt, extra: row.extra, query }
    : { state: 'viewer', userId: row.userId, tokenHash, expiresAt: row.expiresAt, extra: row.extra, query };
};
