// Facet counts of the unfiltered catalogue and of each category alone, kept in opl_categories (part_count, facets):
// the landing page and a category page would otherwise count up to half a million rows on every visit (3 to 6 s on
// the full catalogue). Refreshed after an import and after the seed, in a few whole-table passes instead of one
// count per category. The stored lists follow the live query in search-parts.ts (same top-N, same order), and a
// test compares the two.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** How many packages and manufacturers a facet lists, and how many range filters. */
export const FACET_TOP = 40;
export const RANGES_TOP = 12;

// Each part counts for its own category and for that category's parent.
const CATEGORY_OF = sql`cm as (
  select id as part_cat, id as cat from opl_categories
  union all select id, parent_id from opl_categories where parent_id is not null)`;

/** The top-N list of one facet per category, as jsonb [{ id, name, count }] in the live query's order. */
const topList = (column: 'package_id' | 'manufacturer_id', table: 'opl_packages' | 'opl_manufacturers') => sql`
  select cat, jsonb_agg(jsonb_build_object('id', id, 'name', name, 'count', n) order by i) as j from (
    select s.cat, x.id, x.name, s.n, row_number() over (partition by s.cat order by s.n desc, x.name) as i
    from (select cm.cat, p.${sql.raw(column)} as id, count(*)::int as n from opl_parts p join cm on cm.part_cat = p.category_id
          group by 1, 2) s
    join ${sql.raw(table)} x on x.id = s.id) t
  where i <= ${FACET_TOP} group by cat`;

export const refreshFacetCounts = async (db: Db): Promise<void> => {
  await db.execute(sql`
    with sub as (select category_id as id, count(*)::int as n from opl_parts group by category_id),
    total as (
      select c.id, coalesce(s.n, 0) + coalesce((select sum(s2.n) from opl_categories ch join sub s2 on s2.id = ch.id where ch.parent_id = c.id), 0) as n
      from opl_categories c left join sub s on s.id = c.id
    )
    update opl_categories c set part_count = total.n from total where total.id = c.id and c.part_count <> total.n`);
  await db.execute(sql`
    with ${CATEGORY_OF},
    pk as (${topList('package_id', 'opl_packages')}),
    mf as (${topList('manufacturer_id', 'opl_manufacturers')}),
    lib as (
      select cat, jsonb_agg(jsonb_build_object('value', v, 'count', n) order by v) as j from (
        select cm.cat, p.library_type as v, count(*)::int as n from opl_parts p join cm on cm.part_cat = p.category_id group by 1, 2) t
      group by cat),
    st as (select cm.cat, count(*)::int as n from opl_parts p join cm on cm.part_cat = p.category_id where p.stock > 0 group by 1),
    rg as (
      select cat, jsonb_agg(jsonb_build_object('id', id, 'name', name, 'kind', kind, 'min', mn, 'max', mx, 'count', n) order by i) as j from (
        select s.cat, a.id, a.name, a.kind, s.mn, s.mx, s.n, row_number() over (partition by s.cat order by s.n desc, a.name) as i
        from (select cm.cat, v.attribute_id as id, count(*)::int as n, min(v.num) as mn, max(v.num) as mx
              from opl_part_values v join opl_parts p on p.id = v.part_id join cm on cm.part_cat = p.category_id
              group by 1, 2 having count(*) >= 2 and min(v.num) < max(v.num)) s
        join opl_attributes a on a.id = s.id) t
      where i <= ${RANGES_TOP} group by cat),
    f as (
      select c.id, jsonb_build_object('packages', coalesce(pk.j, '[]'), 'manufacturers', coalesce(mf.j, '[]'),
        'library', coalesce(lib.j, '[]'), 'in_stock', coalesce(st.n, 0), 'ranges', coalesce(rg.j, '[]')) as facets
      from opl_categories c left join pk on pk.cat = c.id left join mf on mf.cat = c.id left join lib on lib.cat = c.id
        left join st on st.cat = c.id left join rg on rg.cat = c.id)
    update opl_categories c set facets = f.facets from f where f.id = c.id and c.facets is distinct from f.facets`);
};
