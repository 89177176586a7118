// A customer's goods in storage for drop shipping (issue 15): what they have, what is still free for a list, and the
// rule that drop-shipping pages and calls exist only for customers with goods in storage (spec services: "drop-shipping
// features are only for those with drop-shipping orders") — anyone else gets 404, as for a record that is not theirs.
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { dropShipLists, dropShipPackages, dropShipStock } from '../../db/schema/index';
import { notFound } from '../../http/errors';
import { FREE_STORAGE_MONTHS } from '../../../shared/contracts/drop-ship';

export type StockRow = typeof dropShipStock.$inferSelect;

export const stockOf = (db: DbOrTx, userId: number): Promise<StockRow[]> =>
  db.select().from(dropShipStock).where(eq(dropShipStock.userId, userId)).orderBy(dropShipStock.item);

/** Units of each item already in the customer's submitted lists. */
export const unitsInLists = async (db: DbOrTx, userId: number): Promise<Map<string, number>> => {
  const rows = await db
    .select({ item: dropShipPackages.item, units: sql<number>`sum(${dropShipPackages.quantity})::int` })
    .from(dropShipPackages)
    .innerJoin(dropShipLists, eq(dropShipLists.id, dropShipPackages.listId))
    .where(and(eq(dropShipLists.userId, userId), eq(dropShipLists.status, 'submitted')))
    .groupBy(dropShipPackages.item);
  return new Map(rows.map((r) => [r.item, r.units]));
};

/** Free units per item: received minus those in submitted lists. */
export const availableStock = async (db: DbOrTx, userId: number): Promise<{ stock: StockRow[]; available: Map<string, number> }> => {
  const stock = await stockOf(db, userId);
  const used = await unitsInLists(db, userId);
  return { stock, available: new Map(stock.map((s) => [s.item, Math.max(0, s.quantity - (used.get(s.item) ?? 0))])) };
};

export const freeUntil = (storedAt: Date): Date => {
  const d = new Date(storedAt);
  d.setUTCMonth(d.getUTCMonth() + FREE_STORAGE_MONTHS);
  return d;
};

export const hasDropShip = async (db: DbOrTx, userId: number): Promise<boolean> =>
  (await db.select({ id: dropShipStock.id }).from(dropShipStock).where(eq(dropShipStock.userId, userId)).limit(1)).length > 0;

/** Throws 404 unless the customer has goods in storage. */
export const requireDropShipCustomer = async (db: DbOrTx, userId: number): Promise<void> => {
  if (!(await hasDropShip(db, userId))) throw notFound();
};
