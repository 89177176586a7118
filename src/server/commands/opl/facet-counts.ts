// Part counts per category, kept in opl_categories.part_count: the category facet of an unfiltered catalogue
// would otherwise count half a million rows on every visit. Refreshed after an import and after the seed.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

export const refreshFacetCounts = async (db: Db): Promise<void> => {
  await db.execute(sql`
    with sub as (select category_id as id, count(*)::int as n from opl_parts group by category_id),
    total as (
      select c.id, coalesce(s.n, 0) + coalesce((select sum(s2.n) from opl_categories ch join sub s2 on s2.id = ch.id where ch.parent_id = c.id), 0) as n
      from opl_categories c left join sub s on s.id = c.id
    )
    update opl_categories c set part_count = total.n from total where total.id = c.id and c.part_count <> total.n`);
};
