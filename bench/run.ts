// `npm run bench` (builds first, then `tsx bench/run.ts`): the HTTP load benchmark, then the pricing, Gerber and
// checkout benchmarks when their modules exist (bench/pricing.ts → runPricingBench(), bench/gerber.ts →
// runGerberBench(), bench/checkout.ts → runCheckoutBench(), bench/fuzz.ts → runFuzzBench(), bench/orders-scale.ts →
// runOrdersScaleBench(), each returning a markdown
// section), and writes
// everything to docs/benchmarks.md.
// Benchmarks measure and report; they never fail the build on a missed target (tests assert behaviour).
// `BENCH_ONLY=fuzz,scale npm run bench` runs only the named sections (http, pricing, gerber, checkout, fuzz, scale, opl, pcba, print3d, cnc, lighthouse)
// and replaces just those sections in the existing docs/benchmarks.md, each marked with the time it was measured.
// Sections that wait on worker processes rely on CappedProcessPool.close() holding the event loop until its workers
// are gone: the pool's idle workers are unref'd, and a run whose only pending work was that wait used to end with
// exit code 13 (unsettled top-level await) before writing anything.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from '../e2e/server';
import { DURATION_S, HTTP_METHOD, RATE, TARGET_P99_MS, TARGET_RATIO, httpTable, httpVerdict, runHttpBench, type RouteResult } from './http';

const OUT = path.join(ROOT, 'docs/benchmarks.md');

/** Loads bench/<file> if it exists and runs its exported function; undefined when absent. */
const optionalBench = async (file: string, fn: string): Promise<string | undefined> => {
  const full = path.join(ROOT, 'bench', file);
  if (!fs.existsSync(full)) {
    console.log(`${file}: not present, skipped`);
    return undefined;
  }
  try {
    const mod: unknown = await import(pathToFileURL(full).href);
    const run = (mod as Record<string, unknown>)[fn];
    if (typeof run !== 'function') return `_bench/${file} does not export \`${fn}()\`._`;
    console.log(`${file}: running ${fn}()…`);
    const out: unknown = await (run as () => Promise<unknown>)();
    return typeof out === 'string' ? out : `_\`${fn}()\` returned no markdown._`;
  } catch (err) {
    return `_${fn}() failed: ${err instanceof Error ? err.message : String(err)}_`;
  }
};

const machine = (loadAtStart: number[]): string => {
  const cpu = os.cpus()[0]?.model.trim() ?? 'unknown CPU';
  let distro = `${os.type()} ${os.release()}`;
  try {
    const pretty = /^PRETTY_NAME="?([^"\n]+)"?/m.exec(fs.readFileSync('/etc/os-release', 'utf8'))?.[1];
    if (pretty) distro = `${pretty} (kernel ${os.release()})`;
  } catch {
    // not Linux: keep os.type()
  }
  let pgVersion = 'not available';
  try {
    pgVersion = execFileSync('psql', ['--version'], { encoding: 'utf8' }).trim();
  } catch {
    // psql missing; the PostgreSQL rows say whether the server was reachable
  }
  return [
    `- CPU: ${os.availableParallelism()} cores (nproc), ${cpu}; memory ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB`,
    `- OS: ${distro}`,
    `- Node ${process.version}; PostgreSQL client ${pgVersion}`,
    // The machine is shared: the load when the run began says how much the figures were disturbed.
    `- Load average when the run began (1/5/15 min): ${loadAtStart.map((l) => l.toFixed(1)).join(' / ')}`,
  ].join('\n');
};

const HTTP_HEADING = '## HTTP: hot routes against a bare reference (both databases, 1 and 2 processes)';

/** Where the time went: `node --cpu-prof` on the built server under wrk (issue 17), kept with the figures it explains. */
const PROFILE_NOTES = [
  'Where the time went (`node --cpu-prof` on the built server, embedded database, wrk unpaced on `cart-price` and `user/info`):',
  '- Request logging: pino wrote each of the two lines per request with a blocking write, 18 % of the main thread\'s samples',
  '  (`writeString`, `writev`), about a third of its busy time. Now the lines are buffered (4 KB or 1 s, flushed at exit):',
  '  `src/server/logging.ts` `bufferedStdout`.',
  '- `cart-price` re-read and re-parsed the stored price tables (18 KB of JSON) on every call. Now the parsed tables are kept',
  '  per process and a prepared statement reads only their fingerprint (xmin, updated_at, version) per price',
  '  (`commands/quote/price-tables.ts`; why that is safe with several processes: docs/scale-out.md).',
  '- Every signed-in request counted the customer\'s pending orders inside the session lookup. Now only `GET /user/info`',
  '  counts them, on the partial index `orders_user_pending_idx` (migration 0041).',
  '- `cart/dashboard` sent three unprepared statements; now one named prepared statement with window count and sum.',
  '- After these, the main thread was idle 62 % of the time under unpaced load; the embedded database\'s worker thread is',
  '  the limit (PGlite\'s file-system layer: `writeBuffer`, `open`, `readFile` in its samples, then WASM), so on the',
  '  embedded database each statement a route sends still costs most of its time.',
  '',
  'Second profile (same set-up, also `cart/dashboard`), and what it removed:',
  '- Security headers: @fastify/helmet ran helmet on every request, rebuilding its middleware chain and the CSP string, in',
  '  two hooks (one async). Now helmet runs once at start-up into a header object that one synchronous hook sets with',
  '  the request id (`http/security-headers.ts`; the same eleven headers, tested).',
  '- The hot global hooks (request context, cross-site check, compression, COOP, draining, metrics, mail) were async',
  '  functions, each a promise and a microtask per request; now callbacks.',
  '- Request log lines went through pino\'s child logger, serializers and redaction paths (about 5 % of the main thread):',
  '  now written straight to the stream in pino\'s format by a Fastify log controller (`logging.ts` `RequestLines`), in',
  '  32 KB writes.',
  '- `cart/dashboard` sent two statements (the session lookup, then the panel): now count, total and the page of items (one',
  '  JSON array) ride on the session lookup. It and `cart-price` use a viewer-only lookup (`viewerQuery`: the session row',
  '  without the user\'s 15 columns). Each hot route now sends one statement; `menu/list` none.',
  '- A/B against the previous main, embedded database, wrk unpaced (32 connections, 8 s), load average about 7 from other',
  '  work: `cart-price` 1,384 → 1,819 requests/s, `cart/dashboard` 1,501 → 2,450.',
  '- What is left on the embedded database: the server\'s main thread and PGlite\'s worker share the one pinned core, and',
  '  each statement costs the worker about 0.25 ms (PGlite\'s file layer creates and writes a file per query: `mknod`,',
  '  `open`, `writeBuffer`; then WASM). In the main thread\'s profile that shows as the pg socket write (`writev`, ~20 %):',
  '  the worker running while the main thread waits for the core. Not changed: the price tables\' fingerprint is still read',
  '  per price inside the one statement (the guarantee in docs/scale-out.md stays as it was).',
  '',
  'Third profile (PostgreSQL, one process, wrk unpaced on each hot route; A/B as the server CPU time per request, the',
  'median of 4–5 alternated 5 s runs of the old and the new build side by side), and what it removed:',
  '- The kernel: `writev` alone was a third of the busy samples, about 66 µs per request, two thirds of it the',
  '  PostgreSQL socket\'s write (each statement its own write, wake-up of a server process and read back; strace: 2',
  '  `writev` and 2 `read` per request). The session lookups (every signed-in request\'s one statement) now share one',
  '  connection in node-postgres\' pipeline mode, and the statements of an event-loop turn leave in one write and come',
  '  back together (`db/read-pipeline.ts`): `user/info` 162 → 83 µs of CPU per request, `cart-price` 242 → 115,',
  '  `cart/dashboard` 148 → 70. This is why the routes now pass the bare reference, which sends each lookup through the',
  '  pool the usual way: the reference is a floor for the same work done plainly, not a ceiling.',
  '- Log lines: sonic-boom\'s own batching measured its whole pending buffer (`Buffer.byteLength` of a growing string) on',
  '  every write, 5 % of the samples; the lines are now collected in an array and handed over 32 KB at a time',
  '  (`LineBatches`): `cart-price` 239 → 210 µs. One access line per request instead of Fastify\'s two, and a request\'s',
  '  child logger made only when something logs through it (`lazyRequestLogger`): `user/info` 183 → 172 µs.',
  '- `@fastify/multipart` registered app-wide added two async hooks (disk-mode clean-up we never use) to every request; it',
  '  is now registered only in each upload route\'s own scope: 3–6 % per request.',
  '- The session lookup read the user\'s whole row; pg builds a parser per column of every result and Drizzle maps each',
  '  column. It now leaves out the password hash and the row\'s timestamps (`SessionUser`): 157 → 150 µs.',
  '- The embedded database: each statement costs PGlite\'s worker about 0.25 ms, so no server asking it on every',
  '  request passes the bare reference (about 2,700 lookups a second here). One process owns the embedded data and writes',
  '  only through its one pool, so the session lookups are now remembered until the next write of any kind',
  '  (`db/read-cache.ts`; docs/architecture.md says why that is exact): `cart-price` 1,794 → 7,494 requests/s, p99 at',
  '  500 requests/s 5.5 → 1.0 ms.',
  '- Left: Fastify\'s own request handling and hooks (~17 µs), Zod validation of the body and the response (~8–12 µs),',
  '  pg\'s result parsing and Drizzle\'s mapping (~20 µs), the price itself with its BigInt arithmetic (~12 µs on',
  '  `cart-price`), garbage collection (~11 µs).',
];

/** The HTTP section's body: goals, table, verdict, method and the machine's limits. */
const httpSection = (http: RouteResult[]): string => [
  `Goals (issue 17, issue 16): p99 ≤ ${TARGET_P99_MS} ms at ${RATE} requests/s for each route on both databases; \`cart-price\` ≥ 5,000`,
  `requests/s on one process; each route's best throughput ≥ ${TARGET_RATIO * 100} % of the bare reference's (a plain Fastify 5 server doing the`,
  'same session lookup on the same database). PostgreSQL also with `WORKERS=2` (two server processes sharing the port).',
  '',
  httpTable(http),
  '',
  httpVerdict(http),
  '',
  `How: ${HTTP_METHOD}`,
  '',
  ...PROFILE_NOTES,
  '',
  `Limits of this machine: ${os.availableParallelism()} cores, shared by the load generator, the server process(es) and PostgreSQL (and, on this`,
  'development machine, by other work: see the load average). With one process the server has one core to itself and the load',
  'generator the other; with `WORKERS=2` the two server processes, wrk and PostgreSQL share both, so the 2-process rows show',
  'what a second process buys when there is no spare core, not how the cluster scales on a larger machine. The embedded',
  'database runs PGlite in a worker thread behind a local socket (one connection); PostgreSQL is the local server on',
  `127.0.0.1:5432 with a fresh \`fusion_bench_<random>\` database, dropped afterwards. Measured ${DURATION_S} s per run.`,
].join('\n');

const SECTIONS = {
  pricing: { file: 'pricing.ts', fn: 'runPricingBench', heading: '## Pricing engine' },
  gerber: { file: 'gerber.ts', fn: 'runGerberBench', heading: '## Gerber analysis' },
  checkout: { file: 'checkout.ts', fn: 'runCheckoutBench', heading: '## Checkout throughput (`POST /order/make`, 20 concurrent customers)' },
  fuzz: { file: 'fuzz.ts', fn: 'runFuzzBench', heading: '## Malformed input (OpenAPI-driven fuzz test)' },
  scale: { file: 'orders-scale.ts', fn: 'runOrdersScaleBench', heading: '## Orders at scale (1,000,000 orders, PostgreSQL)' },
  opl: { file: 'opl.ts', fn: 'runOplBench', heading: '## Open Parts Library (582,280 parts)' },
  pcba: { file: 'pcba.ts', fn: 'runPcbaBench', heading: '## PCB assembly: BOM matching (300 lines, full catalogue)' },
  print3d: { file: 'print3d.ts', fn: 'runPrint3dBench', heading: '## 3D printing: a 10 MB STL analysed' },
  cnc: { file: 'cnc.ts', fn: 'runCncBench', heading: '## CNC: reading the sample STEP assembly' },
  lighthouse: { file: 'lighthouse.ts', fn: 'runLighthouseBench', heading: '## Pages: Lighthouse 12, mobile and desktop' },
} as const;
type SectionName = keyof typeof SECTIONS;

/** Splits a generated doc into its `## ` sections (heading line → whole section text). */
const splitSections = (doc: string): Map<string, string> => {
  const parts = doc.split(/^(?=## )/m);
  const map = new Map<string, string>([['', (parts[0] ?? '').trimEnd()]]);
  for (const part of parts.slice(1)) map.set(part.split('\n', 1)[0] ?? part, part.trimEnd());
  return map;
};

/** BENCH_ONLY: run the named sections and put them into the existing doc, leaving the others as they were. */
const runOnly = async (names: string[]): Promise<void> => {
  const unknown = names.filter((n) => !(n in SECTIONS) && n !== 'http');
  if (unknown.length) throw new Error(`BENCH_ONLY: unknown section ${unknown.join(', ')} (known: ${Object.keys(SECTIONS).join(', ')})`);
  const sections = splitSections(fs.existsSync(OUT) ? fs.readFileSync(OUT, 'utf8') : '# Benchmarks\n');
  for (const name of names as (SectionName | 'http')[]) {
    const load = os.loadavg().map((l) => l.toFixed(1)).join(' / ');
    let heading: string;
    let body: string;
    if (name === 'http') {
      // the section's earlier headings (before the reference server) are replaced too
      for (const key of [...sections.keys()]) if (key.startsWith('## HTTP')) sections.delete(key);
      heading = HTTP_HEADING;
      body = httpSection(await runHttpBench());
    } else {
      const { file, fn } = SECTIONS[name];
      heading = SECTIONS[name].heading;
      body = (await optionalBench(file, fn)) ?? `_bench/${file} not present._`;
    }
    const when = new Date().toISOString().slice(0, 16).replace('T', ' ');
    sections.set(heading, `${heading}\n\n_Measured ${when} UTC with \`BENCH_ONLY=${name} npm run bench\`; load average at its start ${load}._\n\n${body}`);
  }
  // the HTTP section sits after the machine's description, where a full run puts it
  const entries = [...sections.entries()];
  const http = entries.findIndex(([key]) => key === HTTP_HEADING);
  const machineAt = entries.findIndex(([key]) => key === '## Machine');
  if (http > machineAt + 1 && machineAt >= 0) entries.splice(machineAt + 1, 0, ...entries.splice(http, 1));
  const doc = entries.map(([, text]) => text).join('\n\n') + '\n';
  fs.writeFileSync(OUT, doc);
  console.log(`written: ${path.relative(process.cwd(), OUT)} (${names.join(', ')})`);
};

const main = async (): Promise<void> => {
  const only = process.env.BENCH_ONLY?.split(',').map((s) => s.trim()).filter(Boolean);
  if (only?.length) return runOnly(only);
  const started = new Date();
  const loadAtStart = os.loadavg();
  console.log(`HTTP benchmark: ${RATE} requests/s per route, embedded database then PostgreSQL (1 and 2 processes)`);
  const http = await runHttpBench();
  const bench = (name: SectionName) => optionalBench(SECTIONS[name].file, SECTIONS[name].fn);
  const pricing = await bench('pricing');
  const gerber = await bench('gerber');
  const checkout = await bench('checkout');
  const fuzz = await bench('fuzz');
  const scale = await bench('scale');
  const opl = await bench('opl');
  const pcba = await bench('pcba');
  const print3d = await bench('print3d');
  const cnc = await bench('cnc');
  const pages = await bench('lighthouse');

  const doc = [
    '# Benchmarks',
    '',
    `Generated by \`npm run bench\` (build, then \`tsx bench/run.ts\`) on ${started.toISOString().slice(0, 16).replace('T', ' ')} UTC.`,
    'Do not edit by hand: re-run the command. Benchmarks measure and report; the test suite does not depend on them.',
    '',
    '## Machine',
    '',
    machine(loadAtStart),
    '',
    HTTP_HEADING,
    '',
    httpSection(http),
    '',
    '## Pricing engine',
    '',
    pricing ?? '_bench/pricing.ts not present when this was generated._',
    '',
    '## Gerber analysis',
    '',
    gerber ?? '_bench/gerber.ts not present when this was generated._',
    '',
    '## Checkout throughput (`POST /order/make`, 20 concurrent customers)',
    '',
    checkout ?? '_bench/checkout.ts not present when this was generated._',
    '',
    '## Malformed input (OpenAPI-driven fuzz test)',
    '',
    fuzz ?? '_bench/fuzz.ts not present when this was generated._',
    '',
    '## Orders at scale (1,000,000 orders, PostgreSQL)',
    '',
    scale ?? '_bench/orders-scale.ts not present when this was generated._',
    '',
    '## Open Parts Library (582,280 parts)',
    '',
    opl ?? '_bench/opl.ts not present when this was generated._',
    '',
    '## PCB assembly: BOM matching (300 lines, full catalogue)',
    '',
    pcba ?? '_bench/pcba.ts not present when this was generated._',
    '',
    '## 3D printing: a 10 MB STL analysed',
    '',
    print3d ?? '_bench/print3d.ts not present when this was generated._',
    '',
    '## CNC: reading the sample STEP assembly',
    '',
    cnc ?? '_bench/cnc.ts not present when this was generated._',
    '',
    SECTIONS.lighthouse.heading,
    '',
    pages ?? '_bench/lighthouse.ts not present when this was generated._',
    '',
  ].join('\n');
  fs.mkdirSync(path.dirname(OUT), { recursive: true });
  fs.writeFileSync(OUT, doc);
  console.log(`\n${httpTable(http)}\n\n${httpVerdict(http)}\n\nwritten: ${path.relative(process.cwd(), OUT)}`);
};

await main();
// Exit explicitly: an optional bench may leave worker threads or timers behind.
process.exit(0);
