// POST /v1/user/address/create. The first address becomes the default; a new default clears the old one in the
// same transaction.
import { and, count, eq } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { addresses } from '../../db/schema/index';
import type { AddressBody, AddressSaved } from '../../../shared/contracts/address';
import type { Lang } from '../../../shared/ids';
import { conflict } from '../../http/errors';
import { checkAddress } from './check-address';
import { lockAddressOwner } from './lock-owner';
import { presentAddress } from './present-address';

/** Keeps one account from filling the table; far above what a customer uses. */
const MAX_ADDRESSES = 50;

export const createAddress = async (
  { db, clock }: Pick<Deps, 'db' | 'clock'>,
  userId: number,
  body: AddressBody,
  lang: Lang,
): Promise<AddressSaved> => {
  const { values, warnings } = checkAddress(body);
  return db.transaction(async (tx) => {
    await lockAddressOwner(tx, userId);
    const now = clock.now();
    const [row] = await tx.select({ n: count() }).from(addresses).where(eq(addresses.userId, userId));
    const existing = row?.n ?? 0;
    if (existing >= MAX_ADDRESSES) throw conflict('errors.addressLimit', `At most ${MAX_ADDRESSES} addresses can be saved.`);
    const makeDefault = body.is_default || existing === 0;
    if (makeDefault) {
      await tx
        .update(addresses)
        .set({ isDefault: false, updatedAt: now })
        .where(and(eq(addresses.userId, userId), eq(addresses.isDefault, true)));
    }
    const [saved] = await tx
      .insert(addresses)
      .values({ ...values, userId, isDefault: makeDefault, createdAt: now, updatedAt: now })
      .returning();
    if (!saved) throw new Error('address insert returned no row');
    return { address: presentAddress(saved, lang), warnings };
  });
};
