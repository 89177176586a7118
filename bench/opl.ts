// Open Parts Library at catalogue scale (issue 10): the public jlcparts snapshot (../shared/parts/jlcparts,
// 582,280 parts) is imported with `npm run parts:import` into a fresh embedded database and a fresh PostgreSQL
// database, timing the import and its peak memory; then searches are timed through the app's own command
// (searchParts): MPN lookups, engineering values, free text, and whole answers with facet counts.
// Part of `npm run bench` (bench/run.ts, section "opl"); alone: `npx tsx bench/opl.ts`.
// OPL_BENCH_SOURCE: another jlcparts folder; OPL_BENCH_SHARDS=n: only the first n shards (a quick check).
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { connect, type DbHandle } from '../src/server/db/client';
import { startEmbedded } from '../src/server/db/embedded';
import { searchParts, type OplSearchInput } from '../src/server/commands/opl/search-parts';
import { measureTyping, type TypingFigures } from './opl-typing';

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const ADMIN_URL = process.env.BENCH_POSTGRES_URL || process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const SOURCE = path.resolve(ROOT, process.env.OPL_BENCH_SOURCE || '../shared/parts/jlcparts');
const SHARDS = Number(process.env.OPL_BENCH_SHARDS) || 0;
const RUNS = 5;

const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! * 10) / 10;
};

/** A folder with only the first n shards of the source (symlinks), for a quick run. */
const sliceOf = (n: number): string => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'opl-bench-slice-'));
  const manifest = JSON.parse(fs.readFileSync(path.join(SOURCE, 'manifest.json'), 'utf8')) as { categories: { shards: string[] }[] };
  const categories = [];
  let left = n;
  for (const c of manifest.categories) {
    if (left <= 0) break;
    const shards = c.shards.slice(0, left);
    left -= shards.length;
    for (const s of shards) fs.symlinkSync(path.join(SOURCE, s), path.join(dir, s));
    categories.push({ ...c, shards });
  }
  fs.symlinkSync(path.join(SOURCE, 'attributes-lut.json.gz'), path.join(dir, 'attributes-lut.json.gz'));
  fs.writeFileSync(path.join(dir, 'manifest.json'), JSON.stringify({ categories }));
  return dir;
};

interface ImportFigures {
  parts: number;
  rejected: number;
  seconds: number;
  peakMb: number;
}

/** Runs the import command as an operator would, in its own process, and reads its closing lines. */
export const runImport = (source: string, env: Record<string, string>, log: (s: string) => void): Promise<ImportFigures> =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/cli/parts-import.ts', source, '--report', path.join(os.tmpdir(), 'opl-bench-rejected.csv')], {
      cwd: ROOT,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let out = '';
    child.stderr.on('data', (d: Buffer) => {
      const text = d.toString();
      out += text;
      for (const line of text.split('\n')) if (/parts written/.test(line)) log(line.trim());
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      const done = /Done: (\d+) parts in ([\d.]+) s, peak memory (\d+) MB/.exec(out);
      const rejected = /Rejected (\d+) rows/.exec(out);
      if (code !== 0 || !done) reject(new Error(`import failed (${code}): ${out.slice(-500)}`));
      else resolve({ parts: Number(done[1]), seconds: Number(done[2]), peakMb: Number(done[3]), rejected: Number(rejected?.[1] ?? 0) });
    });
  });

interface Timing {
  kind: string;
  queries: number;
  p50: number;
  p95: number;
  /** Each query's matches ("more than 1,000" when the answer is capped) and its own p95. */
  perQuery: { label: string; matches: string; p95: number }[];
}

const timeAll = async (h: DbHandle, kind: string, inputs: OplSearchInput[]): Promise<Timing> => {
  const ms: number[] = [];
  const perQuery: Timing['perQuery'] = [];
  for (const input of inputs) {
    const warm = await searchParts({ db: h.db }, input); // warm the cache and the plan
    const own: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const t0 = performance.now();
      await searchParts({ db: h.db }, input);
      own.push(performance.now() - t0);
    }
    ms.push(...own);
    const matches = warm.total_capped ? `more than ${warm.total.toLocaleString('en-US')}` : warm.total.toLocaleString('en-US');
    perQuery.push({ label: input.q ?? (input.category ? `category ${input.category}` : 'everything'), matches, p95: percentile(own, 95) });
  }
  return { kind, queries: inputs.length, p50: percentile(ms, 50), p95: percentile(ms, 95), perQuery };
};

const measureSearches = async (h: DbHandle): Promise<Timing[]> => {
  const sample = (await h.db.execute(sql`select mpn from opl_parts order by random() limit 20`)).rows as { mpn: string }[];
  const mpns = sample.map((r) => r.mpn);
  const cats = (await h.db.execute(sql`select id from opl_categories where parent_id is null order by part_count desc limit 3`)).rows as { id: number }[];
  const subs = (await h.db.execute(sql`select id from opl_categories where parent_id is not null order by part_count desc limit 3`)).rows as { id: number }[];
  const items = (q: string): OplSearchInput => ({ q, facets: false });
  return [
    await timeAll(h, 'MPN, exact', mpns.map(items)),
    await timeAll(h, 'MPN, without punctuation', mpns.map((m) => items(m.replace(/[^A-Za-z0-9]/g, '')))),
    await timeAll(h, 'MPN, prefix', ['STM32F103', 'CL05B', 'RC0603FR', 'ESP32-S3', 'AO34', 'LM358', 'GRM155'].map(items)),
    await timeAll(h, 'Value', ['100nF 0402', '10k 1% 0603', '4.7uF 0805', '1k 0402', '22pF 0402 C0G', '100uH', '3.3V LDO'].map(items)),
    await timeAll(h, 'Free text', ['esp32', 'usb type-c', 'mosfet n-channel', 'stm32', 'led red 0603', 'crystal', 'samsung'].map(items)),
    await timeAll(h, 'Whole answer with facets: browse', [{}, ...cats.map((c) => ({ category: c.id })), ...subs.map((c) => ({ category: c.id }))]),
    await timeAll(h, 'Whole answer with facets: search', [{ q: '100nF' }, { q: 'stm32' }, { q: '10k 0603' }, { q: 'esp32' }, { q: 'samsung' }]),
    await timeAll(h, 'Sorted by price at 1,000', [{ q: '100nF', sort: 'price', qty: 1000, facets: false }, { q: '10k 0603', sort: 'price', qty: 1000, facets: false }]),
  ];
};

interface DbResult {
  database: string;
  import?: ImportFigures;
  timings?: Timing[];
  /** Typing to first result in the browser (PostgreSQL only: the built server runs beside the benchmark). */
  typing?: TypingFigures | string;
  problem?: string;
}

const benchEmbedded = async (source: string, log: (s: string) => void): Promise<DbResult> => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'opl-bench-pglite-'));
  try {
    log('OPL, embedded database: importing…');
    const figures = await runImport(source, { DATA_DIR: dataDir, DATABASE_URL: '' }, log);
    const embedded = await startEmbedded(dataDir);
    const h = connect({ socketDir: embedded.socketDir }, 'pglite', embedded.stop);
    try {
      log('OPL, embedded database: searching…');
      return { database: 'embedded (PGlite)', import: figures, timings: await measureSearches(h) };
    } finally {
      await h.close();
    }
  } catch (err) {
    return { database: 'embedded (PGlite)', problem: err instanceof Error ? err.message : String(err) };
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
};

const benchPostgres = async (source: string, log: (s: string) => void): Promise<DbResult> => {
  const name = `fusion_bench_opl_${crypto.randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  try {
    await admin.connect();
  } catch (err) {
    return { database: 'PostgreSQL', problem: `not reachable at ${ADMIN_URL}: ${err instanceof Error ? err.message : String(err)}` };
  }
  try {
    await admin.query(`CREATE DATABASE ${name}`); // generated name: hex only
    const url = new URL(ADMIN_URL);
    url.pathname = `/${name}`;
    log('OPL, PostgreSQL: importing…');
    const figures = await runImport(source, { DATABASE_URL: url.href }, log);
    const h = connect({ connectionString: url.href }, 'postgres');
    try {
      log('OPL, PostgreSQL: searching…');
      const timings = await measureSearches(h);
      log('OPL, PostgreSQL: typing in the browser…');
      return { database: 'PostgreSQL', import: figures, timings, typing: await measureTyping(url.href, log) };
    } finally {
      await h.close();
    }
  } catch (err) {
    return { database: 'PostgreSQL', problem: err instanceof Error ? err.message : String(err) };
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
    await admin.end();
  }
};

const report = (results: DbResult[], what: string): string => {
  const lines = [
    `Catalogue: ${what}. Import with \`npm run parts:import\` in its own process (embedded database: the process`,
    'hosts PGlite in a worker thread, so its peak memory includes the database). Targets (issue 10): import under',
    '3 minutes and 2 GB; search p95 under 30 ms for MPN, value and free-text queries; facet counts p95 under 100 ms.',
    `Search times are \`searchParts\` called in the benchmark process, ${RUNS} runs per query after one warm-up.`,
    '',
    '| Database | Parts imported | Rejected | Import time | Parts/s | Peak memory |',
    '|---|---:|---:|---:|---:|---:|',
  ];
  for (const r of results) {
    if (!r.import) lines.push(`| ${r.database} | not measured: ${r.problem} | | | | |`);
    else lines.push(`| ${r.database} | ${r.import.parts.toLocaleString('en-US')} | ${r.import.rejected} | ${r.import.seconds.toFixed(0)} s | ${Math.round(r.import.parts / r.import.seconds).toLocaleString('en-US')} | ${r.import.peakMb.toLocaleString('en-US')} MB |`);
  }
  lines.push('', '| Query kind | Queries | ' + results.map((r) => `${r.database} p50 / p95`).join(' | ') + ' |');
  lines.push('|---|---:|' + results.map(() => '---:|').join(''));
  const kinds = results.find((r) => r.timings)?.timings ?? [];
  for (const k of kinds) {
    const cells = results.map((r) => {
      const t = r.timings?.find((x) => x.kind === k.kind);
      return t ? `${t.p50} / ${t.p95} ms` : '—';
    });
    lines.push(`| ${k.kind} | ${k.queries} | ${cells.join(' | ')} |`);
  }
  for (const r of results) {
    const free = r.timings?.find((t) => t.kind === 'Free text');
    if (free) lines.push('', `Free text, each query (${r.database}): ` + free.perQuery.map((q) => `"${q.label}" ${q.matches} matches, p95 ${q.p95} ms`).join('; ') + '.');
  }
  for (const r of results) {
    if (r.typing === undefined) continue;
    lines.push('', typeof r.typing === 'string'
      ? `Typing to first result (${r.database}): ${r.typing}.`
      : `Typing to first result in Chromium (${r.database}; target 300 ms; from the last key's input event to the first result row showing the typed part number, so it includes the page's 100 ms typing pause): ` +
        `p50 ${r.typing.p50} ms, p95 ${r.typing.p95} ms, max ${r.typing.max} ms over ${r.typing.samples} searches` +
        (r.typing.misses.length ? `; first row did not show: ${r.typing.misses.join(', ')}` : '') + '.');
  }
  return lines.join('\n');
};

export const runOplBench = async (log: (s: string) => void = console.log): Promise<string> => {
  if (!fs.existsSync(path.join(SOURCE, 'manifest.json'))) {
    return `_No jlcparts catalogue at ${path.relative(ROOT, SOURCE)} (see docs/opl.md to download it); not measured._`;
  }
  const source = SHARDS ? sliceOf(SHARDS) : SOURCE;
  const what = SHARDS ? `the first ${SHARDS} shards of the jlcparts snapshot (OPL_BENCH_SHARDS)` : 'the full jlcparts snapshot (../shared/parts/jlcparts)';
  try {
    // one database after the other, never both at once (2 cores)
    const results = [await benchEmbedded(source, log), await benchPostgres(source, log)];
    return report(results, what);
  } finally {
    if (SHARDS) fs.rmSync(source, { recursive: true, force: true });
  }
};

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log(await runOplBench());
  process.exit(0);
}
