// A licensed program as the partner and the console read it: the spec's record fields, the stage, the program
// status and the stage history, oldest first.
import { asc, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { licensedProgramHistory, type licensedPrograms } from '../../db/schema/index';
import type { LicensedProgram, StaffLicensedProgram } from '../../../shared/contracts/licensed';
import { isLicensedStage, licensedProgramStatus, nextLicensedStages, type LicensedStage } from '../../../shared/status/licensed-batch';

export type LicensedRow = typeof licensedPrograms.$inferSelect;

export const programNumber = (id: number): string => `LP-${String(id).padStart(6, '0')}`;

const stageOf = (n: number): LicensedStage => {
  if (!isLicensedStage(n)) throw new Error(`licensed stage out of range: ${n}`);
  return n;
};

export const presentPrograms = async (db: DbOrTx, rows: LicensedRow[]): Promise<LicensedProgram[]> => {
  const ids = rows.map((r) => r.id);
  const history = ids.length
    ? await db.select().from(licensedProgramHistory).where(inArray(licensedProgramHistory.programId, ids)).orderBy(asc(licensedProgramHistory.createdAt), asc(licensedProgramHistory.id))
    : [];
  return rows.map((r) => {
    const stage = stageOf(r.stage);
    return {
      id: r.id, program_id: programNumber(r.id), submitted_at: r.createdAt.toISOString(), product_name: r.productName, company_name: r.companyName,
      bazaar_sku: r.bazaarSku, remaining_stock: r.remainingStock, batch: r.batch, quantity: r.quantity, deposit: r.depositCents?.toString() ?? null,
      stage, status: licensedProgramStatus(stage),
      history: history
        .filter((h) => h.programId === r.id)
        .map((h) => ({ from: h.fromStage === null ? null : stageOf(h.fromStage), to: stageOf(h.toStage), note: h.note, at: h.createdAt.toISOString() })),
    };
  });
};

export const presentStaffPrograms = async (db: DbOrTx, rows: { r: LicensedRow; email: string }[]): Promise<StaffLicensedProgram[]> => {
  const presented = await presentPrograms(db, rows.map((x) => x.r));
  return presented.map((p, i) => {
    const x = rows[i];
    if (!x) throw new Error('licensed row missing');
    return {
      ...p, user_id: x.r.userId, customer_email: x.email, page: x.r.page === 'licensed-program-services' ? 'licensed-program-services' : 'licensed-program',
      product_url: x.r.productUrl, description: x.r.description, next_stages: [...nextLicensedStages(p.stage)],
    };
  });
};
