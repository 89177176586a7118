// Gerber analysis + preview benchmark: each @tracespace/fixtures board and our own sets through analyzeAndRender
// (the path the upload route uses: a pooled worker process). Reports the median of 3 warm runs, the worker's peak
// V8 heap and the cold start once. Target: under 1 s for a typical 2-layer board.
// Then issue 17's comparison with pcb-stackup alone on ../shared/gerber-corpus (bench/gerber-reference.ts).
// Run alone: `npx tsx bench/gerber.ts`; the main bench runner calls runGerberBench() for docs/benchmarks.md.
import fs from 'node:fs';
import { pathToFileURL } from 'node:url';
import { analyzeAndRender } from '../src/server/integrations/files/gerber/worker-client';
import { GerberWorkerPool } from '../src/server/integrations/files/gerber/worker-pool';
import { tracespaceBoards } from '../src/server/integrations/files/test-support/tracespace-boards';
import { referenceSection } from './gerber-reference';

const RUNS = 3;
const MB = 1024 * 1024;

const ownSets = ['x2-kicad-4layer-blind.zip', 'x2-allegro-6layer.zip', 'gbrjob-4layer-buried.zip', 'plain-2layer.rar'].map((name) => ({
  name,
  zip: fs.readFileSync(new URL(`../src/server/integrations/files/__fixtures__/${name}`, import.meta.url)),
}));

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

export const runGerberBench = async (): Promise<string> => {
  const boards = [...tracespaceBoards().map((b) => ({ name: b.name, zip: b.zip })), ...ownSets];
  const pool = new GerberWorkerPool({ size: 1 });
  const rssBefore = process.memoryUsage().rss;
  const rows: string[] = [];
  let coldMs = 0;
  try {
    const first = boards[0];
    if (first) coldMs = (await analyzeAndRender(first.zip, { pool })).stats.elapsedMs;
    for (const board of boards) {
      const times: number[] = [];
      let peakHeap = 0;
      let summary = '';
      for (let run = 0; run < RUNS; run += 1) {
        const result = await analyzeAndRender(board.zip, { pool });
        times.push(result.stats.elapsedMs);
        peakHeap = Math.max(peakHeap, result.stats.workerPeakHeapBytes);
        const { analysis } = result;
        const size = analysis.size ? `${analysis.size.widthMm} × ${analysis.size.heightMm}` : '—';
        const warnings = analysis.warnings.map((w) => w.key.replace('gerber.', '')).join(', ') || '—';
        summary = `| ${board.name} | ${(board.zip.length / 1024).toFixed(0)} KB | ${analysis.layers.length} | ${analysis.copperLayers} | ${size} | ${warnings} | ${result.previews ? 'yes' : (result.previewError ?? 'no')}`;
      }
      rows.push(`${summary} | ${median(times).toFixed(0)} | ${(peakHeap / MB).toFixed(0)} |`);
    }
  } finally {
    await pool.close();
  }
  const rssGrowth = (process.memoryUsage().rss - rssBefore) / MB;
  // issue 17's goal first: ours against pcb-stackup alone on the real boards (skipped without ../shared)
  const goal = await referenceSection();
  return [
    goal,
    '### Gerber analysis + preview (worker process, warm)',
    '',
    '| Board | Archive | Files | Copper | Size (mm) | Warnings | Previews | Time (ms, median of 3) | Worker peak heap (MB) |',
    '|---|---|---|---|---|---|---|---|---|',
    ...rows,
    '',
    `Cold start (first job, new worker${import.meta.url.endsWith('.ts') ? ', from TypeScript source through tsx' : ''}): ${coldMs.toFixed(0)} ms. ` +
      `Process RSS growth over the run: ${rssGrowth.toFixed(0)} MB. Node ${process.version}.`,
    '',
  ].join('\n');
};

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log(await runGerberBench());
}
