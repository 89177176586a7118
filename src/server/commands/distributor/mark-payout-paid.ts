// POST /v1/staff/distributors/payouts (issue 15): finance mark a period's rebate paid once the period is over. The
// figures are computed now and kept as paid (a snapshot); a period is paid once (unique per distributor and period:
// a second click is a 409). The audit row and the distributor's mail commit with it.
import { eq } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { distributorPayouts, distributors } from '../../db/schema/index';
import type { StaffDistributor } from '../../../shared/contracts/distributor';
import { periodClosed } from '../../../shared/partners/rebate';
import { isUniqueViolation } from '../../db/errors';
import { writeAudit } from '../staff/audit';
import { mailDistributorPaid } from '../mail/mail-distributor';
import { distributorNotFound, payoutNotDue, payoutPaid } from './errors';
import { computeStatements } from './statements';
import { getStaffDistributor } from './staff-distributors';

export const markPayoutPaid = async (deps: Pick<Deps, 'db' | 'clock'>, p: { staffId: number; id: number; period: string; reference: string }): Promise<StaffDistributor> => {
  const now = deps.clock.now();
  try {
    return await deps.db.transaction(async (tx) => {
      const [row] = await tx.select().from(distributors).where(eq(distributors.id, p.id)).for('update');
      if (!row) throw distributorNotFound();
      const statement = (await computeStatements(tx, row)).find((s) => s.period === p.period);
      if (!statement || !periodClosed(statement, now) || statement.rebateCents <= 0n) throw payoutNotDue();
      const [paid] = await tx.insert(distributorPayouts).values({
        distributorId: row.id, periodKey: statement.period, basisCents: statement.basisCents, rebateCents: statement.rebateCents, rateBp: statement.rateBp,
        orderCount: statement.orderIds.length, reference: p.reference, paidAt: now, paidBy: p.staffId,
      }).onConflictDoNothing().returning();
      if (!paid) throw payoutPaid();
      await writeAudit(tx, {
        staffId: p.staffId, action: 'partners.payouts', recordType: 'distributor', recordId: row.id, before: null,
        after: { period: paid.periodKey, basis_cents: paid.basisCents, rebate_cents: paid.rebateCents, rate_bp: paid.rateBp, orders: statement.orderIds }, note: p.reference, now,
      });
      await mailDistributorPaid(tx, { userId: row.userId, distributorId: row.id, period: paid.periodKey, rebateCents: paid.rebateCents, reference: p.reference }, now);
      return getStaffDistributor(tx, row.id, now);
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw payoutPaid();
    throw err;
  }
};
