// How worker outcomes become upload outcomes: archive problems are clear errors, a worker out of time leaves the
// upload usable but unanalysed.
import fs from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { closeGerberWorkers } from '../../integrations/files/gerber/worker-pool';
import { AppError } from '../../http/errors';
import { runAnalysis } from './run-analysis';

const fixture = (name: string): Buffer => fs.readFileSync(new URL(`../../integrations/files/__fixtures__/${name}`, import.meta.url));
afterAll(() => closeGerberWorkers());

describe('runAnalysis', () => {
  it('analyses and draws a board', async () => {
    const r = await runAnalysis(fixture('plain-2layer.rar'));
    expect(r.status).toBe('analysed');
    expect(r.analysis.copper_layers).toBe(2);
    expect(r.previews?.top).toMatch(/^<svg/);
  }, 30_000);

  it('turns an archive problem into its upload error key', async () => {
    const err = await runAnalysis(fixture('nested.rar')).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect((err as AppError).key).toBe('upload.nested');
    expect((err as AppError).status).toBe(422);
  }, 30_000);

  it('keeps the upload, unanalysed with "parse failed" and "too complex", when the worker runs out of time', async () => {
    const r = await runAnalysis(fixture('plain-2layer.rar'), undefined, { timeoutMs: 1 });
    expect(r).toMatchObject({ status: 'unanalysed', previews: null, analysis: { copper_layers: 0, warnings: ['gerber.parseFailed', 'gerber.tooComplex'] } });
  }, 30_000);
});
