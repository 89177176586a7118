// Seeds the price tables from the code's defaults where a row is missing (issue 3 §3: prices are data). A row an
// operator changed is kept: the defaults only fill gaps, so a release never overwrites a price change.
import type { Db } from '../client';
import { priceTables } from '../schema/index';
import { defaultPcbTables, defaultStencilTables } from '../../../shared/pricing/tables';
import { defaultShippingTables } from '../../../shared/pricing/shipping-tables';
import { defaultPcbaTables } from '../../../shared/pricing/pcba-tables';
import { defaultPrint3dTables } from '../../../shared/pricing/print3d-tables';
import { tablesToJson } from '../../../shared/pricing/serialize';
import { defaultCableTables } from '../../../shared/pricing/cable';
import { defaultKittingTables } from '../../../shared/pricing/kitting';
import { defaultOdmLightTables } from '../../../shared/pricing/odm-light';

export const seedPriceTables = async (db: Db): Promise<void> => {
  const rows = [
    { key: 'pcb', data: tablesToJson(defaultPcbTables), version: defaultPcbTables.version },
    { key: 'stencil', data: tablesToJson(defaultStencilTables), version: defaultStencilTables.version },
    { key: 'shipping', data: tablesToJson(defaultShippingTables), version: defaultShippingTables.version },
    { key: 'pcba', data: tablesToJson(defaultPcbaTables), version: defaultPcbaTables.version },
    { key: 'print3d', data: tablesToJson(defaultPrint3dTables), version: defaultPrint3dTables.version },
    { key: 'cable', data: tablesToJson(defaultCableTables), version: defaultCableTables.version },
    { key: 'kitting', data: tablesToJson(defaultKittingTables), version: defaultKittingTables.version },
    { key: 'odm_light', data: tablesToJson(defaultOdmLightTables), version: defaultOdmLightTables.version },
  ];
  await db.insert(priceTables).values(rows).onConflictDoNothing();
};
