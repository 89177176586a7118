// POST /v1/staff/distributors/suspend (issue 15): staff revoke an active distributor's code — the only way to take a
// code away, since the customer flags editor no longer edits it (the code comes from approval only). Checkout then
// refuses the code (record-order.ts accepts active distributors only); the account's distributor code flag is
// cleared; the statements, and rebates not yet paid, stay. The audit row and the distributor's mail commit with it.
import { eq } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { distributors, users } from '../../db/schema/index';
import type { StaffDistributor } from '../../../shared/contracts/distributor';
import { writeAudit } from '../staff/audit';
import { mailDistributorSuspended } from '../mail/mail-distributor';
import { distributorNotActive, distributorNotFound } from './errors';
import { getStaffDistributor } from './staff-distributors';

export const suspendDistributor = async (deps: Pick<Deps, 'db' | 'clock'>, s: { staffId: number; id: number; note: string }): Promise<StaffDistributor> => {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const [row] = await tx.select().from(distributors).where(eq(distributors.id, s.id)).for('update');
    if (!row) throw distributorNotFound();
    if (row.status !== 'active') throw distributorNotActive();
    await tx.update(distributors).set({ status: 'suspended', staffNote: s.note, updatedAt: now }).where(eq(distributors.id, row.id));
    const [owner] = await tx.select({ code: users.distributorCode }).from(users).where(eq(users.id, row.userId)).for('update');
    // the account's flag shows the program's code: it goes with the code (a code staff typed by hand before is left alone)
    if (owner?.code === row.code) await tx.update(users).set({ distributorCode: null, updatedAt: now }).where(eq(users.id, row.userId));
    await writeAudit(tx, { staffId: s.staffId, action: 'partners.manage', recordType: 'distributor', recordId: row.id, now, note: s.note, before: { status: row.status, code: row.code }, after: { status: 'suspended', code: row.code } });
    await mailDistributorSuspended(tx, { userId: row.userId, distributorId: row.id, code: row.code, note: s.note }, now);
    return getStaffDistributor(tx, row.id, now);
  });
};
