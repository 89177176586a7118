// One server process: database (migrations applied unless the cluster's primary did), first-run seed, the background
// work, HTTP listen, and a graceful shutdown. Run alone by main.ts, or as one of WORKERS processes (cluster.ts).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Logger } from 'pino';
import type { Config } from './config';
import { systemClock } from './clock';
import { openDatabase } from './db/open';
import type { DbHandle } from './db/client';
import { demoAccountsInUse, seedIfEmpty } from './db/seed/index';
import { demoAllowed, demoSettings, isProduction, refusalMessage } from './production-check';
import { loadPaymentConfig } from './integrations/payments/config';
import { outboxMailer, smtpMailer } from './integrations/mail/mailer';
import { closeStorage } from './integrations/storage/index';
import { buildApp } from './app';
import { startBackgroundWork } from './jobs/index';
import { startDraining } from './http/operations';
import { closeGerberWorkers, gerberWorkerPool } from './integrations/files/index';
import { closeBomWorkers } from './integrations/files/bom/index';
import { closePictureWorkers } from './integrations/files/picture';
import { closeMeshWorkers } from './integrations/files/mesh/index';
import { CAD_WORKER_LIMITS, cadWorkerPool, closeCadWorkers } from './integrations/files/cad/worker-pool';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** A shutdown that has not finished by then (a stuck request, a hung connection) ends the process anyway. */
const SHUTDOWN_LIMIT_MS = 60_000;

/** Production must not run on demo settings (production-check.ts): refuse, or say what ALLOW_DEMO_IN_PRODUCTION let through. */
export const guardProduction = (log: Logger, problems: string[]): void => {
  if (!isProduction(process.env) || problems.length === 0) return;
  if (demoAllowed(process.env)) {
    log.warn({ problems }, 'starting in production with demo settings (ALLOW_DEMO_IN_PRODUCTION=1)');
    return;
  }
  console.error(refusalMessage(problems));
  process.exit(1);
};

export interface Prepared {
  /** Still open: a single process serves on it, the cluster's primary closes it. */
  handle: DbHandle;
  demo: { email: string; password: string } | undefined;
}

/** Opens the database, applies the migrations and seeds a first run: once per start, before any worker. */
export const prepareDatabase = async (config: Config, log: Logger): Promise<Prepared> => {
  guardProduction(log, demoSettings(config, loadPaymentConfig(), process.env));
  const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  log.info({ database: handle.kind }, 'database ready, migrations applied');
  if (isProduction(process.env)) {
    const demoAccounts = await demoAccountsInUse(handle.db);
    if (demoAccounts.length && !demoAllowed(process.env)) await handle.close();
    guardProduction(log, demoAccounts.map((e) => `the demo account ${e} still has the README's password: delete it or change its password`));
  }
  return { handle, demo: await seedIfEmpty({ db: handle.db, clock: systemClock, config }) };
};

export interface Served {
  /** Drains and stops; resolves when everything is closed. */
  shutdown(signal: string): Promise<void>;
}

/** Serves HTTP in this process, on `prepared` (a single process) or on a new pool (a cluster worker: the primary
 *  prepared the database). */
export const serve = async (config: Config, log: Logger, prepared?: DbHandle): Promise<Served> => {
  const handle = prepared ?? (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, migrate: false }));
  const mailer = config.smtpUrl
    ? smtpMailer(config.smtpUrl, config.mailFrom)
    : outboxMailer(path.join(config.dataDir, 'outbox'), config.mailFrom);
  const deps = { db: handle.db, reads: handle.reads, ...(handle.readCache ? { readCache: handle.readCache } : {}), clock: systemClock, config, mailer, log };
  const work = await startBackgroundWork(deps, handle);
  const app = await buildApp({
    deps,
    webDir: path.join(root, 'dist/web'),
    logger: true,
    metrics: { pool: handle.pool, ...(work.queueDepth ? { queueDepth: work.queueDepth } : {}) },
    ...(work.onMailQueued ? { onMailQueued: work.onMailQueued } : {}),
  });

  let stopping: Promise<void> | null = null;
  const shutdown = (signal: string): Promise<void> => {
    stopping ??= (async () => {
      log.info({ signal }, 'shutting down: readiness fails now, requests in flight finish');
      setTimeout(() => {
        log.error('shutdown took too long, exiting');
        process.exit(1);
      }, SHUTDOWN_LIMIT_MS).unref();
      startDraining(app);
      if (config.shutdownDrainMs > 0) await new Promise((r) => setTimeout(r, config.shutdownDrainMs));
      await app.close(); // stops accepting, waits for the requests in flight, then the mail run
      await work.stop();
      await Promise.all([closeGerberWorkers(), closeBomWorkers(), closePictureWorkers(), closeMeshWorkers(), closeCadWorkers(), closeStorage()]);
      await handle.close();
    })();
    return stopping;
  };

  await app.listen({ port: config.port, host: config.host });
  // A cold Gerber worker takes ~1–2 s to load its libraries; start one now so the first upload is quick.
  gerberWorkerPool().warmUp();
  // The CAD worker loads occt-import-js's WebAssembly at start (seconds): warm it too, kept for 15 idle minutes.
  cadWorkerPool().warmUp(CAD_WORKER_LIMITS.maxOldGenerationSizeMb);
  return { shutdown };
};
