// POST /v1/staff/licensed/stage (issue 15): staff move a batch to its next stage (status/licensed-batch.ts), with a
// note the partner reads and the figures the stage brings (the deposit received, the Bazaar SKU, the stock, the
// batch number). A refused move is a 409 with the machine's reason. The row is locked, so two moves at once give
// one move and one 409. The history row, the audit row and the partner's mail commit with the move.
import { eq } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { licensedProgramHistory, licensedPrograms } from '../../db/schema/index';
import type { StaffLicensedProgram } from '../../../shared/contracts/licensed';
import { checkLicensedMove, isLicensedStage } from '../../../shared/status/licensed-batch';
import { invalid } from '../../http/errors';
import { writeAudit } from '../staff/audit';
import { mailLicensedStage } from '../mail/mail-licensed';
import { licensedMoveRefused, licensedNotFound } from './errors';
import { programNumber, type LicensedRow } from './present-program';
import { getStaffLicensedProgram } from './staff-programs';

interface Move {
  staffId: number;
  id: number;
  to: number;
  note: string;
  deposit?: string;
  bazaarSku?: string;
  remainingStock?: number;
  batch?: number;
}

const figures = (r: LicensedRow) => ({
  stage: r.stage, deposit_cents: r.depositCents, bazaar_sku: r.bazaarSku, remaining_stock: r.remainingStock, batch: r.batch,
});

export const moveLicensedStage = async (deps: Pick<Deps, 'db' | 'clock'>, m: Move): Promise<StaffLicensedProgram> => {
  const to = m.to;
  if (!isLicensedStage(to)) throw invalid({ to: 'validation.invalid' });
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const [row] = await tx.select().from(licensedPrograms).where(eq(licensedPrograms.id, m.id)).for('update');
    if (!row) throw licensedNotFound();
    if (!isLicensedStage(row.stage)) throw new Error(`licensed stage out of range: ${row.stage}`);
    const depositCents = m.deposit !== undefined ? BigInt(m.deposit) : row.depositCents;
    const bazaarSku = m.bazaarSku ?? row.bazaarSku;
    const check = checkLicensedMove(row.stage, to, { depositCents, bazaarSku });
    if (!check.ok) throw licensedMoveRefused(check.key);
    const [updated] = await tx
      .update(licensedPrograms)
      .set({ stage: to, depositCents, bazaarSku, remainingStock: m.remainingStock ?? row.remainingStock, batch: m.batch ?? row.batch, updatedAt: now })
      .where(eq(licensedPrograms.id, row.id))
      .returning();
    if (!updated) throw new Error('licensed program not updated');
    await tx.insert(licensedProgramHistory).values({ programId: row.id, fromStage: row.stage, toStage: to, staffId: m.staffId, note: m.note, createdAt: now });
    await writeAudit(tx, { staffId: m.staffId, action: 'partners.manage', recordType: 'licensed_program', recordId: row.id, before: figures(row), after: figures(updated), note: m.note, now });
    await mailLicensedStage(tx, { userId: row.userId, programId: row.id, number: programNumber(row.id), productName: row.productName, stage: to, note: m.note, depositCents, bazaarSku }, now);
    return getStaffLicensedProgram(tx, row.id);
  });
};
