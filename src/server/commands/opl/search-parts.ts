// GET /opl/search: one page of parts for the search box and facet choices, with facet counts (issue 10).
// Relevance: exact MPN or SKU first, then MPN prefixes, then the rest; within each, Basic before Preferred before
// Extended parts (no feeder change at assembly), then the larger stock.
import { sql, type SQL } from 'drizzle-orm';
import type { Deps } from '../../deps';
import type { DbOrTx } from '../../db/client';
import type { OplFacets, OplPartSummary, OplSearchResult } from '../../../shared/contracts/opl';
import { QUANTITY_KINDS } from '../../../shared/opl/units';
import { FACET_TOP, RANGES_TOP } from './facet-counts';
import { buildPartFilter, fromMatching, matching, matchingWhole, type FacetName, type OplFilterInput, type PartFilter } from './part-filter';

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
  p.id as part_id, p.sku, p.mpn, m.name as manufacturer, k.name as package, coalesce(k.family, 'other') as package_family,
  c.name as category, p.description, p.stock, p.library_type, (${priceAt(qty)})::text as unit_price, p.datasheet`;

export const summaryJoins = sql`
  join opl_categories c on c.id = p.category_id
  left join opl_manufacturers m on m.id = p.manufacturer_id
  left join opl_packages k on k.id = p.package_id`;

/** The order of a page; `rank` is the search box's rank of each part (none without a box: every part ranks alike). */
const orderBy = (rank: SQL | undefined, sort: OplSearchInput['sort'], qty: number): SQL => {
  // (a bare constant for "no rank" would be read as a column number)
  const r = rank ? sql`${rank}, ` : sql``;
  if (sort === 'stock') return sql`p.stock desc, ${r}p.id`;
  if (sort === 'price') return sql`(${priceAt(qty)}) asc nulls last, ${r}p.stock desc, p.id`;
  // LIBRARY_ORDER, stock desc, id: the order of opl_parts_browse_idx
  return sql`${r}${LIBRARY_ORDER}, p.stock desc, p.id`;
};

const facets = async (db: DbOrTx, f: PartFilter): Promise<OplFacets> => {
  // With neither a search nor a category the whole catalogue would be counted per package and manufacturer on
  // every visit: the page asks to pick a category first, and category counts come precomputed.
  const narrowed = Boolean(f.hits || f.conditions.category);
  const anyFilter = Object.keys(f.conditions).some((k) => k !== 'category');
  if (f.hits || anyFilter) return { ...NO_FACETS, ...(await liveFacets(db, f, { categories: true, others: narrowed })) };
  const categories = await rows<OplFacets['categories'][number]>(
    db,
    sql`select id, name, parent_id, part_count as count from opl_categories where part_count > 0 order by name`,
  );
  if (!narrowed) return { ...NO_FACETS, categories };
  // a category alone: its counts were stored by refreshFacetCounts (null until the first refresh)
  const [stored] = await rows<{ facets: Omit<OplFacets, 'categories'> | null }>(
    db,
    sql`select facets from opl_categories where id = ${f.categoryId}`,
  );
  if (stored?.facets) return { categories, ...stored.facets, ranges: quantityRanges(stored.facets.ranges) };
  return { ...NO_FACETS, categories, ...(await liveFacets(db, f, { categories: false, others: true })) };
};

/** The range facets the page can show (the others are counted but have no unit to draw). */
const quantityRanges = (ranges: { id: number; name: string; kind: string; min: number; max: number; count: number }[]): OplFacets['ranges'] =>
  ranges
    .filter((r) => (QUANTITY_KINDS as readonly string[]).includes(r.kind))
    .map((r) => ({ ...r, kind: r.kind as OplFacets['ranges'][number]['kind'], min: Number(r.min), max: Number(r.max) }));

type FacetRow = {
  facet: string;
  id: number | null;
  name: string;
  kind: string | null;
  min: number | null;
  max: number | null;
  parent_id: number | null;
  n: number;
  i: number;
};

/** Facets counted over the parts that match (each without its own choice), in one statement: the facets without a
 *  choice of their own share one pass over the matching parts (the search box's matches are found once, not once
 *  per facet), and each facet with a choice gets its own pass. A category counts its subcategories' parts. */
export const liveFacets = async (
  db: DbOrTx,
  f: PartFilter,
  want: { categories: boolean; others: boolean },
): Promise<Partial<OplFacets>> => {
  // "from ... where ..." of the parts a facet is counted over
  const source = (own: FacetName): SQL => (f.conditions[own] ? fromMatching(f, own) : sql`from pm p where true`);
  const top = (facet: string, col: 'package_id' | 'manufacturer_id', table: string, own: FacetName) => sql`(
    select ${facet} as facet, x.id, x.name, null as kind, null::float8 as min, null::float8 as max, null::int as parent_id, s.n,
      row_number() over (order by s.n desc, x.name)::int as i
    from (select p.${sql.raw(col)} as id, count(*)::int as n ${source(own)} group by 1) s
    join ${sql.raw(table)} x on x.id = s.id order by s.n desc, x.name limit ${FACET_TOP})`;
  const branches: SQL[] = [];
  if (want.categories) {
    branches.push(sql`(
      select 'categories', c.id, c.name, null, null, null, c.parent_id, t.n::int, row_number() over (order by c.name)::int
      from (select id, sum(n) as n from (
              select s.id, s.n from cs s
              union all select ch.parent_id, s.n from cs s join opl_categories ch on ch.id = s.id where ch.parent_id is not null) r
            group by id) t
      join opl_categories c on c.id = t.id)`);
  }
  if (want.others) {
    branches.push(
      top('packages', 'package_id', 'opl_packages', 'packages'),
      top('manufacturers', 'manufacturer_id', 'opl_manufacturers', 'manufacturers'),
      sql`(select 'library', null, p.library_type, null, null, null, null, count(*)::int, 0 ${source('library')} group by p.library_type)`,
      sql`(select 'in_stock', null, null, null, null, null, null, count(*)::int, 0 ${source('in_stock')} and p.stock > 0)`,
    );
  }
  if (want.others && f.conditions.category) {
    branches.push(sql`(
      select 'ranges', a.id, a.name, a.kind, min(v.num), max(v.num), null, count(*)::int,
        row_number() over (order by count(*) desc, a.name)::int
      from opl_part_values v join opl_attributes a on a.id = v.attribute_id
      where v.part_id in (select p.id ${source('ranges')})
      group by a.id, a.name, a.kind having count(*) >= 2 and min(v.num) < max(v.num)
      order by count(*) desc, a.name limit ${RANGES_TOP})`);
  }
  const found = await rows<FacetRow>(
    db,
    sql`with pm as materialized (select p.id, p.category_id, p.package_id, p.manufacturer_id, p.library_type, p.stock ${fromMatching(f)}),
      cs as (select p.category_id as id, count(*)::int as n ${source('category')} group by 1)
      select * from (${sql.join(branches, sql` union all `)}) as x(facet, id, name, kind, min, max, parent_id, n, i)`,
  );
  const of = (facet: string) => found.filter((r) => r.facet === facet).sort((a, b) => a.i - b.i);
  const counted = (facet: string) => of(facet).map((r) => ({ id: r.id!, name: r.name, count: r.n }));
  return {
    ...(want.categories ? { categories: of('categories').map((r) => ({ id: r.id!, name: r.name, parent_id: r.parent_id, count: r.n })) } : {}),
    ...(want.others
      ? {
          packages: counted('packages'),
          manufacturers: counted('manufacturers'),
          library: of('library')
            .map((r) => ({ value: r.name as 'basic' | 'preferred' | 'extended', count: r.n }))
            .sort((a, b) => (a.value < b.value ? -1 : 1)),
          in_stock: of('in_stock')[0]?.n ?? 0,
          ranges: quantityRanges(of('ranges').map((r) => ({ id: r.id!, name: r.name, kind: r.kind!, min: r.min!, max: r.max!, count: r.n }))),
        }
      : {}),
  };
};

/** Past this many matches a search in relevance order says "more than 1,000" instead of counting them all (issue 10):
 *  counting "mosfet n-channel" (23,101 matches) means reading every match, which cost more than the 30 ms budget on the
 *  embedded database, while its first pages come from the stocked tier alone (STOCKED_TIER). */
export const COUNT_CAP = 1000;

const NO_FACETS: OplFacets = { categories: [], packages: [], manufacturers: [], library: [], in_stock: 0, ranges: [] };

type PageRow = OplPartSummary & { total: number };

/** One page of the matching parts with the number of matches. The page's ids first (in index order when the sort
 *  allows; else a top-N sort that keeps 20 rows, not a sort of every match), then the names and prices of those 20
 *  parts only, in the same order (the rank carried along). */
const pageOf = (db: DbOrTx, m: ReturnType<typeof matching>, totalOf: SQL, input: OplSearchInput): Promise<PageRow[]> => {
  const qty = input.qty ?? 1;
  const size = input.size ?? 20;
  return rows<PageRow>(
    db,
    sql`select ${summaryColumns(qty)}, pg.total from (
        select p.id, ${m.rank ?? sql`0`} as rank, ${totalOf} as total from ${m.from} where ${m.where}
        order by ${orderBy(m.rank, input.sort, qty)} limit ${size} offset ${((input.page ?? 1) - 1) * size}) pg
      join opl_parts p on p.id = pg.id ${summaryJoins}
      order by ${orderBy(m.rank && sql`pg.rank`, input.sort, qty)}`,
  );
};

/** The page of a text search in relevance order when it has more than COUNT_CAP matches, from the stocked tier alone;
 *  undefined when the tier cannot answer it (fewer matches there than the cap, or a page past the tier's end). The
 *  tier is where the relevance order starts (STOCKED_TIER), so a full page from it is the page of all the matches. */
const capped = async (db: DbOrTx, f: PartFilter, input: OplSearchInput): Promise<PageRow[] | undefined> => {
  if (!f.stockedHits || (input.sort ?? 'relevance') !== 'relevance') return undefined;
  const items = await pageOf(db, matching({ ...f, hits: f.stockedHits }), sql`count(*) over ()::int`, input);
  return items.length === (input.size ?? 20) && (items[0]?.total ?? 0) > COUNT_CAP ? items : undefined;
};

export const searchParts = async ({ db }: Pick<Deps, 'db'>, input: OplSearchInput): Promise<OplSearchResult> => {
  const page = input.page ?? 1;
  const size = input.size ?? 20;
  const f = await buildPartFilter(db, input);
  const answer = async (items: PageRow[], total: number, totalCapped: boolean): Promise<OplSearchResult> => ({
    total,
    total_capped: totalCapped,
    page,
    size,
    items: items.map(({ total: _total, ...item }) => item),
    facets: input.facets === false ? NO_FACETS : await facets(db, f),
    reading: f.reading,
  });
  const many = await capped(db, f, input);
  if (many) return answer(many, COUNT_CAP, true);

  // a sort by price reads the tiers, which only the whole part row has
  const m = input.sort === 'price' ? matchingWhole(f) : matching(f);
  // The size of the result: the whole catalogue and a category alone have it precomputed (counting 100k parts
  // takes longer than the page's budget); anything else is counted over the matching rows, before any join.
  const onlyCategory = !f.hits && Object.keys(f.conditions).join() === 'category';
  const everything = !f.hits && Object.keys(f.conditions).length === 0;
  const totalOf = everything
    ? sql`(select coalesce(sum(part_count), 0)::int from opl_categories where parent_id is null)`
    : onlyCategory
      ? sql`(select part_count from opl_categories where id = ${f.categoryId})`
      : sql`count(*) over ()::int`;
  const items = await pageOf(db, m, totalOf, input);
  let total = items[0]?.total;
  if (total === undefined) {
    // past the last page: count without a page
    total = page > 1 ? ((await rows<{ n: number }>(db, sql`select count(*)::int as n ${fromMatching(f)}`))[0]?.n ?? 0) : 0;
  }
  return answer(items, total, false);
};
