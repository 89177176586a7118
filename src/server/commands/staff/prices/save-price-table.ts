// Staff replace a price table (issue 11 "Price", issue 12). The text passes the engine loader's own check or nothing
// changes; the stored form is tablesToJson (exact bigints), and the audit row with the table before and after is
// written in the same transaction. The next price anywhere reads the new table (the loaders read per request).
import { eq } from 'drizzle-orm';
import type { Deps } from '../../../deps';
import { priceTables } from '../../../db/schema/index';
import { tablesToJson } from '../../../../shared/pricing/serialize';
import { describeTableIssues } from '../../../../shared/pricing/table-issues';
import type { EditablePriceTable, StaffPriceTable } from '../../../../shared/contracts/staff-prices';
import { invalid } from '../../../http/errors';
import { writeAudit } from '../audit';
import { EDITABLE_TABLES } from './editable-tables';
import { toStaffPriceTable } from './get-price-table';

export const savePriceTable = async (
  { db, clock }: Pick<Deps, 'db' | 'clock'>, staffId: number, key: EditablePriceTable, text: string,
): Promise<StaffPriceTable> => {
  const { parse, defaults } = EDITABLE_TABLES[key];
  const parsed = parse(text);
  if (!parsed.ok) throw invalid({ text: 'validation.priceTable' }, `The table is not valid: ${describeTableIssues(parsed.issues.slice(0, 5))}`);
  const tables = parsed.tables;
  return db.transaction(async (tx) => {
    const now = clock.now();
    const [before] = await tx.select().from(priceTables).where(eq(priceTables.key, key)).for('update');
    const previous = before ? parse(before.data) : { ok: true as const, tables: defaults };
    const row = { data: tablesToJson(tables), version: tables.version, updatedAt: now };
    await tx.insert(priceTables).values({ key, ...row }).onConflictDoUpdate({ target: priceTables.key, set: row });
    await writeAudit(tx, {
      staffId, action: 'prices.manage', recordType: 'price_table', recordId: key,
      before: previous.ok ? previous.tables : { unreadable: before?.data ?? null }, after: tables, now,
    });
    return toStaffPriceTable(key, tables, now);
  });
};
