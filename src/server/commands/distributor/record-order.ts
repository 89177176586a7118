// The distributor code a customer typed at checkout (issue 15): recorded on the order in the placement's
// transaction, so the order counts towards that distributor's rebate once it is paid. Only an active distributor's
// code is accepted (not a suspended one); any other is a 4000 on the field, and the order is not placed. The order
// keeps the rate in force when it is recorded, so a later change of terms does not alter its rebate.
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { distributorOrders, distributors } from '../../db/schema/index';
import { unknownDistributorCode } from './errors';
import { termsTimeline } from './terms';

export const findActiveDistributorId = async (tx: Tx, code: string): Promise<number> => {
  const [d] = await tx.select({ id: distributors.id }).from(distributors).where(and(eq(distributors.code, code.toUpperCase()), eq(distributors.status, 'active')));
  if (!d) throw unknownDistributorCode();
  return d.id;
};

export const recordDistributorOrder = async (tx: Tx, orderId: number, distributorId: number, now: Date): Promise<void> => {
  const [d] = await tx.select({ id: distributors.id, rateBp: distributors.rateBp, period: distributors.period }).from(distributors).where(eq(distributors.id, distributorId));
  const terms = d ? await termsTimeline(tx, d) : null;
  await tx.insert(distributorOrders).values({ orderId, distributorId, rateBp: terms?.at(now).rateBp ?? null, createdAt: now }).onConflictDoNothing();
};
