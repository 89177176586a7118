// DELETE /v1/user/address/delete?id=. Deleting the default promotes the most recently added remaining address.
import { and, desc, eq } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { addresses } from '../../db/schema/index';
import type { AddressDeleted } from '../../../shared/contracts/address';
import { lockAddressOwner } from './lock-owner';
import { addressNotFound } from './update-address';

export const deleteAddress = async (
  { db, clock }: Pick<Deps, 'db' | 'clock'>,
  userId: number,
  id: number,
): Promise<AddressDeleted> =>
  db.transaction(async (tx) => {
    await lockAddressOwner(tx, userId);
    const [removed] = await tx
      .delete(addresses)
      .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
      .returning({ isDefault: addresses.isDefault });
    if (!removed) throw addressNotFound();
    const [current] = await tx
      .select({ id: addresses.id, isDefault: addresses.isDefault })
      .from(addresses)
      .where(eq(addresses.userId, userId))
      .orderBy(desc(addresses.isDefault), desc(addresses.createdAt), desc(addresses.id))
      .limit(1);
    if (!current) return { id, default_id: null };
    if (removed.isDefault && !current.isDefault) {
      await tx.update(addresses).set({ isDefault: true, updatedAt: clock.now() }).where(eq(addresses.id, current.id));
    }
    return { id, default_id: current.id };
  });
