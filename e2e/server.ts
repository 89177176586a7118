// Starts and stops the BUILT server (dist/server/main.js) on a free port with its own data folder.
// Shared by the browser-journey runner and the HTTP benchmark, so both exercise exactly what `npm start` runs.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const SERVER_ENTRY = path.join(ROOT, 'dist/server/main.js');

export interface StartOptions {
  /** Where the server's stdout/stderr go (kept after stop so a failure can be read). */
  logFile: string;
  /** PostgreSQL server; when absent the embedded database in the data folder is used. */
  databaseUrl?: string;
  /** Extra environment (wins over the defaults below). */
  env?: Record<string, string>;
  /**
   * Runs on the fresh data folder before the server starts, with the environment the server will get (the embedded
   * database is one process's at a time: this is the moment a set-up step may open it).
   */
  prepare?: (server: { dataDir: string; env: NodeJS.ProcessEnv }) => Promise<void>;
  /** How long to wait for /api/health; a fresh embedded database runs initdb (5–7 s) plus migrations and seed. */
  startTimeoutMs?: number;
}

export interface RunningServer {
  port: number;
  /** http://localhost:<port> — the English edition. */
  baseUrl: string;
  /** http://fusion.localhost.jp:<port> — the Japanese edition (needs the host mapped to 127.0.0.1). */
  jpUrl: string;
  /** Temporary DATA_DIR (embedded database, outbox, uploads); removed by stop(). */
  dataDir: string;
  outboxDir: string;
  logFile: string;
  /** Last lines of the server's output. */
  logTail(lines?: number): string;
  /** Current size of the output file: pass it to logSince() to read only what came after. */
  logOffset(): number;
  /** The server's output written since a logOffset(). */
  logSince(offset: number): string;
  stop(): Promise<void>;
}

/** Asks the OS for a free port (bind to 0, read it, release it). */
export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => (port ? resolve(port) : reject(new Error('no free port'))));
    });
  });

const exited = (child: ChildProcess): Promise<number | null> =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve(child.exitCode)
    : new Promise((resolve) => child.once('exit', (code) => resolve(code)));

const tail = (file: string, lines: number): string => {
  try {
    return fs.readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n');
  } catch {
    return '(no server output)';
  }
};

const healthy = async (url: string): Promise<boolean> => {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
    return res.ok;
  } catch {
    return false;
  }
};

/** Polls a condition until it holds or the deadline passes (a short pause between checks, never a fixed wait). */
const pollUntil = async (check: () => Promise<boolean>, timeoutMs: number, stopEarly: () => boolean): Promise<boolean> => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (stopEarly()) return false;
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 150));
  }
  return false;
};

export const startServer = async (opts: StartOptions): Promise<RunningServer> => {
  if (!fs.existsSync(SERVER_ENTRY)) {
    throw new Error(`${path.relative(process.cwd(), SERVER_ENTRY)} not found: run \`npm run build\` first`);
  }
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fusion-run-'));
  const baseUrl = `http://localhost:${port}`;
  fs.mkdirSync(path.dirname(opts.logFile), { recursive: true });
  const logFd = fs.openSync(opts.logFile, 'w');

  // Start from the caller's environment but drop anything that would point the server elsewhere.
  const env: NodeJS.ProcessEnv = { ...process.env };
  delete env.DATABASE_URL;
  delete env.SMTP_URL;
  Object.assign(env, {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: baseUrl,
    // the header links the editions to each other at these addresses
    PUBLIC_URL_JP: `http://fusion.localhost.jp:${port}`,
    // scrypt at 2^12 keeps sign-ups in the journeys quick; production uses the default 2^15.
    SCRYPT_LOG_N: '12',
    // As behind a reverse proxy on this machine: the journeys' sign-ups come from many customers, each named by its
    // X-Forwarded-For address (flows.ts registerViaApi), not all from 127.0.0.1 against the per-address sign-up limit.
    TRUST_PROXY: 'loopback',
    ...(opts.databaseUrl ? { DATABASE_URL: opts.databaseUrl } : {}),
    ...opts.env,
  });

  if (opts.prepare) {
    try {
      await opts.prepare({ dataDir, env });
    } catch (err) {
      fs.closeSync(logFd);
      fs.rmSync(dataDir, { recursive: true, force: true });
      throw err;
    }
  }

  const child = spawn(process.execPath, ['--enable-source-maps', SERVER_ENTRY], {
    cwd: ROOT,
    env,
    stdio: ['ignore', logFd, logFd],
  });
  fs.closeSync(logFd); // the child holds its own copy
  // If the runner dies (uncaught error, process.exit), do not leave the server behind holding its port.
  const orphanGuard = () => {
    child.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  process.once('exit', orphanGuard);
  let gone = false;
  const exit = exited(child).then((code) => {
    gone = true;
    process.off('exit', orphanGuard);
    return code;
  });

  const stop = async (): Promise<void> => {
    if (!gone) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exit;
      clearTimeout(timer);
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };

  const up = await pollUntil(() => healthy(`${baseUrl}/api/health`), opts.startTimeoutMs ?? 120_000, () => gone);
  if (!up) {
    const code = gone ? await exit : undefined;
    await stop();
    throw new Error(
      `server did not become healthy on ${baseUrl}` +
        (gone ? ` (it exited with code ${code})` : '') +
        `\n--- server output (${opts.logFile}) ---\n${tail(opts.logFile, 60)}`,
    );
  }

  return {
    port,
    baseUrl,
    jpUrl: `http://fusion.localhost.jp:${port}`,
    dataDir,
    outboxDir: path.join(dataDir, 'outbox'),
    logFile: opts.logFile,
    logTail: (lines = 60) => tail(opts.logFile, lines),
    logOffset: () => (fs.existsSync(opts.logFile) ? fs.statSync(opts.logFile).size : 0),
    logSince: (offset) => {
      try {
        return fs.readFileSync(opts.logFile).subarray(offset).toString('utf8');
      } catch {
        return '';
      }
    },
    stop,
  };
};
