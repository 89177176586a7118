// 3D printing (issue 12 "All three": a 10 MB STL analysed in under 1 s). Generates a closed sphere as a binary STL
// just under the 10 MB cap (209,000 triangles) and times the whole analysis (read, weld, edge check, volume, area,
// shells) in the mesh worker process, warm, as the upload route runs it, and in-process for the pure cost.
// Part of `npm run bench` (bench/run.ts, section "print3d"); alone: `BENCH_ONLY=print3d npm run bench`.
import { performance } from 'node:perf_hooks';
import { binaryStl, sphereTriangles } from '../src/server/integrations/files/mesh/mesh-fixtures';
import { readModel } from '../src/server/integrations/files/mesh/read-model';
import { MeshWorkerPool, readModelInWorker } from '../src/server/integrations/files/mesh/worker-pool';

const RUNS = 5;
const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

export const runPrint3dBench = async (): Promise<string> => {
  await new Promise((r) => setTimeout(r, 0));
  const stl = binaryStl(sphereTriangles(50, 209_000));
  const triangles = stl.readUInt32LE(80);
  // the pool unrefs its worker handles (they never keep a server alive): keep this script alive while it waits
  const keepAlive = setInterval(() => undefined, 1000);
  const pool = new MeshWorkerPool({ size: 1 });
  try {
    const cold = await readModelInWorker(stl, { pool });
    const worker: number[] = [];
    let heap = cold.stats.workerPeakHeapBytes;
    for (let i = 0; i < RUNS; i++) {
      const t0 = performance.now();
      const r = await readModelInWorker(stl, { pool });
      worker.push(performance.now() - t0);
      heap = Math.max(heap, r.stats.workerPeakHeapBytes);
    }
    const inProcess: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const t0 = performance.now();
      await readModel(stl);
      inProcess.push(performance.now() - t0);
    }
    const a = cold.analysis;
    return [
      `A generated sphere (r = 50 mm), binary STL of ${(stl.length / 2 ** 20).toFixed(2)} MiB (${triangles.toLocaleString('en')} triangles; the cap is 10 MiB).`,
      `Analysis: watertight ${String(a.watertight)}, ${a.shells} shell, volume ${(a.volume! / 1000).toFixed(1)} cm³ (a perfect sphere: ${((4 / 3) * Math.PI * 125).toFixed(1)} cm³).`,
      '',
      '| | median of 5 | runs (ms) |',
      '|---|---|---|',
      `| Mesh worker, warm, round trip (bytes over IPC, read, analyse, reply) | ${median(worker).toFixed(0)} ms | ${worker.map((x) => x.toFixed(0)).join(', ')} |`,
      `| In process (\`readModel\` alone) | ${median(inProcess).toFixed(0)} ms | ${inProcess.map((x) => x.toFixed(0)).join(', ')} |`,
      `| First job, worker start-up included | ${cold.stats.elapsedMs.toFixed(0)} ms | |`,
      '',
      `Worker peak heap: ${(heap / 2 ** 20).toFixed(0)} MiB (cap ${512} MiB). Target: under 1 s — ${median(worker) < 1000 ? 'met' : 'missed'}.`,
    ].join('\n');
  } finally {
    clearInterval(keepAlive);
    await pool.close();
  }
};
