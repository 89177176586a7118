// HTTP load benchmark (issue 2 §7): the BUILT server (same start helper as the browser journeys), once on the
// embedded database and once on a fresh database on the local PostgreSQL server; GET /api/user/info (signed in
// with x-Auth-Token) and GET /api/menu/list at a fixed 500 requests/s for ~10 s each with autocannon.
// autocannon runs in this process: on a 2-core machine the load generator, the server and the database share
// the CPU, so the figures are a pessimistic bound for the server alone.
import crypto from 'node:crypto';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { encodeLoginCode } from '../src/shared/contracts/user';
import { startServer, type RunningServer } from '../e2e/server';

export const RATE = 500; // requests per second, all connections together (autocannon's overallRate)
export const CONNECTIONS = 20;
// BENCH_DURATION_S / BENCH_WARMUP_S shorten a smoke run; the published figures use the defaults.
export const DURATION_S = Number(process.env.BENCH_DURATION_S) || 10;
export const WARMUP_S = Number(process.env.BENCH_WARMUP_S) || 3;
export const TARGET_P99_MS = 20;
const DEMO = { email: 'demo@fusion.test', password: 'fusion-demo' };
const ADMIN_URL = process.env.BENCH_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

// autocannon ships no type declarations; this is the part of its API used here.
interface AutocannonOptions {
  url: string;
  connections: number;
  duration: number;
  overallRate: number;
  headers?: Record<string, string>;
  timeout?: number;
}
interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { average: number; p50: number; p90: number; p99: number; max: number };
  errors: number;
  timeouts: number;
  non2xx: number;
  duration: number;
}
type Autocannon = (options: AutocannonOptions) => Promise<AutocannonResult>;
const requireCjs = createRequire(import.meta.url);
const autocannon = requireCjs('autocannon') as Autocannon;
const autocannonVersion = (requireCjs('autocannon/package.json') as { version: string }).version;

export interface RouteResult {
  database: 'embedded (PGlite)' | 'PostgreSQL';
  route: string;
  /** A no-database reference row, not held to the target. */
  reference?: boolean;
  /** Set when the route could not be measured (missing, failing, database unavailable). */
  problem?: string;
  rps?: number;
  p50?: number;
  p99?: number;
  max?: number;
  total?: number;
  errors?: number;
  non2xx?: number;
}

// /api/health touches no database: measured the same way it shows what the shared machine itself costs, so a
// miss on the two real routes can be told apart from a busy machine. It is a reference, not a target.
const ROUTES = [
  { path: '/api/user/info', auth: true, reference: false },
  { path: '/api/menu/list', auth: false, reference: false },
  { path: '/api/health', auth: false, reference: true },
];

interface Envelope {
  code?: number;
  msg?: string;
  data?: { token?: string };
}

const signIn = async (baseUrl: string): Promise<string> => {
  const res = await fetch(`${baseUrl}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ code: encodeLoginCode(DEMO) }),
  });
  const body = (await res.json().catch(() => ({}))) as Envelope;
  if (!res.ok || body.code !== 0 || !body.data?.token) {
    throw new Error(`demo sign-in failed: HTTP ${res.status} code ${String(body.code)} ${String(body.msg)}`);
  }
  return body.data.token;
};

/** One request first: a missing or failing route is reported instead of load-tested. */
const probe = async (url: string, headers: Record<string, string>): Promise<string | undefined> => {
  const res = await fetch(url, { headers });
  const body = (await res.json().catch(() => ({}))) as Envelope;
  if (res.status === 404) return 'route not found (404)';
  if (!res.ok || body.code !== 0) return `answers HTTP ${res.status} code ${String(body.code)} (${String(body.msg)})`;
  return undefined;
};

const measureServer = async (server: RunningServer, database: RouteResult['database'], log: (s: string) => void): Promise<RouteResult[]> => {
  let token: string | undefined;
  let signInProblem: string | undefined;
  try {
    token = await signIn(server.baseUrl);
  } catch (err) {
    signInProblem = err instanceof Error ? err.message : String(err);
  }
  const results: RouteResult[] = [];
  for (const route of ROUTES) {
    if (route.auth && !token) {
      results.push({ database, route: route.path, problem: signInProblem ?? 'no token' });
      continue;
    }
    const headers: Record<string, string> = route.auth && token ? { 'x-auth-token': token } : {};
    const url = `${server.baseUrl}${route.path}`;
    const problem = await probe(url, headers);
    if (problem) {
      log(`  ${database} ${route.path}: ${problem}`);
      results.push({ database, route: route.path, problem });
      continue;
    }
    // Warm-up: JIT, connection pools, database caches; its numbers are discarded.
    await autocannon({ url, connections: CONNECTIONS, duration: WARMUP_S, overallRate: RATE, headers, timeout: 10 });
    const r = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, overallRate: RATE, headers, timeout: 10 });
    const result: RouteResult = {
      database,
      route: route.path,
      reference: route.reference,
      rps: r.requests.average,
      p50: r.latency.p50,
      p99: r.latency.p99,
      max: r.latency.max,
      total: r.requests.total,
      errors: r.errors + r.timeouts,
      non2xx: r.non2xx,
    };
    log(`  ${database} ${route.path}: ${result.rps?.toFixed(0)} req/s, p99 ${result.p99} ms (errors ${result.errors}, non-2xx ${result.non2xx})`);
    results.push(result);
  }
  return results;
};

const logFile = (name: string): string => path.join(os.tmpdir(), `fusion-bench-${name}-${process.pid}.log`);

const benchEmbedded = async (log: (s: string) => void): Promise<RouteResult[]> => {
  log('embedded database: starting the built server (fresh data folder)…');
  const server = await startServer({ logFile: logFile('embedded') });
  try {
    return await measureServer(server, 'embedded (PGlite)', log);
  } finally {
    await server.stop();
  }
};

const benchPostgres = async (log: (s: string) => void): Promise<RouteResult[]> => {
  const dbName = `fusion_bench_${crypto.randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  try {
    await admin.connect();
  } catch (err) {
    const problem = `PostgreSQL not reachable at ${ADMIN_URL}: ${err instanceof Error ? err.message : String(err)}`;
    return ROUTES.map((r) => ({ database: 'PostgreSQL' as const, route: r.path, reference: r.reference, problem }));
  }
  try {
    await admin.query(`CREATE DATABASE ${dbName}`); // name is generated above: hex only, safe to inline
    const url = new URL(ADMIN_URL);
    url.pathname = `/${dbName}`;
    log(`PostgreSQL: starting the built server on database ${dbName}…`);
    const server = await startServer({ logFile: logFile('postgres'), databaseUrl: url.href });
    try {
      return await measureServer(server, 'PostgreSQL', log);
    } finally {
      await server.stop();
    }
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch(() => undefined);
    await admin.end();
  }
};

/** Runs both databases one after the other (never at the same time: 2 cores). */
export const runHttpBench = async (log: (s: string) => void = console.log): Promise<RouteResult[]> => {
  const results: RouteResult[] = [];
  for (const [label, bench] of [
    ['embedded (PGlite)', benchEmbedded],
    ['PostgreSQL', benchPostgres],
  ] as const) {
    try {
      results.push(...(await bench(log)));
    } catch (err) {
      const problem = err instanceof Error ? err.message.split('\n')[0] ?? err.message : String(err);
      log(`  ${label}: ${problem}`);
      results.push(...ROUTES.map((r) => ({ database: label, route: r.path, reference: r.reference, problem })));
    }
  }
  return results;
};

const ms = (v: number | undefined): string => (v === undefined ? '–' : `${v} ms`);

/** The results as a markdown table, one row per database and route. */
export const httpTable = (results: RouteResult[]): string => {
  const rows = results.map((r) =>
    r.problem
      ? `| ${r.database} | \`GET ${r.route}\` | not measured: ${r.problem.replace(/\|/g, '\\|')} | | | | |`
      : `| ${r.database} | \`GET ${r.route}\`${r.reference ? ' (reference, no database)' : ''} | ${r.rps?.toFixed(0)} | ${ms(r.p50)} | ${
          r.reference ? ms(r.p99) : `**${ms(r.p99)}** ${(r.p99 ?? Infinity) < TARGET_P99_MS ? '✔' : '✘'}`
        } | ${ms(r.max)} | ${r.total} / ${r.errors} / ${r.non2xx} |`,
  );
  return [
    `| Database | Route | Requests/s | p50 | p99 (target < ${TARGET_P99_MS} ms) | max | requests / errors / non-2xx |`,
    '|---|---|---:|---:|---:|---:|---:|',
    ...rows,
  ].join('\n');
};

export const HTTP_METHOD = `autocannon ${autocannonVersion} in the benchmark process, ${CONNECTIONS} connections, fixed overall rate ${RATE} requests/s, ` +
  `${WARMUP_S} s warm-up (discarded) then ${DURATION_S} s measured per route; the built server (\`node dist/server/main.js\`, ` +
  `default settings: request logging on, to a file) started fresh for each database; \`/api/user/info\` signed in as the demo ` +
  `customer with \`x-Auth-Token\`.`;
