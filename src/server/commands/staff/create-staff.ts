// Creates a staff account, or changes an existing staff account's role (npm run staff:create -- email role).
// Staff accounts never come from registration. An e-mail that belongs to a customer is refused: one account is
// either a customer or staff, so a customer's session can never carry staff rights.
import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/index';
import { hashPassword } from '../../security/passwords';
import { isStaffRole, STAFF_ROLES, type StaffRole } from '../../../shared/staff';

interface CreateStaff {
  email: string;
  role: string;
  scryptLogN: number;
  clock: Clock;
}

type CreateStaffResult =
  | { kind: 'created'; id: number; role: StaffRole; password: string }
  | { kind: 'role-changed'; id: number; role: StaffRole; from: string | null }
  | { kind: 'refused'; reason: string };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const createStaff = async (db: Db, c: CreateStaff): Promise<CreateStaffResult> => {
  const email = c.email.trim();
  if (!EMAIL.test(email)) return { kind: 'refused', reason: `not an e-mail address: ${c.email}` };
  if (!isStaffRole(c.role)) return { kind: 'refused', reason: `unknown role ${c.role}; one of ${STAFF_ROLES.join(', ')}` };
  const [existing] = await db.select().from(users).where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  if (existing && existing.userType !== 'staff') {
    return { kind: 'refused', reason: `${email} is a customer account; staff use their own account` };
  }
  if (existing) {
    await db.update(users).set({ staffRole: c.role, updatedAt: c.clock.now() }).where(eq(users.id, existing.id));
    return { kind: 'role-changed', id: existing.id, role: c.role, from: existing.staffRole };
  }
  // A one-time password, shown once; the new colleague changes it on the profile page (or uses "forgot password").
  const password = crypto.randomBytes(12).toString('base64url');
  const [row] = await db
    .insert(users)
    .values({ email, passwordHash: await hashPassword(password, c.scryptLogN), userType: 'staff', staffRole: c.role, nickname: email.split('@')[0] ?? '' })
    .returning({ id: users.id });
  if (!row) throw new Error('staff account not inserted');
  return { kind: 'created', id: row.id, role: c.role, password };
};
