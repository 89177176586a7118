// The BOM worker path: a real child process (from source, through tsx), real limits.
import fs from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { BomReadError } from './limits';
import { BomWorkerPool, readBomInWorker } from './worker-pool';

const fixture = (name: string): Buffer => fs.readFileSync(new URL(`../../../../shared/pcba/__fixtures__/${name}`, import.meta.url));
const pool = new BomWorkerPool({ size: 1 });
afterAll(() => pool.close());

describe('readBomInWorker', () => {
  it('reads a CSV in the worker and brings the grid back', async () => {
    const { sheet, stats } = await readBomInWorker(fixture('eagle.csv'), { pool });
    expect(sheet).toMatchObject({ format: 'csv', sheet: '', truncated: false });
    expect(sheet.grid[0]).toEqual(['Qty', 'Value', 'Device', 'Package', 'Parts', 'Description', 'MF', 'MPN']);
    expect(stats.workerPeakHeapBytes).toBeGreaterThan(0);
  }, 60_000);

  it('brings the file\'s own refusal back with its reason', async () => {
    const error = await readBomInWorker(Buffer.from('%PDF-1.7\n1 0 obj\n'), { pool }).catch((err: unknown) => err);
    expect(error).toBeInstanceOf(BomReadError);
    expect((error as BomReadError).reason).toBe('wrongType');
  }, 60_000);

  it('reports a job over its time limit as unreadable, and keeps serving', async () => {
    await readBomInWorker(fixture('kicad.csv'), { pool }); // warm: the limit measures the job, not start-up
    const big = Buffer.from(`Designator,Qty,MPN\n${'R1,1,RC0402FR-0710KL,'.repeat(20).concat('\n').repeat(12_000)}`);
    const error = await readBomInWorker(big, { pool, timeoutMs: 5 }).catch((err: unknown) => err);
    expect(error).toBeInstanceOf(BomReadError);
    expect((error as BomReadError).reason).toBe('unreadable');
    const after = await readBomInWorker(fixture('kicad.csv'), { pool });
    expect(after.sheet.grid[0]?.[0]).toBe('Refs');
  }, 60_000);
});
