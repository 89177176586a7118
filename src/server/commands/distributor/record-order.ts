// The distributor code a customer typed at checkout (issue 15): recorded on the order in the placement's
// transaction, so the order counts towards that distributor's rebate once it is paid. Only an active distributor's
// code is accepted; any other is a 4000 on the field, and the order is not placed.
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { distributorOrders, distributors } from '../../db/schema/index';
import { unknownDistributorCode } from './errors';

export const findActiveDistributorId = async (tx: Tx, code: string): Promise<number> => {
  const [d] = await tx.select({ id: distributors.id }).from(distributors).where(and(eq(distributors.code, code.toUpperCase()), eq(distributors.status, 'active')));
  if (!d) throw unknownDistributorCode();
  return d.id;
};

export const recordDistributorOrder = async (tx: Tx, orderId: number, distributorId: number, now: Date): Promise<void> => {
  await tx.insert(distributorOrders).values({ orderId, distributorId, createdAt: now }).onConflictDoNothing();
};
