// npm run staff:create -- <email> <role>
// Creates a staff account with a one-time password (printed once), or changes an existing staff account's role.
// Roles: admin, sales, engineering, finance, content (src/shared/staff.ts). Uses the same database settings as the
// server (DATABASE_URL, or the embedded database under DATA_DIR, which must not be open in a running server).
import { systemClock } from '../src/server/clock';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/open';
import { createStaff } from '../src/server/commands/staff/create-staff';

const [email, role] = process.argv.slice(2);
if (!email || !role) {
  console.error('usage: npm run staff:create -- <email> <admin|sales|engineering|finance|content>');
  process.exit(2);
}
const config = loadConfig();
const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  const result = await createStaff(handle.db, { email, role, scryptLogN: config.scryptLogN, clock: systemClock });
  if (result.kind === 'refused') {
    console.error(`refused: ${result.reason}`);
    process.exitCode = 1;
  } else if (result.kind === 'created') {
    console.log(`created staff account ${email} (id ${result.id}, role ${result.role})`);
    console.log(`one-time password: ${result.password}  (change it after the first sign-in)`);
  } else {
    console.log(`${email} (id ${result.id}): role ${result.from ?? 'none'} → ${result.role}`);
  }
} finally {
  await handle.close();
}
