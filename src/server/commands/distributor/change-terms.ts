// POST /v1/staff/distributors/terms (issue 15): staff change an approved distributor's rebate rate and/or statement
// period. The change is in force from the next period (nextTermsStart: the next quarter when either reading is
// quarterly), so the running and closed periods keep their figures, and every order already recorded keeps the rate
// it was recorded with (distributor_orders.rate_bp). A change made again before it comes into force replaces it.
// The audit row (old and new terms) and the distributor's mail commit with the change.
import { and, eq, gt } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { distributorTermChanges, distributors } from '../../db/schema/index';
import type { StaffDistributor } from '../../../shared/contracts/distributor';
import { nextTermsStart, type RebatePeriod } from '../../../shared/partners/rebate';
import { writeAudit } from '../staff/audit';
import { mailDistributorTermsChanged } from '../mail/mail-distributor';
import { distributorNotFound, distributorNotOnTerms } from './errors';
import { getStaffDistributor } from './staff-distributors';
import { termsTimeline } from './terms';

/** Terms are changed on a distributor staff approved: before the contract is accepted or once it runs. */
const HAS_TERMS: readonly string[] = ['approved', 'active'];

export const changeDistributorTerms = async (
  deps: Pick<Deps, 'db' | 'clock'>,
  c: { staffId: number; id: number; rateBp: number; period: RebatePeriod; note: string },
): Promise<StaffDistributor> => {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const [row] = await tx.select().from(distributors).where(eq(distributors.id, c.id)).for('update');
    if (!row) throw distributorNotFound();
    const terms = HAS_TERMS.includes(row.status) ? await termsTimeline(tx, row) : null;
    if (!terms) throw distributorNotOnTerms();
    const current = terms.at(now);
    const replaced = terms.scheduled(now);
    const from = nextTermsStart(now, current.period, c.period);
    await tx.delete(distributorTermChanges).where(and(eq(distributorTermChanges.distributorId, row.id), gt(distributorTermChanges.effectiveFrom, now)));
    await tx.insert(distributorTermChanges).values({ distributorId: row.id, rateBp: c.rateBp, period: c.period, effectiveFrom: from, staffId: c.staffId, createdAt: now });
    await tx.update(distributors).set({ updatedAt: now }).where(eq(distributors.id, row.id));
    await writeAudit(tx, {
      staffId: c.staffId, action: 'partners.manage', recordType: 'distributor', recordId: row.id, now, note: c.note,
      before: { rate_bp: current.rateBp, period: current.period, ...(replaced ? { scheduled: { rate_bp: replaced.rateBp, period: replaced.period, from: replaced.from.toISOString() } } : {}) },
      after: { rate_bp: c.rateBp, period: c.period, from: from.toISOString() },
    });
    await mailDistributorTermsChanged(tx, { userId: row.userId, distributorId: row.id, rateBp: c.rateBp, period: c.period, from, note: c.note }, now);
    return getStaffDistributor(tx, row.id, now);
  });
};
