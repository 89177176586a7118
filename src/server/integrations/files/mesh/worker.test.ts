// The mesh worker path: a real child process (from source, through tsx), real limits.
import { afterAll, describe, expect, it } from 'vitest';
import { MeshReadError } from './limits';
import { binaryStl, boxTriangles, sphereTriangles } from './mesh-fixtures';
import { MeshWorkerPool, readModelInWorker } from './worker-pool';

const pool = new MeshWorkerPool({ size: 1 });
afterAll(() => pool.close());

describe('readModelInWorker', () => {
  it('measures a model in the worker and brings the analysis back', async () => {
    const { analysis, stats } = await readModelInWorker(binaryStl(boxTriangles(20, 30, 40)), { pool });
    expect(analysis.volume).toBeCloseTo(24_000, 3);
    expect(stats.workerPeakHeapBytes).toBeGreaterThan(0);
  }, 60_000);

  it("brings the file's own refusal back with its reason", async () => {
    const error = await readModelInWorker(Buffer.from('%PDF-1.7\n1 0 obj\n'), { pool }).catch((err: unknown) => err);
    expect((error as MeshReadError).reason).toBe('wrongType');
  }, 60_000);

  it('reports a job over its time limit as unreadable, and keeps serving', async () => {
    await readModelInWorker(binaryStl(boxTriangles(1, 1, 1)), { pool }); // warm
    const error = await readModelInWorker(binaryStl(sphereTriangles(10, 150_000)), { pool, timeoutMs: 1 }).catch((err: unknown) => err);
    expect(error).toBeInstanceOf(MeshReadError);
    expect((error as MeshReadError).reason).toBe('unreadable');
    const after = await readModelInWorker(binaryStl(boxTriangles(2, 2, 2)), { pool });
    expect(after.analysis.volume).toBeCloseTo(8, 4);
  }, 60_000);
});
