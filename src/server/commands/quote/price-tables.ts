// Reads the stored price tables (issue 3 §3: prices are data). A missing row (a database the seed has not reached
// yet) falls back to the code's defaults.
//
// Parsing the stored text (about 18 KB of JSON with bigint cents) took longer than the price itself, so the parsed
// tables are kept per process, keyed by a fingerprint of the stored rows. Every call still asks the database for that
// fingerprint: a few bytes per row, on a prepared statement. A price change made by staff through any server process
// therefore applies to the very next price on every process; a stale copy is never used for a price a customer pays
// (docs/scale-out.md). The fingerprint is each row's xmin (the transaction that last wrote it: every update changes
// it) with its updated_at and version, not a hash of the text, so the check never reads the large, TOASTed `data`;
// and it is not `version` or `updated_at` alone, which stay the same when staff save twice within one clock tick
// under one version. (Several databases in one process, as in the tests, differ in updated_at: seeded at now().)
import { sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '../../db/client';
import { preparedPer } from '../../db/prepared';
import { priceTables } from '../../db/schema/index';
import { defaultPcbTables, defaultStencilTables, type PcbTables, type StencilTables } from '../../../shared/pricing/tables';
import { defaultShippingTables, type ShippingTables } from '../../../shared/pricing/shipping-tables';
import { tablesFromJson, tablesToJson } from '../../../shared/pricing/serialize';
import { defaultPcbaTables, describeIssues, parsePcbaTables, type PcbaTables } from '../../../shared/pricing/pcba-tables';

export interface PriceTables {
  pcb: PcbTables;
  stencil: StencilTables;
  shipping: ShippingTables;
  pcba: PcbaTables;
  /** The stored text of each table (`tablesToJson` format), passed on to the browser as is. */
  json: Record<'pcb' | 'stencil' | 'shipping' | 'pcba', string>;
}

const KEYS = ['pcb', 'stencil', 'shipping', 'pcba'] as const;
const KEY_LIST = sql.raw(KEYS.map((k) => `'${k}'`).join(', '));
/** One row's part of the fingerprint (SQL over price_tables). */
const ROW_FP = sql`${priceTables.key} || ':' || xmin::text || ':' || ${priceTables.updatedAt}::text || ':' || ${priceTables.version}`;
const FINGERPRINT = sql`select coalesce(string_agg(${ROW_FP}, ',' order by ${priceTables.key}), '') as fp
  from ${priceTables} where ${priceTables.key} in (${KEY_LIST})`;

/** The fingerprint as a scalar subquery, for a statement that reads it beside other things (the price route). */
export const fingerprintColumn = sql<string>`(${FINGERPRINT})`;

const fingerprintQuery = preparedPer((db: Db) =>
  db.select({ fp: sql<string>`fp` }).from(sql`(${FINGERPRINT}) as price_fingerprint`).prepare('price_tables_fingerprint'),
);

/** The fingerprint the stored rows have now; a transaction reads it unprepared (prepared statements are per Db). */
const readFingerprint = async (db: DbOrTx): Promise<string> => {
  if (db instanceof PgTransaction) {
    const res = await db.execute<{ fp: string }>(FINGERPRINT);
    return res.rows[0]?.fp ?? '';
  }
  const [row] = await fingerprintQuery(db).execute();
  return row?.fp ?? '';
};

const parseTables = (stored: Map<string, string>): PriceTables => {
  const json = {
    pcb: stored.get('pcb') ?? tablesToJson(defaultPcbTables),
    stencil: stored.get('stencil') ?? tablesToJson(defaultStencilTables),
    shipping: stored.get('shipping') ?? tablesToJson(defaultShippingTables),
    pcba: stored.get('pcba') ?? tablesToJson(defaultPcbaTables),
  };
  // The PCBA table is edited by staff (checked by the same parse before it is saved); a row that fails it anyway
  // stops the price rather than charging from a half-read table.
  const pcba = parsePcbaTables(json.pcba);
  if (!pcba.ok) throw new Error(`stored PCBA price table is invalid: ${describeIssues(pcba.issues)}`);
  return {
    pcb: tablesFromJson<PcbTables>(json.pcb),
    stencil: tablesFromJson<StencilTables>(json.stencil),
    shipping: tablesFromJson<ShippingTables>(json.shipping),
    pcba: pcba.tables,
    json,
  };
};

/** The last tables parsed in this process and the fingerprint of the text they came from. Callers never mutate them. */
let cached: { fp: string; tables: PriceTables } | undefined;

/** `fingerprint`: read by the caller in its own statement just now (fingerprintColumn); else read here. */
export const loadPriceTables = async (db: DbOrTx, fingerprint?: string): Promise<PriceTables> => {
  const fp = fingerprint ?? (await readFingerprint(db));
  if (cached && cached.fp === fp) return cached.tables;
  // Changed (or first use): read the text with its own fingerprint, so the cache entry matches what was parsed even
  // if a save lands between the two reads.
  const rows = await db.execute<{ key: string; data: string; fp: string }>(sql`select ${priceTables.key} as key, ${priceTables.data} as data,
      ${ROW_FP} as fp
    from ${priceTables} where ${priceTables.key} in (${KEY_LIST}) order by ${priceTables.key}`);
  const tables = parseTables(new Map(rows.rows.map((r) => [r.key, r.data])));
  cached = { fp: rows.rows.map((r) => r.fp).join(','), tables };
  return tables;
};
