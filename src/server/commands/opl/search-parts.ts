// GET /opl/search: one page of parts for the search box and facet choices, with facet counts (issue 10).
// Relevance: exact MPN or SKU first, then MPN prefixes, then the rest; within each, Basic before Preferred before
// Extended parts (no feeder change at assembly), then the larger stock.
import { sql, type SQL } from 'drizzle-orm';
import type { Deps } from '../../deps';
import type { DbOrTx } from '../../db/client';
import type { OplFacets, OplPartSummary, OplSearchResult } from '../../../shared/contracts/opl';
import { QUANTITY_KINDS } from '../../../shared/opl/units';
import { buildPartFilter, fromMatching, matching, type OplFilterInput, type PartFilter } from './part-filter';

export interface OplSearchInput extends OplFilterInput {
  sort?: 'relevance' | 'stock' | 'price';
  qty?: number;
  page?: number;
  size?: number;
  /** False: the items only (the library download needs no counts). */
  facets?: boolean;
}

type Row = Record<string, unknown>;
const rows = async <T = Row>(db: DbOrTx, q: SQL): Promise<T[]> => (await db.execute(q)).rows as T[];

/** Unit price (micro-USD) at a quantity: the last tier starting at or below it (the first tier below its start). */
export const priceAt = (qty: number): SQL =>
  sql`p.price_micros[greatest(1, (select count(*)::int from unnest(p.price_qty) t where t <= ${qty}))]`;

export const LIBRARY_ORDER = sql`(case p.library_type when 'basic' then 0 when 'preferred' then 1 else 2 end)`;

/** The summary columns of a part (aliases match OplPartSummary). */
export const summaryColumns = (qty: number): SQL => sql`
  p.sku, p.mpn, m.name as manufacturer, k.name as package, coalesce(k.family, 'other') as package_family,
  c.name as category, p.description, p.stock, p.library_type, (${priceAt(qty)})::text as unit_price, p.datasheet`;

export const summaryJoins = sql`
  join opl_categories c on c.id = p.category_id
  left join opl_manufacturers m on m.id = p.manufacturer_id
  left join opl_packages k on k.id = p.package_id`;

const orderBy = (f: PartFilter, sort: OplSearchInput['sort'], qty: number): SQL => {
  // (without a search box every part has the same rank; a bare constant would be read as a column number)
  const rank = f.hits ? sql`h.rank, ` : sql``;
  if (sort === 'stock') return sql`p.stock desc, ${rank}p.id`;
  if (sort === 'price') return sql`(${priceAt(qty)}) asc nulls last, ${rank}p.stock desc, p.id`;
  // LIBRARY_ORDER, stock desc, id: the order of opl_parts_browse_idx
  return sql`${rank}${LIBRARY_ORDER}, p.stock desc, p.id`;
};

const facets = async (db: DbOrTx, f: PartFilter): Promise<OplFacets> => {
  // With neither a search nor a category the whole catalogue would be counted per package and manufacturer on
  // every visit: the page asks to pick a category first, and category counts come precomputed.
  const narrowed = Boolean(f.hits || f.conditions.category);
  const anyFilter = Object.keys(f.conditions).some((k) => k !== 'category');
  const categories = await rows<{ id: number; name: string; parent_id: number | null; count: number }>(
    db,
    f.hits || anyFilter
      ? sql`with sub as (select p.category_id as id, count(*)::int as n ${fromMatching(f, 'category')} group by p.category_id)
          select c.id, c.name, c.parent_id, coalesce(s.n, (select sum(s2.n)::int from sub s2 join opl_categories ch on ch.id = s2.id where ch.parent_id = c.id)) as count
          from opl_categories c left join sub s on s.id = c.id
          where s.n is not null or exists (select 1 from sub s3 join opl_categories ch on ch.id = s3.id where ch.parent_id = c.id)
          order by c.name`
      : sql`select id, name, parent_id, part_count as count from opl_categories where part_count > 0 order by name`,
  );
  const top = (col: 'package_id' | 'manufacturer_id', table: string, without: 'packages' | 'manufacturers') =>
    rows<{ id: number; name: string; count: number }>(
      db,
      sql`select x.id, x.name, s.n as count from (select p.${sql.raw(col)} as id, count(*)::int as n ${fromMatching(f, without)} group by 1) s
        join ${sql.raw(table)} x on x.id = s.id order by s.n desc, x.name limit 40`,
    );
  if (!narrowed) return { ...NO_FACETS, categories };
  const packages = await top('package_id', 'opl_packages', 'packages');
  const manufacturers = await top('manufacturer_id', 'opl_manufacturers', 'manufacturers');
  const library = await rows<{ value: 'basic' | 'preferred' | 'extended'; count: number }>(
    db,
    sql`select p.library_type as value, count(*)::int as count ${fromMatching(f, 'library')} group by 1 order by 1`,
  );
  const [stock] = await rows<{ n: number }>(db, sql`select count(*)::int as n ${fromMatching(f, 'in_stock')} and p.stock > 0`);
  const ranges = f.conditions.category
    ? await rows<{ id: number; name: string; kind: string; min: number; max: number; count: number }>(
        db,
        sql`select a.id, a.name, a.kind, min(v.num) as min, max(v.num) as max, count(*)::int as count
          from opl_part_values v join opl_attributes a on a.id = v.attribute_id
          where v.part_id in (select p.id ${fromMatching(f, 'ranges')})
          group by a.id, a.name, a.kind having count(*) >= 2 and min(v.num) < max(v.num)
          order by count(*) desc, a.name limit 12`,
      )
    : [];
  return {
    categories,
    packages,
    manufacturers,
    library,
    in_stock: stock?.n ?? 0,
    ranges: ranges
      .filter((r) => (QUANTITY_KINDS as readonly string[]).includes(r.kind))
      .map((r) => ({ ...r, kind: r.kind as OplFacets['ranges'][number]['kind'], min: Number(r.min), max: Number(r.max) })),
  };
};

const NO_FACETS: OplFacets = { categories: [], packages: [], manufacturers: [], library: [], in_stock: 0, ranges: [] };

export const searchParts = async ({ db }: Pick<Deps, 'db'>, input: OplSearchInput): Promise<OplSearchResult> => {
  const qty = input.qty ?? 1;
  const page = input.page ?? 1;
  const size = input.size ?? 20;
  const f = await buildPartFilter(db, input);
  const m = matching(f);
  // the whole catalogue: its size is the sum of the precomputed category counts, and its first page is read from
  // opl_parts_browse_idx instead of counting and sorting every part
  const everything = !f.hits && Object.keys(f.conditions).length === 0;
  const items = await rows<OplPartSummary & { total: number }>(
    db,
    sql`select ${summaryColumns(qty)}, ${everything ? sql`(select coalesce(sum(part_count), 0)::int from opl_categories where parent_id is null)` : sql`count(*) over ()::int`} as total
      from ${m.from} ${summaryJoins} where ${m.where}
      order by ${orderBy(f, input.sort, qty)} limit ${size} offset ${(page - 1) * size}`,
  );
  let total = items[0]?.total;
  if (total === undefined) {
    // past the last page: count without a page
    total = page > 1 ? ((await rows<{ n: number }>(db, sql`select count(*)::int as n ${fromMatching(f)}`))[0]?.n ?? 0) : 0;
  }
  return {
    total,
    page,
    size,
    items: items.map(({ total: _total, ...item }) => item),
    facets: input.facets === false ? NO_FACETS : await facets(db, f),
    reading: f.reading,
  };
};
