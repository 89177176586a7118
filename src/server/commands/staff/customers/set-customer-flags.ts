// POST /v1/staff/customers/flags: sales set a customer's VIP level (stored as the spec's sku) and the wholesale /
// propagate flags. The distributor code is read-only here: it comes from the distributor program's approval and goes
// with its suspension (commands/distributor). The row is locked, the change and its audit row commit together.
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Deps } from '../../../deps';
import { users } from '../../../db/schema/index';
import type { customerFlagsBodySchema, StaffCustomer } from '../../../../shared/contracts/staff-customers';
import { writeAudit } from '../audit';
import { customerNotFound } from './get-customer';
import { presentCustomer, VIP_SKUS } from './present-customer';

const flagsOf = (c: StaffCustomer) => ({ vip: c.vip, wholesale: c.wholesale, propagate: c.propagate, distributor_code: c.distributor_code });

export const setCustomerFlags = async (deps: Deps, staffId: number, b: z.output<typeof customerFlagsBodySchema>): Promise<StaffCustomer> => {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(and(eq(users.id, b.uid), eq(users.userType, 'customer'))).for('update');
    if (!user) throw customerNotFound();
    const before = presentCustomer(user);
    const [updated] = await tx
      .update(users)
      .set({
        vipSku: b.vip === 'none' ? null : VIP_SKUS[b.vip], wholesale: b.wholesale, propagate: b.propagate, updatedAt: now,
      })
      .where(eq(users.id, user.id))
      .returning();
    if (!updated) throw customerNotFound();
    const after = presentCustomer(updated);
    await writeAudit(tx, { staffId, action: 'customers.edit', recordType: 'user', recordId: user.id, now, before: flagsOf(before), after: flagsOf(after) });
    return after;
  });
};
