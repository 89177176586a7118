// Applies the committed migrations with node-postgres (the same path for both engines).
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type pg from 'pg';
import type { Db } from './client';

/** Any fixed number: the advisory lock every process starting on one PostgreSQL server takes to migrate. */
const MIGRATION_LOCK = 0x46_55_53_49; // 'FUSI'

const migrationsFolder = (): string => {
  // Beside this file in the source tree; copied to dist/server/migrations by the build.
  const local = fileURLToPath(new URL('./migrations', import.meta.url));
  return fs.existsSync(local) ? local : fileURLToPath(new URL('../../src/server/db/migrations', import.meta.url));
};

/**
 * With `serverPool` (a PostgreSQL server, where several processes or machines may start at once) the migrations run
 * under a session advisory lock held on a connection of its own: the first process applies them, the others wait and
 * then find nothing left to do. Not on the embedded database: its single connection would wait for itself.
 */
export const runMigrations = async (db: Db, serverPool?: pg.Pool): Promise<void> => {
  if (!serverPool) {
    await migrate(db, { migrationsFolder: migrationsFolder() });
    return;
  }
  const lock = await serverPool.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migrate(db, { migrationsFolder: migrationsFolder() });
  } finally {
    await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    lock.release();
  }
};
