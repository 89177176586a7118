import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ArchiveError } from '../archive/errors';
import { featureGerber } from '../test-support/gerber-text';
import { tracespaceBoards } from '../test-support/tracespace-boards';
import { writeZip } from '../test-support/zip-writer';
import { analyzeGerberArchive } from './analyze';
import { GERBER_WARNINGS } from './messages';

const fixture = (name: string): Buffer => fs.readFileSync(new URL(`../__fixtures__/${name}`, import.meta.url));
const keys = (a: { warnings: { key: string }[] }): string[] => a.warnings.map((w) => w.key);

describe('tracespace fixture boards', () => {
  const boards = tracespaceBoards();

  it('covers every board of the package', () => {
    expect(boards.map((b) => b.name)).toEqual(['8bit-mixtape', 'arduino-uno', 'bus-pirate', 'clockblock', 'core', 'freeduino', 'mchck', 'usbvil']);
  });

  it.each(boards.map((b) => [b.name, b] as const))('%s: layers, copper count, size', async (_name, board) => {
    const analysis = await analyzeGerberArchive(board.zip);
    for (const expected of board.layers) {
      const found = analysis.layers.find((l) => l.name === expected.name);
      expect({ name: expected.name, type: found?.type, side: found?.side }).toEqual({ name: expected.name, type: expected.type, side: expected.side });
    }
    expect(analysis.copperLayers).toBe(board.layers.filter((l) => l.type === 'copper').length);
    expect(analysis.drillFiles.sort()).toEqual(board.layers.filter((l) => l.type === 'drill').map((l) => l.name).sort());
    expect(analysis.hasBlindBuried).toBe(false);
    if (board.size) {
      expect(analysis.size?.widthMm).toBeCloseTo(board.size.widthMm, 1);
      expect(analysis.size?.heightMm).toBeCloseTo(board.size.heightMm, 1);
      expect(keys(analysis)).toEqual([]);
    } else {
      expect(analysis.size).toBeNull();
      expect(keys(analysis)).toEqual(['gerber.outlineNotFound']);
    }
  });

  it('measures the Arduino Uno at 68.58 x 53.34 mm from the centre line, not the stroked box', async () => {
    const arduino = boards.find((b) => b.name === 'arduino-uno');
    const analysis = await analyzeGerberArchive(arduino?.zip ?? Buffer.alloc(0));
    expect(Math.abs((analysis.size?.widthMm ?? 0) - 68.58)).toBeLessThan(0.1);
    expect(Math.abs((analysis.size?.heightMm ?? 0) - 53.34)).toBeLessThan(0.1);
  });
});

describe('own multi-layer sets', () => {
  it('KiCad names with X2: 4 copper layers, a blind 1-2 span, a drill-map decoy', async () => {
    const a = await analyzeGerberArchive(fixture('x2-kicad-4layer-blind.zip'));
    expect(a.copperLayers).toBe(4);
    expect(a.size).toEqual({ widthMm: 50, heightMm: 30 });
    expect(a.drillFiles.sort()).toEqual(['board-NPTH.drl', 'board-PTH.drl', 'board-front-in1.drl']);
    expect(a.layers.find((l) => l.name === 'board-front-in1.drl')?.drillSpan).toEqual({ from: 1, to: 2, plated: true, kind: 'blind' });
    expect(a.layers.find((l) => l.name === 'board-PTH.drl')?.drillSpan?.kind).toBe('through');
    expect(a.layers.find((l) => l.name === 'board-drl_map.gbr')).toMatchObject({ type: 'drawing', source: 'x2' });
    expect(a.layers.filter((l) => l.type === 'copper').map((l) => [l.name, l.copperIndex, l.side])).toEqual([
      ['board-F_Cu.gbr', 1, 'top'],
      ['board-In1_Cu.gbr', 2, 'inner'],
      ['board-In2_Cu.gbr', 3, 'inner'],
      ['board-B_Cu.gbr', 4, 'bottom'],
    ]);
    expect(a.hasBlindBuried).toBe(true);
    expect(a.warnings).toEqual([{ key: 'gerber.blindBuried', message: GERBER_WARNINGS['gerber.blindBuried'] }]);
  });

  it('Allegro-style names are placed by X2 alone: 6 copper layers, arc outline 90 x 40 mm', async () => {
    const a = await analyzeGerberArchive(fixture('x2-allegro-6layer.zip'));
    expect(a.copperLayers).toBe(6);
    expect(a.size).toEqual({ widthMm: 90, heightMm: 40 });
    expect(a.layers.filter((l) => l.type === 'copper').map((l) => l.copperIndex)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(a.layers.filter((l) => l.format === 'gerber' || l.format === 'excellon').every((l) => l.source === 'x2')).toBe(true);
    expect(a.layers.find((l) => l.name === 'dim.art')?.type).toBe('outline');
    expect(a.layers.find((l) => l.name === 'fab.art')?.type).toBe('drawing');
    expect(a.layers.find((l) => l.name === 'nc_param.txt')?.type).toBe('other');
    expect(a.drillFiles).toEqual(['ncdrill-1-6.tap']);
    expect(a.hasBlindBuried).toBe(false);
    expect(keys(a)).toEqual([]);
  });

  it('a .gbrjob places neutral names: 4 layers, inch outline in mm, a buried 2-3 span', async () => {
    const a = await analyzeGerberArchive(fixture('gbrjob-4layer-buried.zip'));
    expect(a.copperLayers).toBe(4);
    expect(a.size?.widthMm).toBeCloseTo(101.6, 2);
    expect(a.size?.heightMm).toBeCloseTo(76.2, 2);
    expect(a.layers.find((l) => l.name === 'gnd.gbr')).toMatchObject({ type: 'copper', copperIndex: 2, source: 'gbrjob' });
    expect(a.layers.find((l) => l.name === 'vias_b.drl')?.drillSpan).toEqual({ from: 2, to: 3, plated: true, kind: 'buried' });
    expect(a.layers.find((l) => l.name === 'job4-NPTH-drl_map.gbr')?.type).toBe('drawing');
    expect(a.drillFiles.sort()).toEqual(['job4-PTH.drl', 'vias_b.drl']);
    expect(keys(a)).toEqual(['gerber.blindBuried']);
  });

  it('reads a RAR 2-layer set by name', async () => {
    const a = await analyzeGerberArchive(fixture('plain-2layer.rar'));
    expect(a.copperLayers).toBe(2);
    expect(a.size).toEqual({ widthMm: 40, heightMm: 25 });
    expect(keys(a)).toEqual([]);
  });
});

describe('warnings instead of errors', () => {
  it('reports missing drill and outline', async () => {
    const a = await analyzeGerberArchive(writeZip([{ name: 'b.gtl', data: Buffer.from(featureGerber(10, 10)) }, { name: 'b.gbl', data: Buffer.from(featureGerber(10, 10)) }]));
    expect(keys(a)).toEqual(['gerber.drillNotFound', 'gerber.outlineNotFound']);
    expect(a.copperLayers).toBe(2);
  });

  it('says parse failed (and does not throw) when nothing is Gerber', async () => {
    const a = await analyzeGerberArchive(writeZip([{ name: 'board.pdf', data: Buffer.from('%PDF-1.4\u0000') }, { name: 'notes.txt', data: Buffer.from('hi') }]));
    expect(keys(a)).toEqual(['gerber.parseFailed']);
    expect(a.size).toBeNull();
    expect(a.copperLayers).toBe(0);
  });

  it('says parse failed when the outline has no geometry, keeping what was found', async () => {
    const a = await analyzeGerberArchive(
      writeZip([
        { name: 'b.gtl', data: Buffer.from(featureGerber(10, 10)) },
        { name: 'b.gko', data: Buffer.from('%FSLAX46Y46*%\n%MOMM*%\nM02*\n') },
        { name: 'b.drl', data: Buffer.from('M48\nMETRIC\nT1C0.3\n%\nT1\nX1.0Y1.0\nM30\n') },
      ]),
    );
    expect(keys(a)).toEqual(['gerber.parseFailed']);
    expect(a.size).toBeNull();
    expect(a.copperLayers).toBe(1);
  });

  it('re-runs with the customer mapping for unknown files', async () => {
    const zip = writeZip([
      { name: 'one.gbr', data: Buffer.from(featureGerber(10, 10)) },
      { name: 'two.gbr', data: Buffer.from(featureGerber(10, 10)) },
    ]);
    const before = await analyzeGerberArchive(zip);
    expect(before.layers.map((l) => l.type)).toEqual(['unknown', 'unknown']);
    expect(keys(before)).toContain('gerber.parseFailed');
    const after = await analyzeGerberArchive(zip, { mapping: { 'one.gbr': { type: 'copper', side: 'top' }, 'two.gbr': { type: 'copper', side: 'bottom' } } });
    expect(after.copperLayers).toBe(2);
    expect(after.layers.every((l) => l.source === 'user')).toBe(true);
    expect(keys(after)).not.toContain('gerber.parseFailed');
  });

  it('throws ArchiveError only for archive problems', async () => {
    await expect(analyzeGerberArchive(Buffer.from('not an archive'))).rejects.toBeInstanceOf(ArchiveError);
  });
});
