// The search indexes of opl_parts and opl_part_values, which a first import into an EMPTY catalogue drops and
// builds again at the end: building an index once over 582k sorted rows is several times cheaper than updating it
// row by row (the GIN text index above all). Only the indexes searches read are listed: the primary keys and the
// SKU index stay, since the upsert and the value rewrite need them while loading.
// The statements must say what the Drizzle schema says (src/server/db/schema/opl.ts); bulk-indexes.api.test.ts
// compares them with the migrated database. Every import starts by creating any that are missing, so an import
// killed half-way (indexes dropped, never rebuilt) is mended by the next one.
import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client';

export const SEARCH_INDEXES: Record<string, string> = {
  opl_parts_mpn_key_idx: 'on opl_parts using btree (mpn_key text_pattern_ops)',
  opl_parts_doc_idx: 'on opl_parts using gin (doc)',
  opl_parts_doc_stocked_idx: "on opl_parts using gin (doc) where library_type <> 'extended' or stock >= 1000",
  opl_parts_category_idx:
    "on opl_parts using btree (category_id, (case library_type when 'basic' then 0 when 'preferred' then 1 else 2 end), stock desc, id)",
  opl_parts_manufacturer_idx: 'on opl_parts using btree (manufacturer_id)',
  opl_parts_package_idx: 'on opl_parts using btree (package_id)',
  opl_parts_match_idx: 'on opl_parts using btree (id, package_id, category_id, library_type, stock)',
  opl_parts_browse_idx:
    "on opl_parts using btree ((case library_type when 'basic' then 0 when 'preferred' then 1 else 2 end), stock desc, id)",
  opl_part_values_kind_num_idx: 'on opl_part_values using btree (kind, num, part_id)',
  opl_part_values_attr_num_idx: 'on opl_part_values using btree (attribute_id, num, part_id)',
};

/** Creates the search indexes that are missing (all of them after a bulk load), with room to sort in memory. */
export const createSearchIndexes = async (db: Db): Promise<void> => {
  const present = new Set(
    ((await db.execute(sql`select indexname from pg_indexes where tablename in ('opl_parts', 'opl_part_values')`)).rows as { indexname: string }[])
      .map((r) => r.indexname),
  );
  const missing = Object.entries(SEARCH_INDEXES).filter(([name]) => !present.has(name));
  if (!missing.length) return;
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local maintenance_work_mem = '256MB'`);
    for (const [name, rest] of missing) await tx.execute(sql.raw(`create index if not exists ${name} ${rest}`));
  });
};

export const dropSearchIndexes = async (db: DbOrTx): Promise<void> => {
  for (const name of Object.keys(SEARCH_INDEXES)) await db.execute(sql.raw(`drop index if exists ${name}`));
};

/** True when the catalogue has no part yet: a bulk load may then drop the search indexes. */
export const catalogueIsEmpty = async (db: DbOrTx): Promise<boolean> =>
  (await db.execute(sql`select not exists (select 1 from opl_parts) as empty`)).rows[0]?.empty === true;
