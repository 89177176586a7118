// Staff replace the PCBA price table (issue 11 "Price"). The text passes the engine loader's own check
// (parsePcbaTables) or nothing changes; the stored form is tablesToJson (exact bigints), and the audit row with the
// table before and after is written in the same transaction. The next price anywhere reads the new table.
import { eq } from 'drizzle-orm';
import type { Deps } from '../../../deps';
import { priceTables } from '../../../db/schema/index';
import { defaultPcbaTables, describeIssues, parsePcbaTables } from '../../../../shared/pricing/pcba-tables';
import { tablesToJson } from '../../../../shared/pricing/serialize';
import type { StaffPriceTable } from '../../../../shared/contracts/staff-prices';
import { invalid } from '../../../http/errors';
import { writeAudit } from '../audit';
import { toStaffPriceTable } from './get-pcba-table';

export const savePcbaTable = async ({ db, clock }: Pick<Deps, 'db' | 'clock'>, staffId: number, text: string): Promise<StaffPriceTable> => {
  const parsed = parsePcbaTables(text);
  if (!parsed.ok) throw invalid({ text: 'validation.priceTable' }, `The table is not valid: ${describeIssues(parsed.issues.slice(0, 5))}`);
  const tables = parsed.tables;
  return db.transaction(async (tx) => {
    const now = clock.now();
    const [before] = await tx.select().from(priceTables).where(eq(priceTables.key, 'pcba')).for('update');
    const previous = before ? parsePcbaTables(before.data) : { ok: true as const, tables: defaultPcbaTables };
    const row = { data: tablesToJson(tables), version: tables.version, updatedAt: now };
    await tx.insert(priceTables).values({ key: 'pcba', ...row }).onConflictDoUpdate({ target: priceTables.key, set: row });
    await writeAudit(tx, {
      staffId, action: 'prices.manage', recordType: 'price_table', recordId: 'pcba',
      before: previous.ok ? previous.tables : { unreadable: before?.data ?? null }, after: tables, now,
    });
    return toStaffPriceTable(tables, now);
  });
};
