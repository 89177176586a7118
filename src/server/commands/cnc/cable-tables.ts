// Reads the stored cable price table (price_tables key 'cable'; issue 12), falling back to the code's defaults when
// the row is missing (a database the seed has not reached yet). One small query per call, no cache: an operator's
// change at /staff/prices applies to the next request. A stored row that fails the check stops the price rather than
// charging from a half-read table.
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { priceTables } from '../../db/schema/index';
import { defaultCableTables, type CableTables } from '../../../shared/pricing/cable';
import { parseCableTables } from '../../../shared/pricing/cable-tables';
import { describeTableIssues } from '../../../shared/pricing/table-issues';

export const loadCableTables = async (db: DbOrTx): Promise<CableTables> => {
  const [row] = await db.select({ data: priceTables.data }).from(priceTables).where(eq(priceTables.key, 'cable'));
  if (!row) return defaultCableTables;
  const parsed = parseCableTables(row.data);
  if (!parsed.ok) throw new Error(`stored cable price table is invalid: ${describeTableIssues(parsed.issues)}`);
  return parsed.tables;
};
