// Starts the server: `npm start` runs one process; WORKERS=n runs n sharing the port (cluster.ts). The database is
// prepared (migrations, first-run seed) once, before any process serves.
import cluster from 'node:cluster';
import { bufferedStdout, createLogger } from './logging';
import { loadConfig } from './config';
import { prepareDatabase, serve, type Prepared } from './serve';
import { runPrimary } from './cluster';

const config = loadConfig();
const log = createLogger(config.logLevel, bufferedStdout());

const announce = (demo: { email: string; password: string } | undefined) => {
  const url = `http://localhost:${config.port}`;
  console.log(`\n  Fusion is running at ${url}${config.workers > 1 ? ` (${config.workers} processes)` : ''}`);
  console.log(`  Japanese edition: http://fusion.localhost.jp:${config.port} (map the host to 127.0.0.1, see README)`);
  if (demo) console.log(`  Demo customer: ${demo.email} / ${demo.password}\n`);
};

const serveHere = async (prepared?: Prepared) => {
  const served = await serve(config, log, prepared?.handle);
  const stop = (signal: string) => {
    served.shutdown(signal).then(
      () => process.exit(0),
      (err: unknown) => {
        log.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
};

if (cluster.isWorker) {
  await serveHere();
} else if (config.workers > 1) {
  // the embedded database belongs to one process (its lock file): several need a PostgreSQL server
  if (!config.databaseUrl) {
    console.error('WORKERS > 1 needs DATABASE_URL (a PostgreSQL server); the embedded database serves one process.');
    process.exit(1);
  }
  const prepared = await prepareDatabase(config, log);
  await prepared.handle.close();
  await runPrimary(config, log, () => announce(prepared.demo));
  process.exit(0);
} else {
  const prepared = await prepareDatabase(config, log);
  await serveHere(prepared);
  announce(prepared.demo);
}
