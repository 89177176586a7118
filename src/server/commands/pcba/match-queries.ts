// The catalogue look-ups of BOM matching, each ONE statement for the whole BOM (issue 11 "Numbers": 300 lines
// against 582k parts in well under a second): the lines travel as parallel arrays, unnest() turns them into a
// table, and a lateral subquery answers each line from the indexes. A look-up per line would be 300+ round trips.
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { kindCode, type QuantityKind } from '../../../shared/opl/units';
import { VALUE_KINDS } from './line-values';

/** One catalogue part as a look-up answers it, for line `i` (0-based index into the BOM). */
export interface PartRow {
  i: number;
  /** How it was found (see each query). */
  how: string;
  id: number;
  sku: string;
  mpn: string;
  manufacturer: string | null;
  package: string | null;
  description: string;
  stock: number;
  library_type: 'basic' | 'preferred' | 'extended';
  /** Unit price in micro-USD at the line's build quantity, null when the part has no price. */
  unit_micros: string | null;
}

type Db = DbOrTx;
const run = async (db: Db, q: SQL): Promise<PartRow[]> => (await db.execute(q)).rows as unknown as PartRow[];

/** Basic before Preferred before Extended (no feeder change at assembly), as the OPL search ranks. */
const LIBRARY_ORDER = sql`(case p.library_type when 'basic' then 0 when 'preferred' then 1 else 2 end)`;

/**
 * The columns a suggestion is ranked by, of one part: from opl_parts_match_idx alone (an index-only scan). OFFSET 0
 * keeps PostgreSQL from flattening it into a join it would plan as a merge over the whole index.
 */
const ranked = (id: SQL): SQL =>
  sql`select c.id, c.package_id, c.category_id, c.library_type, c.stock from opl_parts c where c.id = ${id} offset 0`;

/** A suggestion's rank on table alias `a` for the line `l`: Basic first, enough stock for the build, more stock. */
const rankOf = (a: 'c' | 'p'): SQL =>
  sql.raw(`(case ${a}.library_type when 'basic' then 0 when 'preferred' then 1 else 2 end), (${a}.stock >= l.need) desc, ${a}.stock desc, ${a}.id`);

/** The columns of PartRow; `need` is the line's build quantity (parts per board × boards). */
const columns = (need: SQL): SQL => sql`
  p.id, p.sku, p.mpn, m.name as manufacturer, k.name as package, p.description, p.stock, p.library_type,
  p.price_micros[greatest(1, (select count(*)::int from unnest(p.price_qty) t where t <= ${need}))]::text as unit_micros`;

const joins = sql`left join opl_manufacturers m on m.id = p.manufacturer_id left join opl_packages k on k.id = p.package_id`;

const ints = (xs: number[]) => sql`${sql.param(xs)}::int[]`;
const bigints = (xs: number[]) => sql`${sql.param(xs.map(String))}::bigint[]`;
const texts = (xs: string[]) => sql`${sql.param(xs)}::text[]`;
const floats = (xs: (number | null)[]) => sql`${sql.param(xs)}::float8[]`;

export interface KeyProbe {
  i: number;
  key: string;
  need: number;
  /** 'sku': key is a SKU; 'exact': an MPN key as written; 'stripped': without a packaging suffix. */
  how: 'sku' | 'exact' | 'stripped';
}

/** Parts whose SKU or MPN key equals a probe (opl_parts_sku_idx, opl_parts_mpn_key_idx). */
export const findByKeys = async (db: Db, probes: KeyProbe[]): Promise<PartRow[]> => {
  if (!probes.length) return [];
  const sku = probes.filter((p) => p.how === 'sku');
  const mpn = probes.filter((p) => p.how !== 'sku');
  const table = (ps: KeyProbe[]) =>
    sql`unnest(${ints(ps.map((p) => p.i))}, ${texts(ps.map((p) => p.key))}, ${bigints(ps.map((p) => p.need))}, ${texts(ps.map((p) => p.how))}) as l(i, key, need, how)`;
  const parts: SQL[] = [];
  if (sku.length) parts.push(sql`select l.i, l.how, ${columns(sql`l.need`)} from ${table(sku)} join opl_parts p on p.sku = l.key ${joins}`);
  if (mpn.length) parts.push(sql`select l.i, l.how, ${columns(sql`l.need`)} from ${table(mpn)} join opl_parts p on p.mpn_key = l.key ${joins}`);
  return run(db, sql.join(parts, sql` union all `));
};

export interface PrefixProbe {
  i: number;
  key: string;
  need: number;
}

/** How many parts a prefix look-up reads per key: packaging variants (shortest keys) come first. */
const PREFIX_LIMIT = 12;

/**
 * Parts whose MPN key starts with a probe's key and is longer, shortest first (so LM358D's LM358DR comes before
 * LM358DR2G), then Basic and stock. A range on the text_pattern_ops index: keys hold A–Z and 0–9 only, and '['
 * sorts after both, so [key, key || '[') is exactly "starts with key" (LIKE with a per-row pattern cannot use it).
 */
export const findByPrefix = async (db: Db, probes: PrefixProbe[]): Promise<PartRow[]> => {
  if (!probes.length) return [];
  return run(
    db,
    sql`select l.i, l.key as how, x.* from unnest(${ints(probes.map((p) => p.i))}, ${texts(probes.map((p) => p.key))}, ${bigints(probes.map((p) => p.need))}) as l(i, key, need)
      cross join lateral (
        select ${columns(sql`l.need`)} from opl_parts p ${joins}
        where p.mpn_key ~>=~ l.key and p.mpn_key ~<~ (l.key || '[') and p.mpn_key <> l.key
        order by length(p.mpn_key), ${LIBRARY_ORDER}, p.stock desc, p.id
        limit ${PREFIX_LIMIT}
      ) x`,
  );
};

export interface ValueProbe {
  i: number;
  need: number;
  /** The attributes that are a part's own value of the line's kind (see valueAttributes). */
  attributeIds: number[];
  value: number;
  /** Package ids a suggestion must have (none: any package). */
  packageIds: number[];
  minVoltage?: number;
  maxTolerance?: number;
  /** Parts a suggestion must not be (the line's own part). */
  exclude: number[];
  /** Only parts with at least this stock (alternatives for a short line). */
  minStock: number;
}

export const SUGGESTIONS = 5;

/** Catalogue floats are not exact: 100 nF is stored as 1.0000000000000001e-7 (the OPL search's 1 ppm). */
const near = (v: number): [number, number] => [v - Math.abs(v) * 1e-6, v + Math.abs(v) * 1e-6];

/**
 * Parts with the line's value (opl_part_values_kind_num_idx) in one of its packages, meeting its voltage and
 * tolerance, Basic first, then those with enough stock for the build, then stock: the suggestions of a
 * value-only line ("100nF 0402"). Ranked on opl_parts_match_idx alone (id, package, category, Basic, stock: an
 * index-only scan), so the wide part rows are read only for the five chosen: 100 nF has 2,219 parts in the full
 * catalogue, and reading their rows was most of the time. The lateral join keeps the plan on id look-ups: the
 * row estimates for per-line values are far too high, and a merge join read the whole index once per line.
 */
export const findByValue = async (db: Db, probes: ValueProbe[]): Promise<PartRow[]> => {
  if (!probes.length) return [];
  const volt = kindCode('voltage');
  const tol = kindCode('tolerance');
  const col = <T>(f: (p: ValueProbe) => T) => probes.map(f);
  return run(
    db,
    sql`select l.i, 'value' as how, ${columns(sql`l.need`)} from unnest(
        ${ints(col((p) => p.i))}, ${bigints(col((p) => p.need))}, ${texts(col((p) => `{${p.attributeIds.join(',')}}`))},
        ${floats(col((p) => near(p.value)[0]))}, ${floats(col((p) => near(p.value)[1]))},
        ${texts(col((p) => `{${p.packageIds.join(',')}}`))}, ${floats(col((p) => (p.minVoltage === undefined ? null : near(p.minVoltage)[0])))},
        ${floats(col((p) => (p.maxTolerance === undefined ? null : p.maxTolerance)))}, ${texts(col((p) => `{${p.exclude.join(',')}}`))},
        ${bigints(col((p) => p.minStock))}
      ) as l(i, need, attrs, lo, hi, pk, minv, maxtol, excl, min_stock)
      cross join lateral (
        select c.id from opl_part_values v
          cross join lateral (${ranked(sql`v.part_id`)}) c
        where v.attribute_id = any(l.attrs::int[]) and v.num between l.lo and l.hi
          and (l.pk::int[] = '{}' or c.package_id = any(l.pk::int[]))
          and c.id <> all(l.excl::int[])
          and c.stock >= l.min_stock
          and (l.minv is null or not exists (select 1 from opl_part_values w where w.part_id = c.id and w.kind = ${volt} and w.num < l.minv))
          and (l.maxtol is null or not exists (select 1 from opl_part_values w where w.part_id = c.id and w.kind = ${tol} and w.num > l.maxtol))
        order by ${rankOf('c')}
        limit ${SUGGESTIONS}
      ) x
      join opl_parts p on p.id = x.id ${joins}
      order by l.i, ${rankOf('p')}`,
  );
};

/**
 * The attributes that hold a part's own value, by kind: the one named for the quantity ("Resistance"), not the
 * others measuring it (a ferrite bead's "Dc resistance", a MOSFET's "Input capacitance"), which would make a bead
 * a suggestion for a 200 mΩ resistor. A catalogue without such a name falls back on every attribute of the kind.
 */
export const valueAttributes = async (db: Db): Promise<Map<QuantityKind, number[]>> => {
  const { rows } = await db.execute(
    sql`select id, kind, lower(name) = kind as main from opl_attributes where kind = any(${texts(VALUE_KINDS)})`,
  );
  const all = rows as { id: number; kind: QuantityKind; main: boolean }[];
  return new Map(VALUE_KINDS.map((k) => {
    const ofKind = all.filter((a) => a.kind === k);
    const main = ofKind.filter((a) => a.main);
    return [k, (main.length ? main : ofKind).map((a) => a.id)];
  }));
};

/** Package ids by upper-case name (opl_packages_upper_idx). */
export const packageIds = async (db: Db, names: string[]): Promise<Map<string, number>> => {
  if (!names.length) return new Map();
  const { rows } = await db.execute(sql`select id, upper(name) as name from opl_packages where upper(name) = any(${texts(names)})`);
  return new Map((rows as { id: number; name: string }[]).map((r) => [r.name, r.id]));
};

export interface AlternativeProbe {
  i: number;
  partId: number;
  need: number;
}

/**
 * For a confirmed part short of stock: parts with enough stock that are the same MPN (another SKU or maker) or the
 * same kind of part (category and package) with the same value (capacitance, resistance, inductance, frequency);
 * ranked on opl_parts_match_idx like findByValue.
 */
export const findAlternatives = async (db: Db, probes: AlternativeProbe[], valueAttributeIds: number[]): Promise<PartRow[]> => {
  if (!probes.length) return [];
  return run(
    db,
    sql`select l.i, 'alternative' as how, ${columns(sql`l.need`)}
      from unnest(${ints(probes.map((p) => p.i))}, ${ints(probes.map((p) => p.partId))}, ${bigints(probes.map((p) => p.need))}) as l(i, part_id, need)
      join opl_parts p0 on p0.id = l.part_id
      cross join lateral (
        select c.id from (
            select q.id, 0 as same from opl_parts q where q.mpn_key = p0.mpn_key
            union all
            select v.part_id, 1 from opl_part_values v0
              join opl_part_values v on v.attribute_id = v0.attribute_id and v.num between v0.num - abs(v0.num) * 1e-6 and v0.num + abs(v0.num) * 1e-6
            where v0.part_id = p0.id and v0.attribute_id = any(${ints(valueAttributeIds)})
          ) a
          cross join lateral (${ranked(sql`a.id`)}) c
        where c.id <> p0.id and c.stock >= l.need
          and (a.same = 0 or (c.category_id = p0.category_id and c.package_id is not distinct from p0.package_id))
        order by a.same, ${rankOf('c')}
        limit ${SUGGESTIONS}
      ) x
      join opl_parts p on p.id = x.id ${joins}
      order by l.i, ${rankOf('p')}`,
  );
};

export interface TextProbe {
  i: number;
  need: number;
  /** to_tsquery('simple') text: every word as a prefix, all required. */
  query: string;
}

/** Text matches read per line before ranking: a last resort needs no exhaustive answer. */
const TEXT_READ = 500;

/**
 * Parts whose text (opl_parts_doc_idx: MPN, maker, package, description) has every word: the last resort. The
 * inner LIMIT keeps the plan on the text index: ranked directly, PostgreSQL walks the whole catalogue in
 * Basic-and-stock order looking for five rare matches (110 s for 5 lines on the 582k catalogue).
 */
export const findByText = async (db: Db, probes: TextProbe[]): Promise<PartRow[]> => {
  if (!probes.length) return [];
  return run(
    db,
    sql`select l.i, 'text' as how, x.* from unnest(${ints(probes.map((p) => p.i))}, ${bigints(probes.map((p) => p.need))}, ${texts(probes.map((p) => p.query))}) as l(i, need, q)
      cross join lateral (
        select ${columns(sql`l.need`)}
        from (select t.id from opl_parts t where t.doc @@ to_tsquery('simple', l.q) limit ${TEXT_READ}) c
        join opl_parts p on p.id = c.id ${joins}
        order by ${LIBRARY_ORDER}, p.stock desc, p.id
        limit ${SUGGESTIONS}
      ) x`,
  );
};
