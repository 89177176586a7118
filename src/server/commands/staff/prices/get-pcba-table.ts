// The PCBA price table for the console (issue 11 "Price"): the stored table as edit text (plain whole numbers), with
// the code's default beside it. A database the seed has not reached shows the default.
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { priceTables } from '../../../db/schema/index';
import { defaultPcbaTables, parsePcbaTables, pcbaTablesToEditText, type PcbaTables } from '../../../../shared/pricing/pcba-tables';
import type { StaffPriceTable } from '../../../../shared/contracts/staff-prices';

export const toStaffPriceTable = (tables: PcbaTables, updatedAt: Date | null): StaffPriceTable => ({
  key: 'pcba',
  version: tables.version,
  text: pcbaTablesToEditText(tables),
  default_text: pcbaTablesToEditText(defaultPcbaTables),
  updated_at: updatedAt?.toISOString() ?? null,
});

export const getPcbaTable = async (db: DbOrTx): Promise<StaffPriceTable> => {
  const [row] = await db.select().from(priceTables).where(eq(priceTables.key, 'pcba'));
  if (!row) return toStaffPriceTable(defaultPcbaTables, null);
  const parsed = parsePcbaTables(row.data);
  // A row that fails the check (only possible by writing the database by hand) is shown as the default so staff can
  // save a good one over it; the loader refuses to price from it meanwhile.
  return parsed.ok ? toStaffPriceTable(parsed.tables, row.updatedAt) : toStaffPriceTable(defaultPcbaTables, row.updatedAt);
};
