// Test support (used only by the cart API tests): what the API cannot do on purpose — make an account staff
// (staff accounts are seeded, never signed up), read an item's history rows, and give a customer an analysed upload
// without running the Gerber workers (items need their design file to be checked out, issue 8 §4).
import crypto from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cartCancelReasons, cartItemHistory, uploads, users } from '../../db/schema/index';

export const insertTestUpload = async (db: Db, ownerId: number, name = 'board.zip'): Promise<string> => {
  const id = crypto.randomUUID();
  await db.insert(uploads).values({
    id, ownerId, kind: 'gerber', status: 'analysed', analysis: {}, originalName: name, storageKey: `test-${id}`, sizeBytes: 10, sha256: 'x'.repeat(64),
  });
  return id;
};
import type { StaffRole } from '../../../shared/staff';

export const makeStaff = async (db: Db, userId: number, role: StaffRole = 'admin'): Promise<void> => {
  await db.update(users).set({ userType: 'staff', staffRole: role }).where(eq(users.id, userId));
};

export const cartHistoryOf = async (db: Db, cartId: number) =>
  db
    .select({ from: cartItemHistory.fromState, to: cartItemHistory.toState, actor: cartItemHistory.actorType, actorId: cartItemHistory.actorId })
    .from(cartItemHistory)
    .where(eq(cartItemHistory.cartItemId, cartId))
    .orderBy(asc(cartItemHistory.id));

export const cancelReasonOf = async (db: Db, cartId: number) => {
  const [row] = await db.select({ reason: cartCancelReasons.reason, remark: cartCancelReasons.remark }).from(cartCancelReasons).where(eq(cartCancelReasons.cartItemId, cartId));
  return row ?? null;
};
