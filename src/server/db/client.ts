// One database API for both engines: node-postgres talks to a PostgreSQL server (DATABASE_URL) or to the
// embedded PGlite, which runs in a worker thread behind a PostgreSQL-protocol socket (see embedded.ts).
import pg from 'pg';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import * as schema from './schema/index';

export type Db = NodePgDatabase<typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Either the database or an open transaction: commands accept both. */
export type DbOrTx = Db | Tx;

export interface DbHandle {
  db: Db;
  pool: pg.Pool;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export interface PoolTarget {
  connectionString?: string;
  /** Unix socket directory and port (embedded database). */
  socketDir?: string;
}

export const openPool = (target: PoolTarget, kind: 'pglite' | 'postgres'): pg.Pool => {
  const pool = new pg.Pool({
    ...(target.connectionString
      ? { connectionString: target.connectionString }
      : { host: target.socketDir, port: 5432, user: 'postgres', database: 'postgres' }),
    // PGlite has a single session: one connection keeps unnamed statements and transactions intact.
    max: kind === 'pglite' ? 1 : 10,
    // A query that waits this long for a connection is a bug (outer db used inside a transaction): fail loudly.
    connectionTimeoutMillis: 30_000,
    idleTimeoutMillis: 0,
  });
  // An idle connection that the server drops (restart, admin termination, a dropped test database) emits 'error' on
  // the pool; unhandled, that would crash the process. The pool discards that client and connects anew when needed.
  pool.on('error', (err) => {
    console.warn(`database connection lost: ${err.message}`);
  });
  return pool;
};

export const connect = (target: PoolTarget, kind: 'pglite' | 'postgres', onClose?: () => Promise<void>): DbHandle => {
  const pool = openPool(target, kind);
  const db = drizzle(pool, { schema });
  return {
    db,
    pool,
    kind,
    close: async () => {
      await pool.end();
      await onClose?.();
    },
  };
};
