// The WHERE clause of an OPL search, built once from the box and the facet choices, with each facet's own condition
// separable: a facet is counted over the result without its own choice, so choosing 0402 still shows how many 0603
// parts there are.
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { kindCode } from '../../../shared/opl/units';
import { readQuery, type QueryWord } from '../../../shared/opl/query';
import type { OplQueryReading } from '../../../shared/contracts/opl';

export interface OplFilterInput {
  q?: string;
  category?: number;
  packages?: string;
  manufacturers?: string;
  library?: 'basic' | 'preferred' | 'extended';
  in_stock?: '0' | '1';
  ranges?: string;
}

export type FacetName = 'category' | 'packages' | 'manufacturers' | 'library' | 'in_stock' | 'ranges';

export interface PartFilter {
  /** The matches of the search box, each once, as SLIM rows with their rank (0 exact MPN/SKU, 1 MPN prefix, 2 other);
   *  undefined: every part. */
  hits?: SQL;
  /** As hits, with the other matches (rank 2) only those of STOCKED_TIER: the first rows of the relevance order, found
   *  through the small opl_parts_doc_stocked_idx. Undefined when the box has no words to search the text for. */
  stockedHits?: SQL;
  /** Conditions on `p` (opl_parts), by facet. */
  conditions: Partial<Record<FacetName, SQL>>;
  reading: OplQueryReading;
  /** The category asked for (for the range facet). */
  categoryId?: number;
}

/** The parts the relevance order lists first among equal ranks: Basic and Preferred parts, then Extended parts by stock,
 *  so every Extended part with 1,000 or more in stock comes before every one with less. The first page of a search
 *  with thousands of matches lies in this tier: opl_parts_doc_stocked_idx (a partial index with the same condition,
 *  word for word, so the planner can use it) finds it without reading the rest (issue 10). */
export const STOCKED_TIER = sql`(p.library_type <> 'extended' or p.stock >= 1000)`;

/** The columns of opl_parts that the facet conditions, the facet counts and the relevance order read. */
const SLIM = sql`p.id, p.category_id, p.package_id, p.manufacturer_id, p.library_type, p.stock`;

const ids = (s: string | undefined): number[] => (s ? s.split(',').map(Number).filter((n) => n > 0 && n <= 2_147_483_647) : []);

/** Catalogue floats are not exact: 100 nF is stored as 1.0000000000000001e-7. */
const near = (value: number): [number, number] => {
  const d = Math.abs(value) * 1e-6;
  return [value - d, value + d];
};

const valueCondition = (w: QueryWord): SQL => {
  const [lo, hi] = near(w.quantity!.value);
  return sql`p.id in (select part_id from opl_part_values where kind = ${kindCode(w.quantity!.kind)} and num between ${lo} and ${hi})`;
};

/** "'erj':* & '2rkf':*": every piece of every word, as a prefix, except pieces shorter than three characters or
 *  without a letter, which must match whole: '7':* or '10':* expands to thousands of index terms (the "-7" of an
 *  MPN cost half a second on the full catalogue). Lexemes are letters and digits only. */
const tsQuery = (words: QueryWord[]): string =>
  words.flatMap((w) => w.lexemes.map((l) => (l.length >= 3 && /\p{L}/u.test(l) ? `'${l}':*` : `'${l}'`))).join(' & ');

const parseRanges = (s: string | undefined): { id: number; min?: number; max?: number }[] =>
  (s ? s.split(';') : []).flatMap((part) => {
    const [id, min, max] = part.split(':');
    const lo = min ? Number(min) : undefined;
    const hi = max ? Number(max) : undefined;
    if ((lo !== undefined && !Number.isFinite(lo)) || (hi !== undefined && !Number.isFinite(hi))) return [];
    return [{ id: Number(id), min: lo, max: hi }];
  });

export const buildPartFilter = async (db: DbOrTx, input: OplFilterInput): Promise<PartFilter> => {
  const query = readQuery(input.q);
  const plain = query.words.filter((w) => !w.quantity);
  // words that name a package the catalogue has ("0402", "SOT-23") filter by package
  const packageNames = plain.length
    ? ((await db.execute(sql`select id, upper(name) as name from opl_packages where upper(name) = any(${sql.param(plain.map((w) => w.text.toUpperCase()))}::text[])`))
        .rows as { id: number; name: string }[])
    : [];
  const packageWords = plain.filter((w) => packageNames.some((p) => p.name === w.text.toUpperCase()));
  const values = query.words.filter((w) => w.quantity);
  const textWords = plain.filter((w) => !packageWords.includes(w) && w.lexemes.length);

  const structured: SQL[] = values.map(valueCondition);
  if (packageNames.length) structured.push(sql`p.package_id = any(${sql.param(packageNames.map((p) => p.id))}::int[])`);
  if (textWords.length) structured.push(sql`p.doc @@ to_tsquery('simple', ${tsQuery(textWords)})`);

  let hits: SQL | undefined;
  let stockedHits: SQL | undefined;
  if (query.words.length) {
    // The matches as narrow rows (SLIM, plus their rank) taken from the part rows the search reads anyway, so the page
    // is a top-N over them and the facets count them without joining every hit back to opl_parts. The few exact and
    // prefix MPN/SKU hits come first; the other matches leave them out (NOT IN: one hashed look-up per row, where
    // "<> all(array)" compared each row with all 1,500 "stm32" prefix hits), so every part is there once without a
    // GROUP BY over all hits ("mosfet n-channel", 23k hits: 77k buffers and 350 ms before, 7k buffers after).
    const exact: SQL[] = [sql`select id, 0 as r from opl_parts where sku = ${query.sku}`];
    if (query.mpnKey) {
      exact.push(sql`select id, 0 as r from opl_parts where mpn_key = ${query.mpnKey}`);
      exact.push(sql`select id, 1 as r from opl_parts where mpn_key like ${`${query.mpnKey}%`}`);
    }
    const exactIds = sql.join(exact, sql` union all `);
    const exactBranch = sql`select ${SLIM}, e.rank from (select id, min(r) as rank from (${exactIds}) x group by id) e join opl_parts p on p.id = e.id`;
    // (OFFSET 0 plans the matches on their own, as before: with the exclusion inside, the planner read all 13k
    // 0402 parts for "100nF 0402" instead of the 2,219 parts of 100 nF)
    const others = (conditions: SQL[]) => sql`select * from (select ${SLIM}, 2 as rank from opl_parts p where ${sql.join(conditions, sql` and `)} offset 0) p
        where p.id not in (select id from (${exactIds}) x)`;
    hits = structured.length ? sql`${exactBranch} union all ${others(structured)}` : exactBranch;
    // A lone part number ("ERJ-2RKF3092X", "STM32F103C8T6") has few matches, all counted at once: trying the tier
    // first would only add a round trip to every MPN search (measured: exact-MPN p95 31 ms with it on the embedded
    // database, against the 30 ms target).
    if (textWords.length && !query.partNumber) stockedHits = sql`${exactBranch} union all ${others([...structured, STOCKED_TIER])}`;
  }

  const conditions: PartFilter['conditions'] = {};
  if (input.category) {
    // the ids themselves, not a subquery: one subcategory is then "category_id = X", which reads its page in order
    // from opl_parts_category_idx
    const cats = ((await db.execute(sql`select id from opl_categories where id = ${input.category} or parent_id = ${input.category}`))
      .rows as { id: number }[]).map((r) => r.id);
    conditions.category = cats.length === 1 ? sql`p.category_id = ${cats[0]}` : sql`p.category_id = any(${sql.param(cats)}::int[])`;
  }
  const pk = ids(input.packages);
  if (pk.length) conditions.packages = sql`p.package_id = any(${sql.param(pk)}::int[])`;
  const mf = ids(input.manufacturers);
  if (mf.length) conditions.manufacturers = sql`p.manufacturer_id = any(${sql.param(mf)}::int[])`;
  if (input.library) conditions.library = sql`p.library_type = ${input.library}`;
  if (input.in_stock === '1') conditions.in_stock = sql`p.stock > 0`;
  const ranges = parseRanges(input.ranges).map((r) => {
    const bounds = [sql`attribute_id = ${r.id}`];
    if (r.min !== undefined) bounds.push(sql`num >= ${near(r.min)[0]}`);
    if (r.max !== undefined) bounds.push(sql`num <= ${near(r.max)[1]}`);
    return sql`p.id in (select part_id from opl_part_values where ${sql.join(bounds, sql` and `)})`;
  });
  if (ranges.length) conditions.ranges = sql.join(ranges, sql` and `);

  return {
    hits,
    stockedHits,
    conditions,
    categoryId: input.category,
    reading: {
      values: values.map((w) => ({ text: w.text, kind: w.quantity!.kind, value: w.quantity!.value })),
      packages: packageWords.map((w) => w.text),
      words: textWords.map((w) => w.text),
    },
  };
};

/** FROM and WHERE for the parts matching all but the named facets, and their rank: `p` is opl_parts, or with a search
 *  box its matches as SLIM rows (conditions and facets read only those columns). */
export const matching = (f: PartFilter, ...without: FacetName[]): { from: SQL; where: SQL; rank?: SQL } => {
  const conds = Object.entries(f.conditions)
    .filter(([name]) => !without.includes(name as FacetName))
    .map(([, c]) => c);
  return {
    from: f.hits ? sql`(${f.hits}) p` : sql`opl_parts p`,
    where: conds.length ? sql.join(conds, sql` and `) : sql`true`,
    rank: f.hits ? sql`p.rank` : undefined,
  };
};

/** As matching(), with `p` the whole part row (a sort by price reads its tiers). */
export const matchingWhole = (f: PartFilter): { from: SQL; where: SQL; rank?: SQL } => {
  const m = matching(f);
  return f.hits ? { ...m, from: sql`(${f.hits}) h join opl_parts p on p.id = h.id`, rank: sql`h.rank` } : m;
};

/** `from ... where ...` of the parts matching all but the named facets. */
export const fromMatching = (f: PartFilter, ...without: FacetName[]): SQL => {
  const m = matching(f, ...without);
  return sql`from ${m.from} where ${m.where}`;
};
