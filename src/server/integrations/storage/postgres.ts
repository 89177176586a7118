// FileStorage in a PostgreSQL table (stored_files): shared by every process on the database, nothing else to run.
// Writes are one upsert, so a reader sees the old bytes or the new ones, never half a file.
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { storedFiles } from '../../db/schema/index';
import { checkedKey as checked, type FileStorage } from './storage';

export const postgresStorage = (db: DbOrTx): FileStorage => ({
  async put(key, bytes) {
    const buf = typeof bytes === 'string' ? Buffer.from(bytes) : bytes;
    await db
      .insert(storedFiles)
      .values({ key: checked(key), bytes: buf, sizeBytes: buf.length })
      .onConflictDoUpdate({ target: storedFiles.key, set: { bytes: buf, sizeBytes: buf.length, storedAt: sql`now()` } });
  },
  async get(key) {
    const [row] = await db.select({ bytes: storedFiles.bytes }).from(storedFiles).where(eq(storedFiles.key, checked(key)));
    return row ? Buffer.from(row.bytes) : null;
  },
  async delete(key) {
    await db.delete(storedFiles).where(eq(storedFiles.key, checked(key)));
  },
});
