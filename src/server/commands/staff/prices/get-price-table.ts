// A price table for the console (issue 11 "Price", issue 12): the stored table as edit text (plain whole numbers),
// with the code's default beside it. A database the seed has not reached shows the default.
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { priceTables } from '../../../db/schema/index';
import type { EditablePriceTable, StaffPriceTable } from '../../../../shared/contracts/staff-prices';
import { EDITABLE_TABLES } from './editable-tables';

export const toStaffPriceTable = (key: EditablePriceTable, tables: { version: string }, updatedAt: Date | null): StaffPriceTable => {
  const { toEditText, defaults } = EDITABLE_TABLES[key];
  return { key, version: tables.version, text: toEditText(tables), default_text: toEditText(defaults), updated_at: updatedAt?.toISOString() ?? null };
};

export const getPriceTable = async (db: DbOrTx, key: EditablePriceTable): Promise<StaffPriceTable> => {
  const { parse, defaults } = EDITABLE_TABLES[key];
  const [row] = await db.select().from(priceTables).where(eq(priceTables.key, key));
  if (!row) return toStaffPriceTable(key, defaults, null);
  const parsed = parse(row.data);
  // A row that fails the check (only possible by writing the database by hand) is shown as the default so staff can
  // save a good one over it; the loader refuses to price from it meanwhile.
  return toStaffPriceTable(key, parsed.ok ? parsed.tables : defaults, row.updatedAt);
};
