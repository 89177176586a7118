// npm run parts:import -- <folder or file> [--batch N] [--report rejects.csv]
// Loads a parts catalogue (jlcparts folder or shard, or CSV: docs/opl.md) into the configured database
// (DATABASE_URL, else the embedded one under DATA_DIR). With the embedded database the shop must be stopped (one
// process per folder); with PostgreSQL it keeps serving while stock and prices update in place.
import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config';
import { openDatabase } from '../db/open';
import { importCatalogue, type ImportProgress } from '../commands/opl/import/run-import';
import { refreshFacetCounts } from '../commands/opl/facet-counts';

const args = process.argv.slice(2);
const flag = (name: string): string | undefined => {
  const i = args.indexOf(name);
  if (i < 0) return undefined;
  const v = args[i + 1];
  args.splice(i, 2);
  return v;
};
const batchSize = Number(flag('--batch') ?? 2000);
const reportFile = flag('--report') ?? 'parts-import-rejected.csv';
const target = args[0];
if (!target || !Number.isInteger(batchSize) || batchSize < 1 || batchSize > 20_000) {
  console.error('usage: npm run parts:import -- <jlcparts folder | shard.jsonl.gz | file.csv | folder of CSV> [--batch 2000] [--report file.csv]');
  process.exit(2);
}

const config = loadConfig();
const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const tty = process.stderr.isTTY;
const show = (p: ImportProgress, final = false) => {
  const rate = p.seconds > 0 ? Math.round(p.written / p.seconds) : 0;
  const mem = Math.round(process.memoryUsage().rss / 1e6);
  const line = `  ${p.written.toLocaleString('en-US')} parts written, ${p.rejected.toLocaleString('en-US')} rejected, ` +
    `${rate.toLocaleString('en-US')} parts/s, ${p.seconds.toFixed(1)} s, ${mem} MB`;
  if (tty) process.stderr.write(`\r${line}\x1b[K${final ? '\n' : ''}`);
  else if (final || Math.floor(p.seconds / 5) !== Math.floor(lastShown / 5)) process.stderr.write(`${line}\n`);
  lastShown = p.seconds;
};
let lastShown = 0;

let exitCode = 0;
try {
  console.error(`Importing ${path.resolve(target)} into the ${handle.kind === 'postgres' ? 'PostgreSQL' : 'embedded'} database`);
  const result = await importCatalogue(handle.db, target, {
    batchSize,
    onProgress: (p) => show(p),
    trustReferences: handle.kind !== 'postgres',
  });
  show(result, true);
  await refreshFacetCounts(handle.db);
  if (result.rejected) {
    const csv = ['where,sku,reason', ...result.rejections.map((r) => [r.where, r.sku, r.reason].map(csvCell).join(','))];
    fs.writeFileSync(reportFile, `${csv.join('\n')}\n`);
    const byReason = new Map<string, number>();
    for (const r of result.rejections) byReason.set(r.reason, (byReason.get(r.reason) ?? 0) + 1);
    console.error(`Rejected ${result.rejected} rows (details in ${reportFile}${result.moreRejections ? `, the first ${result.rejections.length}` : ''}):`);
    for (const [reason, n] of [...byReason].sort((a, b) => b[1] - a[1])) console.error(`  ${n}  ${reason}`);
  }
  // maxRSS counts the embedded database too (it runs in a worker thread of this process)
  const peakMb = Math.round(process.resourceUsage().maxRSS / 1024);
  console.error(`Done: ${result.written} parts in ${result.seconds.toFixed(1)} s, peak memory ${peakMb} MB.`);
} catch (err) {
  console.error(`\nImport failed: ${(err as Error).message}`);
  exitCode = 1;
} finally {
  await handle.close();
}
process.exit(exitCode);

function csvCell(s: string): string {
  // quote, and defuse spreadsheet formulas (a SKU "=cmd()" must not run when the report is opened)
  const safe = /^[=+\-@]/.test(s) ? `'${s}` : s;
  return /[",\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}
