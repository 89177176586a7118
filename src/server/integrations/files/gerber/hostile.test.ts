// Hostile Gerber archives are contained (issue 7 §1): each ends as an analysis warning for that upload, the server's
// own heap stays where it was, and the next normal upload is analysed and drawn as usual. And a worker that does run
// out of memory dies alone: the server gets an error for that job, not an abort.
import { afterAll, describe, expect, it } from 'vitest';
import { outlineGerber } from '../test-support/gerber-text';
import { hostileGerbers } from '../test-support/hostile-gerbers';
import { writeZip } from '../test-support/zip-writer';
import { tracespaceBoards } from '../test-support/tracespace-boards';
import { analyzeAndRender, GerberWorkerError } from './worker-client';
import { GerberWorkerPool } from './worker-pool';

const pool = new GerberWorkerPool({ size: 1 });
afterAll(() => pool.close());
const arduino = (): Buffer => tracespaceBoards().find((b) => b.name === 'arduino-uno')!.zip;

describe('hostile archives in the worker', () => {
  it.each(hostileGerbers().map((h) => [h.what, h.zip] as const))('%s: refused before drawing, the next board works', { timeout: 60_000 }, async (_what, zip) => {
    const heapBefore = process.memoryUsage().heapUsed;
    const result = await analyzeAndRender(zip, { pool, timeoutMs: 30_000 });
    expect(result.analysis.warnings.map((w) => w.key)).toContain('gerber.tooComplex');
    expect(result.previews).toBeNull();
    // nothing derived from the file grew this process (the expansion would be hundreds of MB)
    expect(process.memoryUsage().heapUsed - heapBefore).toBeLessThan(50 * 1024 * 1024);
    const normal = await analyzeAndRender(arduino(), { pool, timeoutMs: 30_000 });
    expect(normal.analysis.size).toEqual({ widthMm: 68.58, heightMm: 53.34 });
    expect(normal.previews?.top).toMatch(/^<svg/);
  });
});

describe('a worker that runs out of memory', () => {
  it('fails that job with a worker error, and the pool serves the next job', { timeout: 60_000 }, async () => {
    // just under the drawing budget (1.9 million flashes), with a heap cap far too small to draw them: V8 aborts the
    // worker process, as it aborted the whole server when the worker was a thread
    const heavy = writeZip([
      { name: 'b-F_Cu.gbr', data: Buffer.from(['%FSLAX46Y46*%', '%MOMM*%', '%TF.FileFunction,Copper,L1,Top*%', '%ADD10C,0.1*%', 'D10*', '%SRX1000Y1900I0.2J0.2*%', 'X0Y0D03*', '%SR*%', 'M02*'].join('\n')) },
      { name: 'b-Edge_Cuts.gbr', data: Buffer.from(outlineGerber(50, 50, { fileFunction: 'Profile,NP' })) },
    ]);
    const starved = analyzeAndRender(heavy, { pool, timeoutMs: 40_000, maxOldGenerationSizeMb: 64 });
    const outcome = await starved.then(
      (r) => r.previewError,
      (err: unknown) => (err instanceof GerberWorkerError ? err.reason : String(err)),
    );
    // the analysis (sent before drawing) may survive the abort; the drawing never does
    expect(outcome).toBe('memory');
    const normal = await analyzeAndRender(arduino(), { pool, timeoutMs: 30_000 });
    expect(normal.analysis.copperLayers).toBe(2);
  });
});
