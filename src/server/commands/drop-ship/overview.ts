// The customer's drop-shipping pages (issue 15): goods in storage with what is free and until when storage is free,
// and the address lists newest first; one list with its packages.
import { desc, eq } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { dropShipLists } from '../../db/schema/index';
import { notFound } from '../../http/errors';
import { owned } from '../../security/policy';
import type { DropShipList, DropShipOverview } from '../../../shared/contracts/drop-ship';
import { availableStock, freeUntil, hasDropShip, requireDropShipCustomer } from './stock';
import { presentLists } from './present-list';

export const dropShipAccess = async ({ db }: Pick<Deps, 'db'>, userId: number) => ({ enabled: await hasDropShip(db, userId) });

export const dropShipOverview = async ({ db }: Pick<Deps, 'db'>, userId: number): Promise<DropShipOverview> => {
  await requireDropShipCustomer(db, userId);
  const { stock, available } = await availableStock(db, userId);
  const lists = await db.select().from(dropShipLists).where(eq(dropShipLists.userId, userId)).orderBy(desc(dropShipLists.createdAt), desc(dropShipLists.id));
  return {
    stock: stock.map((s) => ({
      item: s.item, description: s.description, quantity: s.quantity, available: available.get(s.item) ?? 0,
      stored_at: s.storedAt.toISOString(), free_until: freeUntil(s.storedAt).toISOString(),
    })),
    // the summary fields of each list (the packages ride along; a customer has a handful of lists)
    lists: await presentLists(db, lists),
  };
};

export const dropShipListDetail = async ({ db }: Pick<Deps, 'db'>, userId: number, id: number): Promise<DropShipList> => {
  await requireDropShipCustomer(db, userId);
  const [list] = await db.select().from(dropShipLists).where(eq(dropShipLists.id, id));
  return (await presentLists(db, [owned(userId, list, () => notFound('List not found.'))]))[0]!;
};
