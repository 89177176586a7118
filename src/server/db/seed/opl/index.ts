// The built-in parts catalogue: a few hundred parts so a fresh clone's OPL pages work offline. Written only into an
// empty catalogue, so an operator's own import (npm run parts:import) is never mixed with it.
import { sql } from 'drizzle-orm';
import type { Db } from '../../client';
import { CatalogueWriter } from '../../../commands/opl/import/catalogue-writer';
import { checkPart, type PartRecord } from '../../../commands/opl/import/part-record';
import { refreshFacetCounts } from '../../../commands/opl/facet-counts';
import { actives } from './actives';
import { kits } from './kits';
import { capacitors, resistors } from './passives';

export const seedCatalogue = (): PartRecord[] =>
  [...resistors(), ...capacitors(), ...actives(), ...kits()].map((raw) => {
    const checked = checkPart(raw);
    if (typeof checked === 'string') throw new Error(`seed part ${raw.sku}: ${checked}`);
    return checked;
  });

export const seedParts = async (db: Db): Promise<void> => {
  const { rows } = await db.execute(sql`select exists (select 1 from opl_parts) as any`);
  if ((rows[0] as { any: boolean }).any) return;
  await new CatalogueWriter(db).write(seedCatalogue());
  await refreshFacetCounts(db);
};
