// BOM files customers uploaded for PCB assembly (issue 11 "BOM"). The bytes live in the storage under a random key
// (src/server/integrations/storage), like design uploads; they have their own table because a BOM is not a design
// file: it never goes through the Gerber analysis, and a PCB or stencil item must never take one as its file.
// Only the owner may read a row. The lines are not stored: they follow from the file and the customer's mapping,
// and the cart item stores what was ordered.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';

export const bomFiles = pgTable(
  'bom_files',
  {
    id: uuid('id').primaryKey(),
    ownerId: integer('owner_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    /** Sanitised client file name, display only. */
    originalName: text('original_name').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    sha256: text('sha256').notNull(),
    storageKey: text('storage_key').notNull(),
    /** csv | xls | xlsx | html: what the content turned out to be (never the name's extension). */
    format: text('format').notNull(),
    /** The sheet the BOM was read from ('' for CSV). */
    sheet: text('sheet').notNull(),
    rowCount: integer('row_count').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('bom_files_owner_idx').on(t.ownerId),
    check('bom_files_format_check', sql`${t.format} in ('csv', 'xls', 'xlsx', 'html')`),
  ],
);
