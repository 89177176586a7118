// Reads the stored ODM light price table (price_tables key 'odm_light'; issue 13), falling back to the code's
// defaults when there is no row. One small query per call, no cache: an operator's change applies to the next request.
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { priceTables } from '../../db/schema/index';
import { defaultOdmLightTables, type OdmLightTables } from '../../../shared/pricing/odm-light';
import { parseOdmLightTables } from '../../../shared/pricing/odm-light-tables';

export const loadOdmLightTables = async (db: DbOrTx): Promise<OdmLightTables> => {
  const [row] = await db.select({ data: priceTables.data }).from(priceTables).where(eq(priceTables.key, 'odm_light'));
  // through the console's check (staff/prices): a row that fails it (written by hand) prices as the default
  const parsed = row ? parseOdmLightTables(row.data) : null;
  return parsed?.ok ? parsed.tables : defaultOdmLightTables;
};
