// POST /v1/staff/distributors/decide (issue 15): staff approve an application with its rebate terms (5–10 %,
// monthly or quarterly: the spec keeps both readings, so it is per distributor) or reject it with a note. Only a
// waiting application is decided; the audit row and the applicant's mail commit with the decision.
import { eq } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { distributors } from '../../db/schema/index';
import type { StaffDistributor } from '../../../shared/contracts/distributor';
import type { RebatePeriod } from '../../../shared/partners/rebate';
import { writeAudit } from '../staff/audit';
import { mailDistributorDecided } from '../mail/mail-distributor';
import { distributorDecided, distributorNotFound } from './errors';
import type { DistributorRow } from './present-distributor';
import { getStaffDistributor } from './staff-distributors';

type Decision = { staffId: number; id: number; note: string } & ({ decision: 'approve'; rateBp: number; period: RebatePeriod } | { decision: 'reject' });

const terms = (r: DistributorRow) => ({ status: r.status, rate_bp: r.rateBp, period: r.period, note: r.staffNote });

export const decideDistributor = async (deps: Pick<Deps, 'db' | 'clock'>, d: Decision): Promise<StaffDistributor> => {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const [row] = await tx.select().from(distributors).where(eq(distributors.id, d.id)).for('update');
    if (!row) throw distributorNotFound();
    if (row.status !== 'applied') throw distributorDecided();
    const set = d.decision === 'approve'
      ? { status: 'approved', rateBp: d.rateBp, period: d.period }
      : { status: 'rejected', rateBp: null, period: null };
    const [updated] = await tx.update(distributors).set({ ...set, staffNote: d.note, decidedAt: now, decidedBy: d.staffId, updatedAt: now })
      .where(eq(distributors.id, row.id)).returning();
    if (!updated) throw new Error('distributor not updated');
    await writeAudit(tx, { staffId: d.staffId, action: 'partners.manage', recordType: 'distributor', recordId: row.id, before: terms(row), after: terms(updated), note: d.note, now });
    await mailDistributorDecided(tx, { userId: row.userId, distributorId: row.id, approved: d.decision === 'approve', rateBp: updated.rateBp, period: updated.period, note: d.note }, now);
    return getStaffDistributor(tx, row.id, now);
  });
};
