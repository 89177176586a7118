// CNC model reading (issue 12 "Benchmarks": the STEP reading time and peak memory for the sample assembly). Reads
// ../shared/models/big.step (434 KB, 18 solids) in the CAD worker pool (a child process, as the server does): a cold
// read (the worker starts and loads occt-import-js's 7.6 MB WebAssembly) and warm reads, with the worker's resident
// memory after each read (WebAssembly memory is not in the V8 heap, so the heap figure alone would under-report).
// Part of `npm run bench` (bench/run.ts, section "cnc"); alone: `npx tsx bench/cnc.ts`.
import fs from 'node:fs';
import path from 'node:path';
import { CadWorkerPool, readCadInWorker } from '../src/server/integrations/files/cad/worker-pool';

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const SAMPLE = path.resolve(ROOT, '../shared/models/big.step');
const WARM_RUNS = 3;

const mb = (bytes: number) => (bytes / 2 ** 20).toFixed(0);

export const runCncBench = async (log: (s: string) => void = console.log): Promise<string> => {
  if (!fs.existsSync(SAMPLE)) return `_The sample assembly ${SAMPLE} is absent: not measured._`;
  const bytes = fs.readFileSync(SAMPLE);
  const pool = new CadWorkerPool({ size: 1 });
  const rows: string[] = [];
  try {
    for (let i = 0; i <= WARM_RUNS; i++) {
      const { analysis, stats, rssBytes } = await readCadInWorker(bytes, { pool });
      const kind = stats.coldStart ? 'cold (worker start + WebAssembly load)' : 'warm';
      log(`cnc: ${kind} ${Math.round(stats.elapsedMs)} ms, rss ${mb(rssBytes)} MB, heap ${mb(stats.workerPeakHeapBytes)} MB`);
      rows.push(`| ${i + 1} | ${kind} | ${Math.round(stats.elapsedMs)} | ${mb(rssBytes)} | ${mb(stats.workerPeakHeapBytes)} | ${analysis.solids} | ${Math.round(analysis.volume_mm3).toLocaleString('en')} |`);
    }
  } finally {
    await pool.close();
  }
  return [
    `\`big.step\` (${(bytes.length / 1024).toFixed(0)} KB, the sample assembly of ../shared/models) read by occt-import-js 0.0.23 in the CAD worker process, as \`POST /v1/cnc/model\` does.`,
    '',
    '| Run | Worker | Time (ms) | Worker RSS after the read (MB) | Peak V8 heap (MB) | Solids | Volume (mm³) |',
    '|---|---|---|---|---|---|---|',
    ...rows,
  ].join('\n');
};

if (path.resolve(process.argv[1] ?? '') === path.resolve(new URL(import.meta.url).pathname)) console.log(await runCncBench());
