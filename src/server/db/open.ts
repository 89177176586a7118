// Opens the configured database: PostgreSQL when DATABASE_URL is set, else the embedded one under data/.
import { connect, type DbHandle } from './client';
import { startEmbedded } from './embedded';
import { runMigrations } from './migrate';

/** `migrate: false` when another process already applied them (the cluster's primary, cluster.ts). */
export const openDatabase = async (opts: { databaseUrl?: string; dataDir: string; migrate?: boolean }): Promise<DbHandle> => {
  let handle: DbHandle;
  if (opts.databaseUrl) {
    handle = connect({ connectionString: opts.databaseUrl }, 'postgres');
  } else {
    const embedded = await startEmbedded(opts.dataDir);
    handle = connect({ socketDir: embedded.socketDir }, 'pglite', embedded.stop);
  }
  if (opts.migrate !== false) await runMigrations(handle.db, handle.kind === 'postgres' ? handle.pool : undefined);
  return handle;
};
