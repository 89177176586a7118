// Applies the committed migrations with node-postgres (the same path for both engines).
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { Db } from './client';

const migrationsFolder = (): string => {
  // Beside this file in the source tree; copied to dist/server/migrations by the build.
  const local = fileURLToPath(new URL('./migrations', import.meta.url));
  return fs.existsSync(local) ? local : fileURLToPath(new URL('../../src/server/db/migrations', import.meta.url));
};

export const runMigrations = async (db: Db): Promise<void> => {
  await migrate(db, { migrationsFolder: migrationsFolder() });
};
