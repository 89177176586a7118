// Looks accounts up by e-mail the way the unique index compares them: case-insensitively.
import { and, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema/index';

export type UserRow = typeof users.$inferSelect;

const sameEmail = (email: string) => eq(sql`lower(${users.email})`, email.trim().toLowerCase());

export const findUserByEmail = async (db: DbOrTx, email: string): Promise<UserRow | undefined> => {
  const rows = await db.select().from(users).where(sameEmail(email)).limit(1);
  return rows[0];
};

/** True when another account (not `exceptUserId`) already uses this e-mail. */
export const emailInUse = async (db: DbOrTx, email: string, exceptUserId?: number): Promise<boolean> => {
  const where = exceptUserId === undefined ? sameEmail(email) : and(sameEmail(email), ne(users.id, exceptUserId));
  const rows = await db.select({ id: users.id }).from(users).where(where).limit(1);
  return rows.length > 0;
};
