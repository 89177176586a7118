// HTTP load benchmark (issue 2 §7, issue 17, issue 16): the BUILT server (same start helper as the browser journeys)
// on the embedded database, on PostgreSQL with one process and on PostgreSQL with two (WORKERS=2, node:cluster), and
// beside it a bare reference server (bench/reference-server.ts: plain Fastify 5, the same session lookup on the same
// database). Routes: GET user/info and cart/dashboard (signed in), GET menu/list, POST cart-price (signed in, the
// default board). Each route gets a paced run at a fixed 500 requests/s (p50/p99) and an unpaced run (best
// throughput); the hot routes' best throughput is reported as a ratio of the reference's.
//
// Load generator: wrk in its own process, pinned with taskset to the second core while the server (and the reference)
// are pinned to the first; a Lua script paces the requests to an absolute schedule (one slot every 2 ms, whichever
// connection is free), so the offered rate is steady rather than autocannon's per-connection bursts. Without wrk the
// bench falls back to autocannon in a child process and says so. The PostgreSQL server cannot be pinned (it is the
// machine's service) and runs on both cores; with WORKERS=2 the two server processes use both cores too, shared with
// the load generator. BENCH_DURATION_S / BENCH_WARMUP_S shorten a run; the published figures state theirs.
// For working on one route: BENCH_HTTP_DB=embedded|postgres|postgres2 runs only that set-up (postgres2 = WORKERS=2),
// BENCH_HTTP_ROUTE=<part of a route's path> only the routes whose path contains it (the reference still runs).
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { encodeLoginCode } from '../src/shared/contracts/user';
import { ROOT, freePort, startServer, type RunningServer } from '../e2e/server';

export const RATE = 500; // requests per second, all connections together
const PACED_CONNECTIONS = 20;
const MAX_CONNECTIONS = 32;
export const DURATION_S = Number(process.env.BENCH_DURATION_S) || 10;
export const WARMUP_S = Number(process.env.BENCH_WARMUP_S) || Math.min(3, DURATION_S);
export const TARGET_P99_MS = 10;
/** Issue 17: the hot routes' best throughput at least half the bare reference's. */
export const TARGET_RATIO = 0.5;
const DEMO = { email: 'demo@fusion.test', password: 'fusion-demo' };
const ADMIN_URL = process.env.BENCH_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const CORES = os.availableParallelism();

type Database = 'embedded (PGlite)' | 'PostgreSQL';

export interface RouteResult {
  database: Database;
  /** Server processes (WORKERS). */
  workers: number;
  route: string;
  /** The bare reference server's row. */
  reference?: boolean;
  /** Set when the route could not be measured (missing, failing, database unavailable). */
  problem?: string;
  /** Paced run at RATE. */
  rps?: number;
  p50?: number;
  p99?: number;
  max?: number;
  total?: number;
  errors?: number;
  non2xx?: number;
  /** Unpaced run: requests/s and its p99. */
  bestRps?: number;
  bestP99?: number;
}

interface Route {
  label: string;
  path: string;
  method: 'GET' | 'POST';
  auth: boolean;
  body?: unknown;
}

const ALL_ROUTES: Route[] = [
  { label: 'GET /api/user/info', path: '/api/user/info', method: 'GET', auth: true },
  { label: 'GET /api/menu/list', path: '/api/menu/list', method: 'GET', auth: false },
  {
    label: 'POST /api/v1/cart/cart-price', path: '/api/v1/cart/cart-price', method: 'POST', auth: true,
    body: { product: 'pcb', tier: 0, country: 'US', carrier: 'dhl', values: { sizeConfirmed: true } },
  },
  { label: 'GET /api/v1/cart/dashboard', path: '/api/v1/cart/dashboard', method: 'GET', auth: true },
];
const ROUTES = ALL_ROUTES.filter((r) => r.path.includes(process.env.BENCH_HTTP_ROUTE ?? ''));
const REFERENCE: Route = { label: 'reference: GET /ref/user-info (bare Fastify 5)', path: '/ref/user-info', method: 'GET', auth: true };

// ---- load generator ------------------------------------------------------------------------------------------

const hasCommand = (cmd: string): boolean => {
  try {
    execFileSync('sh', ['-c', `command -v ${cmd}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};
const WRK = hasCommand('wrk');
const TASKSET = hasCommand('taskset') && CORES >= 2;
/** The load generator's core; the server gets the others when pinned. */
const LOAD_CPU = String(CORES - 1);
const SERVER_CPUS = CORES > 2 ? `0-${CORES - 2}` : '0';

interface LoadResult { requests: number; durationS: number; p50: number; p99: number; max: number; errors: number; non2xx: number }

/** wrk's Lua: request shape, optional pacing to an absolute schedule (LuaJIT ffi clock), and a one-line JSON summary. */
const wrkScript = (route: Route, token: string | undefined, rate: number | undefined): string => `
local ffi = require("ffi")
ffi.cdef[[
typedef struct { long tv_sec; long tv_nsec; } bench_timespec;
int clock_gettime(int clk_id, bench_timespec *tp);
]]
local ts = ffi.new("bench_timespec")
local function now_ms() ffi.C.clock_gettime(1, ts); return tonumber(ts.tv_sec) * 1000 + tonumber(ts.tv_nsec) / 1e6 end
wrk.method = "${route.method}"
${route.body ? `wrk.body = ${JSON.stringify(JSON.stringify(route.body))}\nwrk.headers["content-type"] = "application/json"` : ''}
${route.auth && token ? `wrk.headers["x-auth-token"] = "${token}"` : ''}
${rate ? `local interval = ${1000 / rate}
local next_at = nil
function delay()
  local now = now_ms()
  if next_at == nil or next_at < now - 100 then next_at = now end
  next_at = next_at + interval
  local d = next_at - now
  if d < 0 then return 0 end
  return d
end` : ''}
function done(summary, latency, requests)
  local e = summary.errors
  io.write(string.format('RESULT {"requests":%d,"duration_us":%d,"p50":%d,"p99":%d,"max":%d,"errors":%d,"non2xx":%d}\\n',
    summary.requests, summary.duration, latency:percentile(50), latency:percentile(99), latency.max,
    e.connect + e.read + e.write + e.timeout, e.status))
end
`;

const runWrk = (url: string, route: Route, token: string | undefined, durationS: number, rate: number | undefined): LoadResult => {
  const script = path.join(os.tmpdir(), `fusion-bench-${process.pid}-${crypto.randomBytes(3).toString('hex')}.lua`);
  fs.writeFileSync(script, wrkScript(route, token, rate));
  try {
    const args = ['-t1', `-c${rate ? PACED_CONNECTIONS : MAX_CONNECTIONS}`, `-d${durationS}s`, '--timeout', '10s', '-s', script, url];
    const out = TASKSET
      ? execFileSync('taskset', ['-c', LOAD_CPU, 'wrk', ...args], { encoding: 'utf8' })
      : execFileSync('wrk', args, { encoding: 'utf8' });
    const json = /RESULT (\{.*\})/.exec(out)?.[1];
    if (!json) throw new Error(`wrk printed no result: ${out.slice(-300)}`);
    const r = JSON.parse(json) as { requests: number; duration_us: number; p50: number; p99: number; max: number; errors: number; non2xx: number };
    return { requests: r.requests, durationS: r.duration_us / 1e6, p50: r.p50 / 1000, p99: r.p99 / 1000, max: r.max / 1000, errors: r.errors, non2xx: r.non2xx };
  } finally {
    fs.rmSync(script, { force: true });
  }
};

/** Fallback: autocannon in a child process (pinned like wrk), never in the benchmark's own event loop. */
const runAutocannon = (url: string, route: Route, token: string | undefined, durationS: number, rate: number | undefined): LoadResult => {
  const opts = {
    url, method: route.method, duration: durationS, connections: rate ? PACED_CONNECTIONS : MAX_CONNECTIONS, timeout: 10,
    ...(rate ? { overallRate: rate } : {}),
    headers: { ...(route.auth && token ? { 'x-auth-token': token } : {}), ...(route.body ? { 'content-type': 'application/json' } : {}) },
    ...(route.body ? { body: JSON.stringify(route.body) } : {}),
  };
  const code = `require('autocannon')(${JSON.stringify(opts)}).then((r) => console.log('RESULT ' + JSON.stringify({
    requests: r.requests.total, durationS: r.duration, p50: r.latency.p50, p99: r.latency.p99, max: r.latency.max,
    errors: r.errors + r.timeouts, non2xx: r.non2xx })))`;
  const args = ['-e', code];
  const out = TASKSET
    ? execFileSync('taskset', ['-c', LOAD_CPU, process.execPath, ...args], { encoding: 'utf8', cwd: ROOT })
    : execFileSync(process.execPath, args, { encoding: 'utf8', cwd: ROOT });
  const json = /RESULT (\{.*\})/.exec(out)?.[1];
  if (!json) throw new Error(`autocannon printed no result: ${out.slice(-300)}`);
  return JSON.parse(json) as LoadResult;
};

const load = WRK ? runWrk : runAutocannon;

/** Pins a process (all its threads) to the given CPUs; children started afterwards inherit it. */
const pin = (pid: number, cpus: string): void => {
  if (!TASKSET) return;
  try {
    execFileSync('taskset', ['-a', '-p', '-c', cpus, String(pid)], { stdio: 'ignore' });
  } catch {
    // not permitted here: the run still measures, unpinned
  }
};

// ---- servers ---------------------------------------------------------------------------------------------------

interface Envelope { code?: number; msg?: string; data?: { token?: string } }

const signIn = async (baseUrl: string): Promise<string> => {
  const res = await fetch(`${baseUrl}/api/user/login`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ code: encodeLoginCode(DEMO) }),
  });
  const body = (await res.json().catch(() => ({}))) as Envelope;
  if (!res.ok || body.code !== 0 || !body.data?.token) throw new Error(`demo sign-in failed: HTTP ${res.status} code ${String(body.code)} ${String(body.msg)}`);
  return body.data.token;
};

/** One request first: a missing or failing route is reported instead of load-tested. */
const probe = async (baseUrl: string, route: Route, token: string | undefined): Promise<string | undefined> => {
  const res = await fetch(`${baseUrl}${route.path}`, {
    method: route.method,
    headers: { ...(route.auth && token ? { 'x-auth-token': token } : {}), ...(route.body ? { 'content-type': 'application/json' } : {}) },
    body: route.body ? JSON.stringify(route.body) : undefined,
  });
  const body = (await res.json().catch(() => ({}))) as Envelope;
  if (res.status === 404) return 'route not found (404)';
  if (!res.ok || body.code !== 0) return `answers HTTP ${res.status} code ${String(body.code)} (${String(body.msg)})`;
  return undefined;
};

const measureRoute = async (
  baseUrl: string, route: Route, token: string | undefined, base: Pick<RouteResult, 'database' | 'workers'>, log: (s: string) => void,
): Promise<RouteResult> => {
  const problem = await probe(baseUrl, route, token);
  if (problem) {
    log(`  ${base.database} ×${base.workers} ${route.label}: ${problem}`);
    return { ...base, route: route.label, reference: route === REFERENCE, problem };
  }
  const url = `${baseUrl}${route.path}`;
  load(url, route, token, WARMUP_S, RATE); // JIT, pools, caches: discarded
  const paced = load(url, route, token, DURATION_S, RATE);
  const best = load(url, route, token, DURATION_S, undefined);
  const result: RouteResult = {
    ...base, route: route.label, reference: route === REFERENCE,
    rps: paced.requests / paced.durationS, p50: round(paced.p50), p99: round(paced.p99), max: round(paced.max),
    total: paced.requests, errors: paced.errors, non2xx: paced.non2xx,
    bestRps: best.requests / best.durationS, bestP99: round(best.p99),
  };
  log(`  ${base.database} ×${base.workers} ${route.label}: ${result.rps?.toFixed(0)} req/s p50 ${result.p50} p99 ${result.p99} ms; ` +
    `best ${result.bestRps?.toFixed(0)} req/s (errors ${paced.errors + best.errors}, non-2xx ${paced.non2xx + best.non2xx})`);
  return result;
};

const round = (ms: number): number => Math.round(ms * 100) / 100;
const logFile = (name: string): string => path.join(os.tmpdir(), `fusion-bench-${name}-${process.pid}.log`);

/** Starts bench/reference-server.ts; answers its base URL and a stop function. */
const startReference = async (env: Record<string, string>): Promise<{ baseUrl: string; stop: () => Promise<void> }> => {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'bench/reference-server.ts')], {
    cwd: ROOT, env: { ...process.env, ...env, PORT: String(port) }, stdio: ['ignore', 'pipe', 'inherit'],
  });
  const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('reference server did not start in 60 s')), 60_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('listening')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`reference server exited (${String(code)})`));
    });
  });
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    stop: async () => {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await gone;
      clearTimeout(timer);
    },
  };
};

interface Setup { database: Database; workers: number }
const SETUPS_BY_NAME: Record<string, Setup> = {
  embedded: { database: 'embedded (PGlite)', workers: 1 },
  postgres: { database: 'PostgreSQL', workers: 1 },
  postgres2: { database: 'PostgreSQL', workers: 2 },
};
const SETUPS: Setup[] = process.env.BENCH_HTTP_DB
  ? process.env.BENCH_HTTP_DB.split(',').map((name) => {
    const setup = SETUPS_BY_NAME[name];
    if (!setup) throw new Error(`BENCH_HTTP_DB: unknown set-up ${name} (embedded, postgres, postgres2)`);
    return setup;
  })
  : Object.values(SETUPS_BY_NAME);

const benchSetup = async (setup: Setup, log: (s: string) => void): Promise<RouteResult[]> => {
  const base = { database: setup.database, workers: setup.workers };
  // One process: server (and reference) on the first core, wrk on the other. Two processes: both cores.
  pin(process.pid, setup.workers === 1 ? SERVER_CPUS : `0-${CORES - 1}`);
  let dbName: string | undefined;
  let admin: pg.Client | undefined;
  let databaseUrl: string | undefined;
  if (setup.database === 'PostgreSQL') {
    dbName = `fusion_bench_${crypto.randomBytes(4).toString('hex')}`;
    admin = new pg.Client({ connectionString: ADMIN_URL });
    try {
      await admin.connect();
    } catch (err) {
      const problem = `PostgreSQL not reachable at ${ADMIN_URL}: ${err instanceof Error ? err.message : String(err)}`;
      return ROUTES.map((r) => ({ ...base, route: r.label, problem }));
    }
    await admin.query(`CREATE DATABASE ${dbName}`); // name is generated above: hex only, safe to inline
    const url = new URL(ADMIN_URL);
    url.pathname = `/${dbName}`;
    databaseUrl = url.href;
  }
  try {
    log(`${setup.database}, ${setup.workers} process(es): starting the built server…`);
    const server: RunningServer = await startServer({
      logFile: logFile(`${setup.database === 'PostgreSQL' ? 'postgres' : 'embedded'}-${setup.workers}`),
      databaseUrl, env: { WORKERS: String(setup.workers) },
    });
    const results: RouteResult[] = [];
    let token: string | undefined;
    try {
      token = await signIn(server.baseUrl);
      for (const route of ROUTES) results.push(await measureRoute(server.baseUrl, route, token, base, log));
    } catch (err) {
      const problem = err instanceof Error ? err.message : String(err);
      log(`  ${problem}`);
      for (const route of ROUTES.slice(results.length)) results.push({ ...base, route: route.label, problem });
    } finally {
      await server.stop();
    }
    // The reference once per database (it is one process): on PostgreSQL it reads the app's bench database and the
    // demo session just signed in; on the embedded engine it opens its own PGlite, set up the same way.
    if (setup.workers === 1) {
      const refToken = token ?? crypto.randomBytes(32).toString('base64url');
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fusion-ref-'));
      try {
        const ref = await startReference({ REF_TOKEN: refToken, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATA_DIR: dataDir }) });
        try {
          results.push(await measureRoute(ref.baseUrl, REFERENCE, refToken, base, log));
        } finally {
          await ref.stop();
        }
      } catch (err) {
        results.push({ ...base, route: REFERENCE.label, reference: true, problem: err instanceof Error ? err.message : String(err) });
      } finally {
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    }
    return results;
  } finally {
    pin(process.pid, `0-${CORES - 1}`);
    if (admin) {
      await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch(() => undefined);
      await admin.end();
    }
  }
};

/** Runs the set-ups one after the other (never at the same time: 2 cores). */
export const runHttpBench = async (log: (s: string) => void = console.log): Promise<RouteResult[]> => {
  log(`load generator: ${LOAD_GENERATOR}`);
  const results: RouteResult[] = [];
  for (const setup of SETUPS) {
    try {
      results.push(...(await benchSetup(setup, log)));
    } catch (err) {
      const problem = err instanceof Error ? err.message.split('\n')[0] ?? err.message : String(err);
      log(`  ${setup.database} ×${setup.workers}: ${problem}`);
      results.push(...ROUTES.map((r) => ({ database: setup.database, workers: setup.workers, route: r.label, problem })));
    }
  }
  return results;
};

// ---- report ----------------------------------------------------------------------------------------------------

const ms = (v: number | undefined): string => (v === undefined ? '–' : `${v} ms`);

const referenceFor = (results: RouteResult[], r: RouteResult): RouteResult | undefined =>
  results.find((x) => x.reference && !x.problem && x.database === r.database);

/** The results as a markdown table: one row per set-up and route, the reference's row last in each database. */
export const httpTable = (results: RouteResult[]): string => {
  const rows = results.map((r) => {
    const where = `${r.database}, ${r.workers} process${r.workers > 1 ? 'es' : ''}`;
    const name = `\`${r.route}\``;
    if (r.problem) return `| ${where} | ${name} | not measured: ${r.problem.replace(/\|/g, '\\|')} | | | | | |`;
    const ref = referenceFor(results, r);
    const ratio = !r.reference && ref?.bestRps && r.bestRps ? r.bestRps / ref.bestRps : undefined;
    const p99 = r.reference ? ms(r.p99) : `**${ms(r.p99)}** ${(r.p99 ?? Infinity) <= TARGET_P99_MS ? '✔' : '✘'}`;
    const best = `${r.bestRps?.toFixed(0)}${ratio === undefined ? '' : ` (${(ratio * 100).toFixed(0)} % ${ratio >= TARGET_RATIO ? '✔' : '✘'})`}`;
    return `| ${where} | ${name} | ${r.rps?.toFixed(0)} | ${ms(r.p50)} | ${p99} | ${best} | ${ms(r.bestP99)} | ${r.total} / ${r.errors} / ${r.non2xx} |`;
  });
  return [
    `| Set-up | Route | Requests/s (paced at ${RATE}) | p50 | p99 (target ≤ ${TARGET_P99_MS} ms) | Best requests/s (share of the reference, target ≥ ${TARGET_RATIO * 100} %) | p99 at best | paced requests / errors / non-2xx |`,
    '|---|---|---:|---:|---:|---:|---:|---:|',
    ...rows,
  ].join('\n');
};

/** Goals with their figures, the reference beside them. */
export const httpVerdict = (results: RouteResult[]): string => {
  const measured = results.filter((r) => !r.reference && !r.problem);
  const lines: string[] = [];
  const met = measured.filter((r) => (r.p99 ?? Infinity) <= TARGET_P99_MS);
  lines.push(`- p99 ≤ ${TARGET_P99_MS} ms at ${RATE} requests/s: ${met.length} of ${measured.length} measurements.` +
    measured.filter((r) => !met.includes(r)).map((r) => ` Missed: ${r.database} ×${r.workers} \`${r.route}\` ${r.p99} ms.`).join(''));
  for (const r of measured.filter((m) => (m.rps ?? 0) < RATE * 0.95)) {
    lines.push(`- ${r.database} ×${r.workers} \`${r.route}\` did not keep up with the offered rate (${r.rps?.toFixed(0)} requests/s).`);
  }
  const price = measured.filter((r) => r.route.includes('cart-price') && r.workers === 1);
  for (const r of price) lines.push(`- \`cart-price\` ≥ 5,000 requests/s on one process: ${r.database} ${r.bestRps?.toFixed(0)} ${(r.bestRps ?? 0) >= 5000 ? '✔' : '✘'}.`);
  for (const r of results.filter((x) => x.reference && !x.problem)) {
    lines.push(`- Reference (${r.database}, bare Fastify 5 session lookup): p99 ${r.p99} ms at ${RATE} requests/s, best ${r.bestRps?.toFixed(0)} requests/s.`);
  }
  for (const r of results.filter((x) => x.problem)) lines.push(`- Not measured: ${r.database} ×${r.workers} \`${r.route}\` (${r.problem}).`);
  return lines.join('\n');
};

const LOAD_GENERATOR = WRK
  ? `wrk (${(() => {
    try {
      return execFileSync('wrk', ['-v'], { encoding: 'utf8' }).split('\n')[0]?.trim();
    } catch (err) {
      // wrk -v exits non-zero after printing its version
      return String((err as { stdout?: string }).stdout ?? '').split('\n')[0]?.trim() || 'version unknown';
    }
  })()}) in its own process, one thread, a Lua script pacing requests to an absolute schedule`
  : 'autocannon in a child process (wrk is not installed: `apt-get install wrk` for the paced generator; autocannon paces per connection, which sends bursts)';

export const HTTP_METHOD = `${LOAD_GENERATOR}; ${TASKSET ? `pinned with taskset to CPU ${LOAD_CPU}, the server and the reference pinned to CPU ${SERVER_CPUS} when one process (both cores with WORKERS=2; PostgreSQL unpinned)` : 'not pinned (taskset missing or one core)'}. ` +
  `Paced: ${PACED_CONNECTIONS} connections, ${RATE} requests/s offered, ${WARMUP_S} s warm-up (discarded) then ${DURATION_S} s measured; best: ` +
  `${MAX_CONNECTIONS} connections unpaced for ${DURATION_S} s. The built server (\`node dist/server/main.js\`, default settings: request logging on, to ` +
  'a file) started fresh for each set-up; signed-in routes as the demo customer with `x-Auth-Token`; `cart-price` prices the default 10-piece 2-layer board. ' +
  'The reference is bench/reference-server.ts. Latency is measured from the moment a request is sent; a paced request that falls behind its slot is sent at once (no coordinated-omission correction).';
