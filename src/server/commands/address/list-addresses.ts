// GET /v1/user/address/index: the account's addresses, the default first, then the newest.
import { desc, eq } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { addresses } from '../../db/schema/index';
import type { Address } from '../../../shared/contracts/address';
import type { Lang } from '../../../shared/ids';
import { presentAddress } from './present-address';

export const listAddresses = async ({ db }: Pick<Deps, 'db'>, userId: number, lang: Lang): Promise<Address[]> => {
  const rows = await db
    .select()
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(desc(addresses.isDefault), desc(addresses.createdAt), desc(addresses.id));
  return rows.map((r) => presentAddress(r, lang));
};
