// POST /v1/staff/distributors/reinstate: staff give a suspended distributor its code back (suspend.ts undone), e.g.
// once a dispute is settled. The same code works at checkout again (record-order.ts accepts active distributors);
// the account's distributor code flag shows it again unless staff set another code by hand meanwhile. The rebate
// terms and statements carry on as before. The audit row and the distributor's mail commit with it.
import { eq } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { distributors, users } from '../../db/schema/index';
import type { StaffDistributor } from '../../../shared/contracts/distributor';
import { writeAudit } from '../staff/audit';
import { mailDistributorReinstated } from '../mail/mail-distributor';
import { distributorNotFound, distributorNotSuspended } from './errors';
import { getStaffDistributor } from './staff-distributors';

export const reinstateDistributor = async (deps: Pick<Deps, 'db' | 'clock'>, s: { staffId: number; id: number; note: string }): Promise<StaffDistributor> => {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const [row] = await tx.select().from(distributors).where(eq(distributors.id, s.id)).for('update');
    if (!row) throw distributorNotFound();
    if (row.status !== 'suspended') throw distributorNotSuspended();
    // the suspension's reason no longer describes the record: the reinstatement's note (or none) replaces it
    await tx.update(distributors).set({ status: 'active', staffNote: s.note, updatedAt: now }).where(eq(distributors.id, row.id));
    const [owner] = await tx.select({ code: users.distributorCode }).from(users).where(eq(users.id, row.userId)).for('update');
    if (owner && owner.code === null) await tx.update(users).set({ distributorCode: row.code, updatedAt: now }).where(eq(users.id, row.userId));
    await writeAudit(tx, { staffId: s.staffId, action: 'partners.manage', recordType: 'distributor', recordId: row.id, now, note: s.note, before: { status: row.status, code: row.code }, after: { status: 'active', code: row.code } });
    await mailDistributorReinstated(tx, { userId: row.userId, distributorId: row.id, code: row.code, note: s.note }, now);
    return getStaffDistributor(tx, row.id, now);
  });
};
