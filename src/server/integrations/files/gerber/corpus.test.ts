// Every real board of ../shared/gerber-corpus is read right (issue 8 §1): copper count, outline centre-line size
// within 0.1 mm, the drill files, blind/buried vias, the outline measured where the truth says it is, and no
// layer left unknown; checked against manifest.json's independently measured truth. The same rule is what
// `npx tsx scripts/gerber-corpus.ts` counts.
import { afterAll, describe, expect, it } from 'vitest';
import { readArchive } from '../archive/read-archive';
import { corpusArchive, corpusBoards, corpusProblems, CORPUS_DIR } from '../test-support/gerber-corpus';
import { analyzeEntriesForRender, analyzeGerberArchive } from './analyze';
import { analyzeAndRender } from './worker-client';
import { GerberWorkerPool } from './worker-pool';

const boards = corpusBoards();

describe('the Gerber corpus', () => {
  if (!boards) {
    it.skip(`${CORPUS_DIR} is absent (no ../shared beside the checkout): the real boards are not checked`, () => {});
    return;
  }

  it('has boards from several CAD tools', () => {
    const tools = new Set(boards.map((b) => b.cad_tool.split(' ')[0]));
    expect(tools.size).toBeGreaterThanOrEqual(5);
  });

  it.each(boards.map((b) => [`${b.archive} (${b.cad_tool})`, b] as const))('%s is read right', { timeout: 60_000 }, async (_name, board) => {
    const analysis = await analyzeGerberArchive(corpusArchive(board));
    expect(corpusProblems(board, analysis)).toEqual([]);
  });
});

describe('corpus previews', () => {
  const pool = new GerberWorkerPool({ size: 1 });
  afterAll(() => pool.close());
  const board = (name: string) => boards?.find((b) => b.archive.startsWith(name));

  it.skipIf(!board('gherkin'))('EasyEDA: an outline whose arcs miss the lines by 0.0001 in is redrawn closed for the preview', async () => {
    const gherkin = board('gherkin')!;
    const { analysis, derivedOutline } = await analyzeEntriesForRender(await readArchive(corpusArchive(gherkin)));
    expect(analysis.outline).toMatchObject({ closed: true });
    // every piece of the redrawn outline starts where another ends: one closed edge, nothing for the mask to lose
    const moves = [...(derivedOutline ?? '').matchAll(/X(-?\d+)Y(-?\d+)D02/g)].map((m) => `${m[1]},${m[2]}`);
    const ends = new Set([...(derivedOutline ?? '').matchAll(/X(-?\d+)Y(-?\d+)(?:I-?\d+J-?\d+)?D01/g)].map((m) => `${m[1]},${m[2]}`));
    expect(moves.length).toBeGreaterThan(4);
    expect(moves.every((m) => ends.has(m))).toBe(true);
  });

  it.skipIf(!board('beaglebone'))('Allegro: the fab film\'s board loop becomes the preview outline, drawn at the board\'s size', { timeout: 60_000 }, async () => {
    const result = await analyzeAndRender(corpusArchive(board('beaglebone')!), { pool, timeoutMs: 60_000 });
    expect(result.previewError).toBeNull();
    // pcb-stackup sizes the drawing by its outline: 86.36 x 54.61 mm (3.4 x 2.15 in) as the manifest says
    const viewBox = /viewBox="([-\d.]+) ([-\d.]+) ([\d.]+) ([\d.]+)"/.exec(result.previews?.top ?? '');
    expect(viewBox).not.toBeNull();
    const [width, height] = [Number(viewBox?.[3]), Number(viewBox?.[4])];
    expect(width / height).toBeCloseTo(86.36 / 54.61, 1);
  });
});
