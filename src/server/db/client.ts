// One database API for both engines: node-postgres talks to a PostgreSQL server (DATABASE_URL) or to the
// embedded PGlite, which runs in a worker thread behind a PostgreSQL-protocol socket (see embedded.ts).
import pg from 'pg';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import * as schema from './schema/index';
import { readPipeline } from './read-pipeline';
import { ReadCache, isPlainRead } from './read-cache';
import { isStatementError } from './statement-error';

export type Db = NodePgDatabase<typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Either the database or an open transaction: commands accept both. */
export type DbOrTx = Db | Tx;

export interface DbHandle {
  db: Db;
  /** For the hot single-statement reads (the session lookups): PostgreSQL's pipelined connection (read-pipeline.ts);
   *  on the embedded database, which has one session, the same as `db`. */
  reads: Db;
  pool: pg.Pool;
  kind: 'pglite' | 'postgres';
  /** The embedded database's remembered session lookups (read-cache.ts); absent on PostgreSQL. */
  readCache?: ReadCache;
  close(): Promise<void>;
}

interface PoolTarget {
  connectionString?: string;
  /** Unix socket directory and port (embedded database). */
  socketDir?: string;
}

/**
 * node-postgres' pool destroys the connection after any failed `pool.query`. On the embedded database that is wrong:
 * PGlite has one session behind every socket connection, so the replacement connection lands in the same session,
 * whose named prepared statements survive while the new client believes none exist ("prepared statement
 * \"session_lookup\" already exists" on every later call). This pool keeps a connection after a statement error and
 * replaces it only when the connection itself failed; the 'connect' hook below covers that replacement.
 */
/** The transaction status of the last ReadyForQuery ('T' open, 'E' failed). A plain query never leaves one open;
 *  if one is, the connection starts afresh. */
const inTransaction = (client: pg.PoolClient): boolean => {
  const status = (client as unknown as { _txStatus?: string | null })._txStatus;
  return status === 'T' || status === 'E';
};

class StatementSafePool extends pg.Pool {
  /** Told of every write through this pool (the embedded database's, read-cache.ts). */
  readCache?: ReadCache;

  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- pg's overloads; only the promise form changes
  override query(text: any, values?: any, callback?: any): any {
    const promiseForm = typeof text !== 'function' && typeof values !== 'function' && callback === undefined && typeof text?.submit !== 'function';
    const cache = this.readCache;
    if (!promiseForm) {
      // the callback and cursor forms check out a connection through connect(), which counts as a write
      return super.query(text, values, callback);
    }
    const write = cache !== undefined && !isPlainRead(typeof text === 'string' ? text : String(text?.text ?? ''));
    if (write) cache.writeStarted();
    // super.connect: this checkout is the statement's own, not a transaction's (see connect below)
    const run = super.connect().then(async (client) => {
      try {
        const result = await client.query(text, values);
        client.release();
        return result;
      } catch (err) {
        client.release(isStatementError(err) && !inTransaction(client) ? undefined : (err as Error));
        throw err;
      }
    });
    return write ? run.finally(() => cache.writeEnded()) : run;
  }

  /** A connection taken out of the pool (a transaction, a migration) may write anything until it is released. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- pg's overloads
  override connect(callback?: any): any {
    const cache = this.readCache;
    if (!cache) return super.connect(callback);
    cache.writeStarted();
    let ended = false;
    const end = () => {
      if (ended) return;
      ended = true;
      cache.writeEnded();
    };
    const onRelease = (client: pg.PoolClient): pg.PoolClient => {
      const release = client.release.bind(client);
      client.release = (err?: Error | boolean) => {
        end();
        release(err);
      };
      return client;
    };
    if (typeof callback === 'function') {
      super.connect((err, client, done) => {
        if (err || !client) end();
        else onRelease(client);
        (callback as (e: Error | undefined, c: pg.PoolClient | undefined, d: unknown) => void)(err, client, done);
      });
      return undefined;
    }
    return super.connect().then(onRelease, (err: unknown) => {
      end();
      throw err;
    });
  }
}

export const openPool = (target: PoolTarget, kind: 'pglite' | 'postgres', readCache?: ReadCache): pg.Pool => {
  const pool = new StatementSafePool({
    ...(target.connectionString
      ? { connectionString: target.connectionString }
      : { host: target.socketDir, port: 5432, user: 'postgres', database: 'postgres' }),
    // PGlite has a single session: one connection keeps unnamed statements and transactions intact.
    max: kind === 'pglite' ? 1 : 10,
    // A query that waits this long for a connection is a bug (outer db used inside a transaction): fail loudly.
    connectionTimeoutMillis: 30_000,
    idleTimeoutMillis: 0,
  });
  if (readCache) pool.readCache = readCache;
  // An idle connection that the server drops (restart, admin termination, a dropped test database) emits 'error' on
  // the pool; unhandled, that would crash the process. The pool discards that client and connects anew when needed.
  pool.on('error', (err) => {
    console.warn(`database connection lost: ${err.message}`);
  });
  if (kind === 'pglite') {
    // A new connection to the embedded database joins the one PGlite session: forget the named statements an earlier
    // connection prepared there, so this client can prepare its own. Queued on the client before the caller's query.
    pool.on('connect', (client) => {
      client.query('DEALLOCATE ALL').catch((err: Error) => console.warn(`embedded database reset failed: ${err.message}`));
    });
  }
  return pool;
};

export const connect = (target: PoolTarget, kind: 'pglite' | 'postgres', onClose?: () => Promise<void>): DbHandle => {
  // one process owns the embedded database and writes only through this pool: its lookups can be remembered
  const readCache = kind === 'pglite' ? new ReadCache() : undefined;
  const pool = openPool(target, kind, readCache);
  const db = drizzle(pool, { schema });
  const pipeline = kind === 'postgres' && target.connectionString ? readPipeline(target.connectionString) : undefined;
  return {
    db,
    reads: pipeline?.db ?? db,
    ...(readCache ? { readCache } : {}),
    pool,
    kind,
    close: async () => {
      await pipeline?.close();
      await pool.end();
      await onClose?.();
    },
  };
};
