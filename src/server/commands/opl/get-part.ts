// GET /opl/part: one part with its price tiers, attributes and category path (issue 10 part page). The library
// download reads many parts the same way.
import { sql } from 'drizzle-orm';
import type { Deps } from '../../deps';
import type { OplPartDetail } from '../../../shared/contracts/opl';
import { summaryColumns, summaryJoins } from './search-parts';

type DetailRow = Omit<OplPartDetail, 'tiers' | 'parent_category'> & {
  parent_id: number | null;
  parent_name: string | null;
  price_qty: number[];
  price_micros: string[];
};

/** The parts with these SKUs, in the order of the list. */
export const getParts = async ({ db }: Pick<Deps, 'db'>, skus: string[]): Promise<OplPartDetail[]> => {
  if (!skus.length) return [];
  const { rows } = await db.execute(sql`
    select ${summaryColumns(1)}, p.category_id, pc.id as parent_id, pc.name as parent_name, p.image, p.joints,
      p.assembly_minimum, p.attrition, p.downloads, p.price_qty, p.price_micros::text[] as price_micros, p.attributes
    from opl_parts p ${summaryJoins} left join opl_categories pc on pc.id = c.parent_id
    where p.sku = any(${sql.param(skus)}::text[])`);
  const bySku = new Map((rows as DetailRow[]).map((r) => [r.sku, r]));
  return skus.flatMap((sku) => {
    const r = bySku.get(sku);
    if (!r) return [];
    const { parent_id, parent_name, price_qty, price_micros, ...part } = r;
    return [{
      ...part,
      parent_category: parent_id === null ? null : { id: parent_id, name: parent_name ?? '' },
      tiers: price_qty.map((qty, i) => ({ qty, unit_price: price_micros[i]! })),
    }];
  });
};

export const getPart = async (deps: Pick<Deps, 'db'>, sku: string): Promise<OplPartDetail | undefined> =>
  (await getParts(deps, [sku]))[0];
