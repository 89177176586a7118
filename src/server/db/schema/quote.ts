// Price tables as data (issue 3 §3, issue 11): one row per engine ('pcb', 'stencil', 'shipping', 'pcba', 'print3d', 'cable', 'kitting', 'odm_light'), seeded from the code's
// defaults when missing (src/server/db/seed/price-tables.ts) and read by the quote commands, so an operator can
// change prices without a release. `data` is `tablesToJson` text: bigint cents survive exactly (jsonb would not
// keep them apart from plain numbers).
import { sql } from 'drizzle-orm';
import { check, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const priceTables = pgTable(
  'price_tables',
  {
    key: text('key').primaryKey(),
    data: text('data').notNull(),
    version: text('version').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('price_tables_key_check', sql`${t.key} in ('pcb', 'stencil', 'shipping', 'pcba', 'print3d', 'cable', 'kitting', 'odm_light')`)],
);
