// First-run seed: demo data for a fresh database (embedded or server). Idempotent: runs only when empty.
import { sql } from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { Config } from '../../config';
import type { Db } from '../client';
import { users } from '../schema/index';
import { hashPassword, verifyPassword } from '../../security/passwords';
import { seedReferenceData } from './reference';

const DEMO_CUSTOMER = { email: 'demo@fusion.test', password: 'fusion-demo', firstName: 'Demo', lastName: 'Maker' };
const DEMO_STAFF = { email: 'staff@fusion.test', password: 'fusion-staff', firstName: 'Shop', lastName: 'Staff' };

interface SeedDeps {
  db: Db;
  clock: Clock;
  config: Pick<Config, 'scryptLogN' | 'seedDemo'>;
}

/** Seeds reference data (menus, content, rates...) and, unless disabled, the demo accounts. */
export const seedIfEmpty = async (deps: SeedDeps): Promise<{ email: string; password: string } | undefined> => {
  await seedReferenceData(deps.db);
  if (!deps.config.seedDemo) return undefined;
  const [row] = await deps.db.select({ n: sql<number>`count(*)::int` }).from(users);
  if ((row?.n ?? 0) > 0) return undefined;
  for (const account of [DEMO_CUSTOMER, DEMO_STAFF]) {
    await deps.db
      .insert(users)
      .values({
        email: account.email,
        passwordHash: await hashPassword(account.password, deps.config.scryptLogN),
        firstName: account.firstName,
        lastName: account.lastName,
        nickname: account.firstName,
        userType: account === DEMO_STAFF ? 'staff' : 'customer',
        // the demo staff account may do everything (README); npm run staff:create makes the others
        staffRole: account === DEMO_STAFF ? 'admin' : null,
      })
      .onConflictDoNothing();
  }
  return { email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password };
};

/** Demo accounts still in the database with the README's passwords (production refuses to start with them). */
export const demoAccountsInUse = async (db: SeedDeps['db']): Promise<string[]> => {
  const found: string[] = [];
  for (const account of [DEMO_CUSTOMER, DEMO_STAFF]) {
    const [row] = await db.select({ passwordHash: users.passwordHash }).from(users).where(sql`lower(${users.email}) = ${account.email}`);
    if (row && (await verifyPassword(account.password, row.passwordHash))) found.push(account.email);
  }
  return found;
};
