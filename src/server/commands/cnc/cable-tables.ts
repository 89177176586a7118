// Reads the stored cable price table (price_tables key 'cable'; issue 12), falling back to the code's defaults when
// the row is missing (a database the seed has not reached yet). One small query per call, no cache: an operator's
// change applies to the next request.
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { priceTables } from '../../db/schema/index';
import { defaultCableTables, type CableTables } from '../../../shared/pricing/cable';
import { tablesFromJson } from '../../../shared/pricing/serialize';

export const loadCableTables = async (db: DbOrTx): Promise<CableTables> => {
  const [row] = await db.select({ data: priceTables.data }).from(priceTables).where(eq(priceTables.key, 'cable'));
  return row ? tablesFromJson<CableTables>(row.data) : defaultCableTables;
};
