// Address changes of one account run one at a time (row lock on the user): "exactly one default" and the
// first-address-becomes-default rule then hold even when two requests arrive together.
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { users } from '../../db/schema/index';

export const lockAddressOwner = async (tx: Tx, userId: number): Promise<void> => {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
};
