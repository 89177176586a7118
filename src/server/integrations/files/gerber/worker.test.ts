// The worker path: real worker threads (from source, through tsx), real limits.
import fs from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { ArchiveError } from '../archive/errors';
import { busyOutlineGerber, featureGerber, outlineGerber } from '../test-support/gerber-text';
import { tracespaceBoards } from '../test-support/tracespace-boards';
import { writeZip } from '../test-support/zip-writer';
import { analyzeAndRender, GerberWorkerError, renderPreviews } from './worker-client';
import { GerberWorkerPool } from './worker-pool';

const fixture = (name: string): Buffer => fs.readFileSync(new URL(`../__fixtures__/${name}`, import.meta.url));
const pool = new GerberWorkerPool({ size: 1 });
afterAll(() => pool.close());

const hostile = (segments: number): Buffer =>
  writeZip([
    { name: 'b-F_Cu.gbr', data: Buffer.from(featureGerber(10, 10, { fileFunction: 'Copper,L1,Top' })) },
    { name: 'b-Edge_Cuts.gbr', data: Buffer.from(busyOutlineGerber(segments)) },
  ]);

describe('analyzeAndRender', () => {
  it('analyses and draws the Arduino Uno within the default limit', async () => {
    const arduino = tracespaceBoards().find((b) => b.name === 'arduino-uno');
    const result = await analyzeAndRender(arduino?.zip ?? Buffer.alloc(0), { pool });
    expect(result.analysis.size).toEqual({ widthMm: 68.58, heightMm: 53.34 });
    expect(result.analysis.copperLayers).toBe(2);
    expect(result.previewError).toBeNull();
    expect(result.previews?.top).toMatch(/^<svg[^>]*viewBox/);
    expect(result.previews?.bottom).toMatch(/^<svg/);
    expect(result.stats.elapsedMs).toBeLessThan(20_000);
  }, 30_000);

  it('brings archive errors back as ArchiveError with their reason', async () => {
    const error = await analyzeAndRender(fixture('traversal.zip'), { pool }).catch((err: unknown) => err);
    expect(error).toBeInstanceOf(ArchiveError);
    expect((error as ArchiveError).reason).toBe('traversal');
  }, 30_000);

  it('applies a mapping in the worker', async () => {
    const zip = writeZip([{ name: 'one.gbr', data: Buffer.from(featureGerber(10, 10)) }]);
    const result = await analyzeAndRender(zip, { pool, render: false, mapping: { 'one.gbr': { type: 'copper', side: 'top' } } });
    expect(result.analysis.copperLayers).toBe(1);
    expect(result.previews).toBeNull();
    expect(result.previewError).toBeNull();
  }, 30_000);

  it('times out cleanly on a 400k-segment outline, terminating the worker, and keeps serving', async () => {
    await analyzeAndRender(fixture('plain-2layer.rar'), { pool }); // a warm worker: the limit measures the job, not start-up
    const started = performance.now();
    // The job takes well over a second even on a quiet machine (each layer is parsed once now, so the
    // 200k outline this test used finished inside the old 1.5 s limit); the limit is a small fraction of it.
    const outcome = await analyzeAndRender(hostile(400_000), { pool, timeoutMs: 250 }).catch((err: unknown) => err);
    // Depending on machine load the limit strikes while measuring (no analysis yet: a typed error) or while
    // rendering (the analysis is kept, the previews are marked as timed out). Both are a clean timeout.
    if (outcome instanceof GerberWorkerError) expect(outcome.reason).toBe('timeout');
    else expect(outcome).toMatchObject({ previews: null, previewError: 'timeout' });
    expect(performance.now() - started).toBeLessThan(5_000);
    const after = await analyzeAndRender(fixture('plain-2layer.rar'), { pool });
    expect(after.analysis.copperLayers).toBe(2);
  }, 60_000);

  it('skips outline gap filling on a busy outline, and keeps the analysis when only the render runs out of time', async () => {
    const zip = hostile(20_000);
    const skipped = await analyzeAndRender(zip, { pool, timeoutMs: 15_000 });
    expect(skipped.previewError).toBeNull();
    expect(skipped.analysis.outline?.segments).toBe(20_000);
    // Forcing v4's quadratic gap fill on the same outline: the render runs out, the values survive.
    const forced = await analyzeAndRender(zip, { pool, timeoutMs: 3_000, tuning: { maxGapFillSegments: Number.MAX_SAFE_INTEGER } });
    expect(forced.previews).toBeNull();
    expect(forced.previewError).toBe('timeout');
    expect(forced.analysis.copperLayers).toBe(1);
  }, 60_000);

  it('reports a layer the parser throws on as a failed drawing, and the worker lives on', async () => {
    // coordinates before any format statement: gerber-parser throws (it used to do so outside any handler)
    const zip = writeZip([
      { name: 'b-F_Cu.gbr', data: Buffer.from('%TF.FileFunction,Copper,L1,Top*%\n%ADD10C,0.1*%\nD10*\nX100Y100D03*\nM02*\n') },
      { name: 'b-Edge_Cuts.gbr', data: Buffer.from(outlineGerber(50, 30, { fileFunction: 'Profile,NP' })) },
    ]);
    const result = await analyzeAndRender(zip, { pool });
    expect(result.previews).toBeNull();
    expect(result.previewError).toBe('failed');
    expect(result.analysis.size).toEqual({ widthMm: 50, heightMm: 30 });
    expect(result.analysis.warnings.map((w) => w.key)).toContain('gerber.parseFailed');
    // the same worker serves the next job (a throw outside any handler used to kill it)
    const next = await analyzeAndRender(fixture('plain-2layer.rar'), { pool });
    expect(next.stats.coldStart).toBe(false);
  }, 30_000);

  it('reports a worker that runs out of memory as a memory error', async () => {
    const small = new GerberWorkerPool({ size: 1 });
    try {
      const error = await analyzeAndRender(hostile(200_000), { pool: small, maxOldGenerationSizeMb: 8, timeoutMs: 30_000 }).catch((err: unknown) => err);
      expect(error, String(error)).toBeInstanceOf(GerberWorkerError);
      expect((error as GerberWorkerError).reason, String(error)).toBe('memory');
    } finally {
      await small.close();
    }
  }, 60_000);
});

describe('renderPreviews', () => {
  it('renders identified layers and refuses an empty set with a typed error', async () => {
    const layer = { name: 'b.gtl', data: Buffer.from(featureGerber(10, 10)), type: 'copper' as const, side: 'top' as const };
    const previews = await renderPreviews([layer], { pool });
    expect(previews.top).toMatch(/^<svg/);
    const error = await renderPreviews([], { pool }).catch((err: unknown) => err);
    expect(error).toBeInstanceOf(GerberWorkerError);
    expect((error as GerberWorkerError).reason).toBe('failed');
  }, 30_000);
});
