// The box contents of a kit's product page (issue 14): the kit's "Kit contents" lines, each with the catalogue part
// of the same MPN when there is one, so the page links the module to its own product page. Names are compared as
// MPN keys (upper case, no punctuation), the form the catalogue's MPN index holds.
import { sql } from 'drizzle-orm';
import type { Deps } from '../../deps';
import type { Product } from '../../../shared/contracts/product';
import { kitContents } from '../../../shared/opl/kit-contents';
import { partProductPath } from '../../../shared/product-slug';
import { mpnKey } from '../opl/import/part-record';

type Line = Extract<Product, { type: 'part' }>['contents'][number];

export const kitLines = async ({ db }: Pick<Deps, 'db'>, attributes: { name: string; value: string }[]): Promise<Line[]> => {
  const lines = kitContents(attributes);
  if (!lines.length) return [];
  const keys = [...new Set(lines.map((l) => mpnKey(l.name)))];
  const { rows } = await db.execute(sql`
    select p.id as part_id, p.mpn, p.mpn_key, m.name as manufacturer
    from opl_parts p left join opl_manufacturers m on m.id = p.manufacturer_id
    where p.mpn_key = any(${sql.param(keys)}::text[]) order by p.id`);
  // the first part of a key (the lowest id) when two manufacturers share an MPN
  const byKey = new Map<string, { part_id: number; mpn: string; manufacturer: string | null }>();
  for (const r of rows as { part_id: number; mpn: string; mpn_key: string; manufacturer: string | null }[]) {
    if (!byKey.has(r.mpn_key)) byKey.set(r.mpn_key, r);
  }
  return lines.map((l) => {
    const part = byKey.get(mpnKey(l.name));
    return { ...l, part_id: part?.part_id ?? null, product_path: part ? partProductPath(part) : null };
  });
};
