// Starts the server: config, database (migrations applied), first-run seed, HTTP listen.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createLogger } from './logging';
import { loadConfig } from './config';
import { systemClock } from './clock';
import { openDatabase } from './db/open';
import { demoAccountsInUse, seedIfEmpty } from './db/seed/index';
import { demoAllowed, demoSettings, isProduction, refusalMessage } from './production-check';
import { loadPaymentConfig } from './integrations/payments/config';
import { outboxMailer, smtpMailer } from './integrations/mail/mailer';
import { buildApp } from './app';
import { startJobs } from './jobs/scheduler';
import { closeGerberWorkers, gerberWorkerPool } from './integrations/files/index';
import { closeBomWorkers } from './integrations/files/bom/index';
import { closePictureWorkers } from './integrations/files/picture';
import { closeMeshWorkers } from './integrations/files/mesh/index';
import { CAD_WORKER_LIMITS, cadWorkerPool, closeCadWorkers } from './integrations/files/cad/worker-pool';

const config = loadConfig();
const log = createLogger(config.logLevel);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Production must not run on demo settings (production-check.ts): refuse, or say what ALLOW_DEMO_IN_PRODUCTION let through. */
const guardProduction = (problems: string[]): void => {
  if (!isProduction(process.env) || problems.length === 0) return;
  if (demoAllowed(process.env)) {
    log.warn({ problems }, 'starting in production with demo settings (ALLOW_DEMO_IN_PRODUCTION=1)');
    return;
  }
  console.error(refusalMessage(problems));
  process.exit(1);
};
guardProduction(demoSettings(config, loadPaymentConfig(), process.env));

const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
log.info({ database: handle.kind }, 'database ready, migrations applied');
if (isProduction(process.env)) {
  const demoAccounts = await demoAccountsInUse(handle.db);
  if (demoAccounts.length && !demoAllowed(process.env)) await handle.close();
  guardProduction(demoAccounts.map((e) => `the demo account ${e} still has the README's password: delete it or change its password`));
}
const demo = await seedIfEmpty({ db: handle.db, clock: systemClock, config });

const mailer = config.smtpUrl
  ? smtpMailer(config.smtpUrl, config.mailFrom)
  : outboxMailer(path.join(config.dataDir, 'outbox'), config.mailFrom);

const deps = { db: handle.db, clock: systemClock, config, mailer, log };
const app = await buildApp({
  deps,
  webDir: path.join(root, 'dist/web'),
  logger: true,
});

const shutdown = async (signal: string) => {
  log.info({ signal }, 'shutting down');
  await jobs.stop();
  await app.close();
  await closeGerberWorkers();
  await closeBomWorkers();
  await closeMeshWorkers();
  await closeCadWorkers();
  await closePictureWorkers();
  await handle.close();
  process.exit(0);
};

await app.listen({ port: config.port, host: config.host });
// A cold Gerber worker takes ~1–2 s to load its libraries; start one now so the first upload is quick.
gerberWorkerPool().warmUp();
// The CAD worker loads occt-import-js's WebAssembly at start (seconds): warm it too, kept for 15 idle minutes.
cadWorkerPool().warmUp(CAD_WORKER_LIMITS.maxOldGenerationSizeMb);
// Timed rules (unpaid orders cancelled after a month, ...) as idempotent sweeps.
const jobs = startJobs(deps);
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));
const url = `http://localhost:${config.port}`;
console.log(`\n  Fusion is running at ${url}`);
console.log(`  Japanese edition: http://fusion.localhost.jp:${config.port} (map the host to 127.0.0.1, see README)`);
if (demo) console.log(`  Demo customer: ${demo.email} / ${demo.password}\n`);
