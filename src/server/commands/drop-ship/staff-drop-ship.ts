// The console's drop-shipping screen (issue 15): staff put goods in storage for a customer (customers.edit; the
// customer becomes a drop-shipping customer and is e-mailed) and enter each paid package's tracking number
// (orders.advance; the customer is e-mailed). Both write an audit row in the action's transaction.
import { desc, eq, sql } from 'drizzle-orm';
import type { Deps } from '../../deps';
import type { DbOrTx } from '../../db/client';
import { dropShipLists, dropShipPackages, dropShipStock, users } from '../../db/schema/index';
import { conflict, notFound } from '../../http/errors';
import type { StaffDropShip } from '../../../shared/contracts/drop-ship';
import { writeAudit } from '../staff/audit';
import { mailDropShipStock, mailDropShipTracking } from '../mail/mail-drop-ship';
import { freeUntil, unitsInLists } from './stock';
import { paidCartItems, presentLists } from './present-list';

/** The working list: every customer's stock, and the submitted lists newest first (at most 100). */
export const staffDropShip = async (db: DbOrTx): Promise<StaffDropShip> => {
  const stock = await db.select({ s: dropShipStock, email: users.email }).from(dropShipStock).innerJoin(users, eq(users.id, dropShipStock.userId))
    .orderBy(users.email, dropShipStock.item);
  const used = new Map<number, Map<string, number>>();
  for (const uid of new Set(stock.map((r) => r.s.userId))) used.set(uid, await unitsInLists(db, uid));
  const lists = await db.select({ l: dropShipLists, email: users.email }).from(dropShipLists).innerJoin(users, eq(users.id, dropShipLists.userId))
    .where(eq(dropShipLists.status, 'submitted')).orderBy(desc(dropShipLists.updatedAt), desc(dropShipLists.id)).limit(100);
  const shown = await presentLists(db, lists.map((r) => r.l));
  return {
    stock: stock.map(({ s, email }) => ({
      id: s.id, email, item: s.item, description: s.description, quantity: s.quantity,
      available: Math.max(0, s.quantity - (used.get(s.userId)?.get(s.item) ?? 0)),
      stored_at: s.storedAt.toISOString(), free_until: freeUntil(s.storedAt).toISOString(),
    })),
    lists: shown.map((l, i) => ({ ...l, email: lists[i]!.email })),
  };
};

interface GrantStock { staffId: number; email: string; item: string; description: string; quantity: number }

/** Adds units of an item to a customer's storage; free storage runs again from now (a new delivery). */
export const grantDropShipStock = async (deps: Pick<Deps, 'db' | 'clock'>, g: GrantStock): Promise<StaffDropShip> => {
  await deps.db.transaction(async (tx) => {
    const [customer] = await tx.select({ id: users.id }).from(users).where(eq(users.email, g.email.trim().toLowerCase()));
    if (!customer) throw notFound('No customer has this e-mail address.');
    const now = deps.clock.now();
    const [row] = await tx.insert(dropShipStock)
      .values({ userId: customer.id, item: g.item, description: g.description, quantity: g.quantity, storedAt: now, createdAt: now })
      .onConflictDoUpdate({
        target: [dropShipStock.userId, dropShipStock.item],
        set: { quantity: sql`${dropShipStock.quantity} + ${g.quantity}`, description: g.description, storedAt: now, reminderSentAt: null },
      })
      .returning();
    await writeAudit(tx, { staffId: g.staffId, action: 'customers.edit', recordType: 'drop_ship_stock', recordId: row!.id, after: { ...row, added: g.quantity }, now });
    await mailDropShipStock(tx, customer.id, { item: g.item, added: g.quantity, total: row!.quantity, freeUntil: freeUntil(now) }, now);
  });
  return staffDropShip(deps.db);
};

/** A paid package's tracking number (again: a corrected number replaces the first, and mails again). */
export const enterDropShipTracking = async (deps: Pick<Deps, 'db' | 'clock'>, t: { staffId: number; packageId: number; trackingNumber: string }): Promise<StaffDropShip> => {
  await deps.db.transaction(async (tx) => {
    const [found] = await tx.select({ p: dropShipPackages, l: dropShipLists }).from(dropShipPackages)
      .innerJoin(dropShipLists, eq(dropShipLists.id, dropShipPackages.listId)).where(eq(dropShipPackages.id, t.packageId)).for('update');
    if (!found) throw notFound('Package not found.');
    const paid = found.l.cartItemId !== null && (await paidCartItems(tx, [found.l.cartItemId])).has(found.l.cartItemId);
    // spec services: goods ship only after the shipping fees are paid
    if (!paid) throw conflict('errors.dropShipUnpaid', 'The shipping fees of this list are not paid yet.');
    const now = deps.clock.now();
    const [after] = await tx.update(dropShipPackages).set({ trackingNumber: t.trackingNumber, shippedAt: found.p.shippedAt ?? now })
      .where(eq(dropShipPackages.id, t.packageId)).returning();
    await writeAudit(tx, { staffId: t.staffId, action: 'orders.advance', recordType: 'drop_ship_package', recordId: t.packageId, before: found.p, after, now });
    await mailDropShipTracking(tx, found.l.userId, { listId: found.l.id, packageId: t.packageId, address: found.p.address, trackingNumber: t.trackingNumber }, now);
  });
  return staffDropShip(deps.db);
};

