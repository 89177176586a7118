// PUT /v1/user/address/update?id=. Another account's address is "not found". Setting is_default moves the default
// here; clearing it on the current default is ignored, because an address book with entries always has one.
import { and, eq, ne } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { addresses } from '../../db/schema/index';
import type { AddressBody, AddressSaved } from '../../../shared/contracts/address';
import type { Lang } from '../../../shared/ids';
import { notFound } from '../../http/errors';
import { checkAddress } from './check-address';
import { lockAddressOwner } from './lock-owner';
import { presentAddress } from './present-address';

export const addressNotFound = () => notFound('Address not found.');

export const updateAddress = async (
  { db, clock }: Pick<Deps, 'db' | 'clock'>,
  userId: number,
  id: number,
  body: AddressBody,
  lang: Lang,
): Promise<AddressSaved> => {
  const { values, warnings } = checkAddress(body);
  return db.transaction(async (tx) => {
    await lockAddressOwner(tx, userId);
    const now = clock.now();
    const [current] = await tx
      .select({ isDefault: addresses.isDefault })
      .from(addresses)
      .where(and(eq(addresses.id, id), eq(addresses.userId, userId)));
    if (!current) throw addressNotFound();
    const makeDefault = current.isDefault || body.is_default;
    if (makeDefault && !current.isDefault) {
      await tx
        .update(addresses)
        .set({ isDefault: false, updatedAt: now })
        .where(and(eq(addresses.userId, userId), eq(addresses.isDefault, true), ne(addresses.id, id)));
    }
    const [saved] = await tx
      .update(addresses)
      .set({ ...values, isDefault: makeDefault, updatedAt: now })
      .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
      .returning();
    if (!saved) throw addressNotFound();
    return { address: presentAddress(saved, lang), warnings };
  });
};
