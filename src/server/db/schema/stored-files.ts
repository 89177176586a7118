// Uploaded bytes kept in PostgreSQL (FILE_STORAGE=postgres, docs/scale-out.md): every server process reads what
// another stored, with nothing beside the database to run. One row per storage key; uploads are at most 20 MB, well
// inside what one bytea value and one node-postgres message carry, so no chunking.
import { customType, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

export const storedFiles = pgTable('stored_files', {
  key: text('key').primaryKey(),
  bytes: bytea('bytes').notNull(),
  sizeBytes: integer('size_bytes').notNull(),
  storedAt: timestamp('stored_at', { withTimezone: true }).notNull().defaultNow(),
});
