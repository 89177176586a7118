// The journeys' staff: one account per role (issue 9: "a sales user answers a premium quote", "finance confirms a
// wire transfer", ...), created before the server starts through createStaff, the command behind
// `npm run staff:create -- email role`, so the journeys sign in with exactly what a new colleague is given (a
// one-time password). The demo seed's admin (staff@fusion.test) stays for local use and is not used by the journeys.
//
// The embedded database belongs to one process at a time (its folder lock), so this runs on the server's fresh data
// folder before the server opens it. The product's first-run seed runs first, as the server would: it seeds the demo
// accounts only into an empty database, and the journeys use the demo customer.
import { systemClock } from '../src/server/clock';
import { openDatabase } from '../src/server/db/open';
import { seedIfEmpty } from '../src/server/db/seed/index';
import { createStaff } from '../src/server/commands/staff/create-staff';
import type { StaffRole } from '../src/shared/staff';
import type { Journey } from './harness';

export type JourneyStaffRole = Exclude<StaffRole, 'admin'>;
export interface StaffAccount {
  email: string;
  password: string;
}
export type StaffAccounts = Record<JourneyStaffRole, StaffAccount>;

const ROLES: JourneyStaffRole[] = ['sales', 'engineering', 'finance', 'content'];

/** The address each role's journey account gets (engineering's also receives the staff notifications by default). */
export const staffEmail = (role: JourneyStaffRole): string => `e2e-${role}@fusion.test`;

/** Seeds the fresh database like a first start, then creates the four role accounts; answers their sign-ins. */
export const createStaffAccounts = async (db: { dataDir: string; scryptLogN: number }): Promise<StaffAccounts> => {
  const handle = await openDatabase({ dataDir: db.dataDir });
  try {
    await seedIfEmpty({ db: handle.db, clock: systemClock, config: { scryptLogN: db.scryptLogN, seedDemo: true } });
    const accounts: Partial<StaffAccounts> = {};
    for (const role of ROLES) {
      const email = staffEmail(role);
      const result = await createStaff(handle.db, { email, role, scryptLogN: db.scryptLogN, clock: systemClock });
      if (result.kind !== 'created') throw new Error(`staff account ${email} not created: ${JSON.stringify(result)}`);
      accounts[role] = { email, password: result.password };
    }
    return accounts as StaffAccounts;
  } finally {
    await handle.close();
  }
};

/** Runs the selected journeys' set-up steps (Journey.prepare) on the fresh database, after the seed and the staff. */
export const prepareJourneys = async (db: { dataDir: string; scryptLogN: number }, journeys: readonly Journey[]): Promise<void> => {
  if (journeys.length === 0) return;
  const handle = await openDatabase({ dataDir: db.dataDir });
  try {
    for (const j of journeys) await j.prepare?.({ db: handle.db, scryptLogN: db.scryptLogN });
  } finally {
    await handle.close();
  }
};
