// Checkout throughput benchmark (issue 4 §6): orders placed per second and the p50/p99 latency of `POST /order/make`
// with 20 concurrent customers, on the embedded database and on a fresh PostgreSQL database. Part of `npm run bench`
// (bench/run.ts calls runCheckoutBench()); alone: `npm run build && npx tsx bench/checkout.ts`.
//
// Each customer is a real account made through the API (register, address book entry), and loops for the measured
// window: add a PCB to the cart (POST /v1/cart/add, not timed: every order needs a new cart item), then the three
// checkout requests a browser makes — POST /v1/new-checkout/checkout, /v1/new-checkout/set-logistic and /order/make.
// Afterwards the orders in the database are counted (through the order history API) and must equal the successful
// placements; each customer then repeats its last order/make with the same checkout_token (a double click) and the
// count must not move. Benchmarks report, they never fail: a mismatch is written into the section.
import crypto from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { Agent, fetch } from 'undici';
import { startServer, type RunningServer } from '../e2e/server';

const CUSTOMERS = 20;
// BENCH_DURATION_S / BENCH_WARMUP_S shorten a smoke run (same knobs as bench/http.ts); published figures use the defaults.
const DURATION_S = Number(process.env.BENCH_DURATION_S) || 15;
const WARMUP_S = Number(process.env.BENCH_WARMUP_S) || 3;
const ADMIN_URL = process.env.BENCH_POSTGRES_URL || process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const PASSWORD = 'bench-pass-1';
/** A 5×5 cm two-layer quick-turn board, 10 pieces: priced by the engine (Active), so it can be checked out at once. */
const PCB = { product: 'pcb', tier: 0, values: { width: 50, height: 50, sizeConfirmed: true } } as const;

type Database = 'embedded (PGlite)' | 'PostgreSQL';

interface StepTimes {
  checkout: number[];
  logistic: number[];
  make: number[];
}

export interface CheckoutResult {
  database: Database;
  problem?: string;
  /** Successful order/make answers in the measured window (repeated: false). */
  placed?: number;
  failed?: number;
  seconds?: number;
  /** Orders in the database after the run (warm-up included) and the placements that should have made them. */
  inDatabase?: number;
  expected?: number;
  /** After one repeated order/make per customer: the same order answered, no new row. */
  repeatsAnsweredSame?: number;
  inDatabaseAfterRepeat?: number;
  times?: StepTimes;
  firstError?: string;
}

interface Envelope<T> {
  code?: number;
  msg?: string;
  data?: T;
}

class ApiError extends Error {}

/** One connection per customer, kept alive across the loop: the cost measured is the server's, not TCP set-up. */
const agent = new Agent({ connections: CUSTOMERS + 2, keepAliveTimeout: 30_000, pipelining: 1 });

const call = async <T>(base: string, method: 'GET' | 'POST', url: string, token: string | null, body?: unknown, ip?: string): Promise<T> => {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers['x-auth-token'] = token;
  // The server runs with TRUST_PROXY=1 here so each benchmark customer signs up from its own address (the sign-up
  // limit is 20 per address and hour; the benchmark should not sit exactly on it).
  if (ip) headers['x-forwarded-for'] = ip;
  const res = await fetch(`${base}/api${url}`, {
    method, headers, dispatcher: agent, body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  let env: Envelope<T> = {};
  try {
    env = JSON.parse(text) as Envelope<T>;
  } catch {
    // not JSON: reported below with the status
  }
  if (res.status !== 200 || env.code !== 0 || env.data === undefined) {
    throw new ApiError(`${method} ${url}: HTTP ${res.status} code ${String(env.code)} ${String(env.msg ?? text.slice(0, 120))}`);
  }
  return env.data;
};

interface Customer {
  token: string;
  addressId: number;
}

const signUp = async (base: string, n: number): Promise<string> => {
  const email = `bench-${n}-${crypto.randomBytes(4).toString('hex')}@example.test`;
  const user = await call<{ token: string }>(base, 'POST', '/user/register', null, {
    first_name: 'Bench', last_name: `Customer ${n}`, email, email_confirm: email, password: PASSWORD, password_confirm: PASSWORD,
  }, `10.77.0.${n + 1}`);
  return user.token;
};

const addAddress = async (base: string, n: number, token: string, countryId: number): Promise<Customer> => {
  const saved = await call<{ address: { id: number } }>(base, 'POST', '/v1/user/address/create', token, {
    first_name: 'Bench', last_name: `Customer ${n}`, company: 'Bench Ltd', phone: '+1 415 555 0100', buyer_type: 'business',
    country_id: countryId, province: 'California', city: 'San Francisco', postcode: '94105', street_address: '1 Market Street', is_default: true,
  });
  return { token, addressId: saved.address.id };
};

const addPcb = async (base: string, c: Customer): Promise<number> =>
  (await call<{ cart_id: number }>(base, 'POST', '/v1/cart/add', c.token, { ...PCB, request_id: crypto.randomUUID() })).cart_id;

interface MakeBody {
  cart_ids: number[];
  address_id: number;
  payment_id: 2;
  checkout_id: string;
  shipping_method: Record<string, string>;
  checkout_token: string;
  expected_total: string;
}
interface Made {
  order_id: number;
  repeated: boolean;
}

/** checkout → set-logistic → order/make for one cart item, each request timed. */
const checkoutOnce = async (base: string, c: Customer, cartId: number, times: StepTimes | null): Promise<{ body: MakeBody; made: Made }> => {
  let t0 = performance.now();
  const priced = await call<{ checkout_id: string; total: string; warehouses: { warehouse: string; selected: string | null }[] }>(
    base, 'POST', '/v1/new-checkout/checkout', c.token, { cart_ids: [cartId], address_id: c.addressId },
  );
  times?.checkout.push(performance.now() - t0);
  const shipping: Record<string, string> = {};
  for (const w of priced.warehouses) if (w.selected) shipping[w.warehouse] = w.selected;
  t0 = performance.now();
  await call(base, 'POST', '/v1/new-checkout/set-logistic', c.token, { checkout_id: priced.checkout_id, shipping_method: shipping });
  times?.logistic.push(performance.now() - t0);
  const body: MakeBody = {
    cart_ids: [cartId], address_id: c.addressId, payment_id: 2, checkout_id: priced.checkout_id, shipping_method: shipping,
    checkout_token: crypto.randomUUID(), expected_total: priced.total,
  };
  t0 = performance.now();
  const made = await call<Made>(base, 'POST', '/order/make', c.token, body);
  times?.make.push(performance.now() - t0);
  return { body, made };
};

interface LoopOutcome {
  placed: number;
  failed: number;
  firstError?: string;
  last?: MakeBody;
}

/** One customer's loop until the deadline; `times` null during the warm-up. */
const customerLoop = async (base: string, c: Customer, deadline: number, times: StepTimes | null): Promise<LoopOutcome> => {
  const out: LoopOutcome = { placed: 0, failed: 0 };
  while (performance.now() < deadline) {
    try {
      const cartId = await addPcb(base, c);
      const { body, made } = await checkoutOnce(base, c, cartId, times);
      if (made.repeated) throw new ApiError(`order/make answered repeated for a new checkout_token (order ${made.order_id})`);
      out.placed += 1;
      out.last = body;
    } catch (err) {
      out.failed += 1;
      out.firstError ??= err instanceof Error ? err.message : String(err);
    }
  }
  return out;
};

const runLoops = async (base: string, customers: Customer[], seconds: number, times: StepTimes | null): Promise<LoopOutcome[]> => {
  const deadline = performance.now() + seconds * 1000;
  return Promise.all(customers.map((c) => customerLoop(base, c, deadline, times)));
};

/** Orders of all benchmark customers, read through the order history (each customer sees only its own). */
const countOrders = async (base: string, customers: Customer[]): Promise<number> => {
  const totals = await Promise.all(customers.map((c) => call<{ total: number }>(base, 'GET', '/v1/order/list?page_size=1', c.token)));
  return totals.reduce((s, t) => s + t.total, 0);
};

const percentile = (sorted: number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

const measure = async (server: RunningServer, database: Database, log: (s: string) => void): Promise<CheckoutResult> => {
  const base = server.baseUrl;
  // Sequential sign-ups: scrypt is CPU-bound, parallel hashing would only queue on the 2 cores.
  const tokens: string[] = [];
  for (let n = 0; n < CUSTOMERS; n += 1) tokens.push(await signUp(base, n));
  const countries = await call<{ id: number; iso2: string }[]>(base, 'GET', '/v1/user/address/country', tokens[0] ?? null);
  const us = countries.find((c) => c.iso2 === 'US');
  if (!us) return { database, problem: 'no US entry in GET /v1/user/address/country' };
  const customers = await Promise.all(tokens.map((token, n) => addAddress(base, n, token, us.id)));
  log(`  ${database}: ${CUSTOMERS} customers registered, each with an address`);

  // Warm-up (discarded timings): JIT, connection pools, the price tables' caches. Its orders are real and counted.
  const warm = await runLoops(base, customers, WARMUP_S, null);
  const times: StepTimes = { checkout: [], logistic: [], make: [] };
  const started = performance.now();
  const loops = await runLoops(base, customers, DURATION_S, times);
  const seconds = (performance.now() - started) / 1000;

  const placed = loops.reduce((s, l) => s + l.placed, 0);
  const expected = placed + warm.reduce((s, l) => s + l.placed, 0);
  const inDatabase = await countOrders(base, customers);

  // A double click after the run: the same checkout_token must answer the same order and add no row.
  let repeatsAnsweredSame = 0;
  await Promise.all(customers.map(async (c, i) => {
    const last = loops[i]?.last ?? warm[i]?.last;
    if (!last) return;
    const again = await call<Made>(base, 'POST', '/order/make', c.token, last).catch(() => undefined);
    if (again?.repeated) repeatsAnsweredSame += 1;
  }));
  const inDatabaseAfterRepeat = await countOrders(base, customers);
  const failed = loops.reduce((s, l) => s + l.failed, 0);
  const firstError = [...loops, ...warm].find((l) => l.firstError)?.firstError;
  log(`  ${database}: ${placed} orders in ${seconds.toFixed(1)} s (${(placed / seconds).toFixed(1)}/s), ${failed} failed; ` +
    `database ${inDatabase} of ${expected} expected`);
  return { database, placed, failed, seconds, inDatabase, expected, repeatsAnsweredSame, inDatabaseAfterRepeat, times, firstError };
};

const SERVER_ENV = { TRUST_PROXY: '1' };
const logFile = (name: string): string => path.join(os.tmpdir(), `fusion-bench-checkout-${name}-${process.pid}.log`);

const benchEmbedded = async (log: (s: string) => void): Promise<CheckoutResult> => {
  log('checkout, embedded database: starting the built server (fresh data folder)…');
  const server = await startServer({ logFile: logFile('embedded'), env: SERVER_ENV });
  try {
    return await measure(server, 'embedded (PGlite)', log);
  } finally {
    await server.stop();
  }
};

const benchPostgres = async (log: (s: string) => void): Promise<CheckoutResult> => {
  const dbName = `fusion_bench_${crypto.randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  try {
    await admin.connect();
  } catch (err) {
    return { database: 'PostgreSQL', problem: `PostgreSQL not reachable at ${ADMIN_URL}: ${err instanceof Error ? err.message : String(err)}` };
  }
  try {
    await admin.query(`CREATE DATABASE ${dbName}`); // generated name, hex only: safe to inline
    const url = new URL(ADMIN_URL);
    url.pathname = `/${dbName}`;
    log(`checkout, PostgreSQL: starting the built server on database ${dbName}…`);
    const server = await startServer({ logFile: logFile('postgres'), databaseUrl: url.href, env: SERVER_ENV });
    try {
      return await measure(server, 'PostgreSQL', log);
    } finally {
      await server.stop();
    }
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch(() => undefined);
    await admin.end();
  }
};

const ms = (v: number): string => (Number.isFinite(v) ? `${v.toFixed(0)} ms` : '–');
const latency = (values: number[]): string => {
  const sorted = [...values].sort((a, b) => a - b);
  return `${ms(percentile(sorted, 50))} / ${ms(percentile(sorted, 99))} / ${ms(sorted.at(-1) ?? NaN)}`;
};
const cell = (s: string): string => s.replace(/\|/g, '\\|');

const tableOf = (results: CheckoutResult[]): string => {
  const rows = results.map((r) => {
    if (r.problem || !r.times || r.seconds === undefined) return `| ${r.database} | not measured: ${cell(r.problem ?? 'no result')} | | | | | |`;
    const sanity = r.inDatabase === r.expected && r.inDatabaseAfterRepeat === r.expected ? '✔' : '✘';
    return `| ${r.database} | **${((r.placed ?? 0) / r.seconds).toFixed(1)}** | **${latency(r.times.make)}** | ${latency(r.times.checkout)} | ` +
      `${latency(r.times.logistic)} | ${r.placed} / ${r.failed} | ${r.inDatabase} of ${r.expected} ${sanity} |`;
  });
  return [
    '| Database | Orders placed/s | `order/make` p50 / p99 / max | `checkout` p50 / p99 / max | `set-logistic` p50 / p99 / max | placed / failed | orders in the database (of placed incl. warm-up) |',
    '|---|---:|---:|---:|---:|---:|---:|',
    ...rows,
  ].join('\n');
};

const notes = (results: CheckoutResult[]): string[] =>
  results.flatMap((r) => {
    if (r.problem) return [];
    const lines: string[] = [];
    if (r.inDatabase !== r.expected) lines.push(`- ${r.database}: ${r.inDatabase} orders in the database for ${r.expected} successful placements.`);
    lines.push(`- ${r.database}: a repeated \`order/make\` (same checkout_token) answered the same order for ${r.repeatsAnsweredSame} of ${CUSTOMERS} ` +
      `customers; orders in the database afterwards: ${r.inDatabaseAfterRepeat} (${r.inDatabaseAfterRepeat === r.expected ? 'unchanged' : 'CHANGED'}).`);
    if (r.failed) lines.push(`- ${r.database}: ${r.failed} loop iterations failed; first error: ${r.firstError}`);
    return lines;
  });

/** Runs both databases one after the other (never together: 2 cores) and answers the markdown section. */
export const runCheckoutBench = async (log: (s: string) => void = console.log): Promise<string> => {
  const loadAtStart = os.loadavg();
  const results: CheckoutResult[] = [];
  for (const [database, bench] of [['embedded (PGlite)', benchEmbedded], ['PostgreSQL', benchPostgres]] as const) {
    try {
      results.push(await bench(log));
    } catch (err) {
      const problem = err instanceof Error ? (err.message.split('\n')[0] ?? err.message) : String(err);
      log(`  checkout, ${database}: ${problem}`);
      results.push({ database, problem });
    }
  }
  return [
    `${CUSTOMERS} customers at once, each looping checkout → set-logistic → order/make (card payment, one PCB per order, US address) ` +
      `for ${DURATION_S} s after a ${WARMUP_S} s warm-up. Orders placed/s counts successful \`order/make\` answers in the measured window; ` +
      'each iteration also adds its PCB to the cart first (`POST /v1/cart/add`, not in any timing but in the loop, so it lowers the rate).',
    '',
    tableOf(results),
    '',
    ...notes(results),
    '',
    'How: undici `fetch` with a keep-alive Agent (one connection per customer) in the benchmark process; the built server started fresh per ' +
      'database with `SCRYPT_LOG_N=12` and `TRUST_PROXY=1` (each customer signs up from its own `x-forwarded-for` address); customers are ' +
      'registered and given an address through the API; order counts read back through `GET /v1/order/list`. PostgreSQL is a fresh ' +
      '`fusion_bench_<random>` database on the local server, dropped afterwards.',
    `Machine: ${os.availableParallelism()} cores shared by the server, its database and this load generator (and by other work on the machine: ` +
      `load average ${loadAtStart.map((l) => l.toFixed(1)).join(' / ')} when this part began), so the figures are a pessimistic bound.`,
  ].join('\n');
};

// Alone: `npx tsx bench/checkout.ts` prints the section.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log(`\n${await runCheckoutBench()}`);
  await agent.close();
  process.exit(0);
}
