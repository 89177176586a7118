// The placement reader against one small file per CAD export (header rows from ../shared/bom-samples/HEADERS.txt and
// the tools' documented layouts). Expected values are the files' own numbers converted by hand: 1 in = 25.4 mm,
// 1 mil = 0.0254 mm.
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MAX_PLACEMENT_BYTES, normaliseRotation, readPlacementFile, readPlacementText } from './read-placement';

const fixture = (name: string) => ({ bytes: fs.readFileSync(new URL(`./__fixtures__/${name}`, import.meta.url)), name });
const read = (name: string) => {
  const f = fixture(name);
  return readPlacementFile(f.bytes, f.name);
};

describe('readPlacementFile: one fixture per format', () => {
  it('KiCad .pos (ASCII, mm): rotations normalised, bottom side kept', () => {
    const r = read('kicad.pos');
    expect(r.format).toBe('kicad-pos');
    expect(r.problems).toEqual([]);
    expect(r.placements).toEqual([
      { designator: 'C1', x_mm: 120, y_mm: -80.5, rotation_deg: 90, side: 'top', package: 'C_0402_1005Metric', value: '100nF' },
      { designator: 'R1', x_mm: 121.25, y_mm: -82, rotation_deg: 270, side: 'top', package: 'R_0603_1608Metric', value: '10k' },
      { designator: 'U1', x_mm: 130, y_mm: -90, rotation_deg: 0, side: 'top', package: 'LQFP-48_7x7mm_P0.5mm', value: 'STM32F103C8Tx' },
      { designator: 'Q1', x_mm: 110.5, y_mm: -75.25, rotation_deg: 180, side: 'bottom', package: 'SOT-23', value: 'AO3400A' },
    ]);
  });

  it('KiCad .pos in inches: converted to mm; 360° reads as 0°', () => {
    const r = read('kicad-inch.pos');
    expect(r.placements).toEqual([
      { designator: 'C1', x_mm: 25.4, y_mm: -12.7, rotation_deg: 0, side: 'top', package: 'C_0402_1005Metric', value: '100nF' },
    ]);
  });

  it('KiCad CSV (quoted, CRLF)', () => {
    const r = read('kicad-pos.csv');
    expect(r.format).toBe('kicad-csv');
    expect(r.problems).toEqual([]);
    expect(r.placements.map((p) => [p.designator, p.x_mm, p.y_mm, p.rotation_deg, p.side])).toEqual([
      ['C1', 120, -80.5, 90, 'top'],
      ['R1', 121.25, -82, 270, 'top'],
      ['U2', 100, -60, 0, 'bottom'],
    ]);
    expect(r.placements[2]).toMatchObject({ package: 'SOT-223-3_TabPin2', value: 'AMS1117-3.3' });
  });

  it('Altium (title lines before the header, mm, TopLayer/BottomLayer)', () => {
    const r = read('altium-mm.txt');
    expect(r.format).toBe('altium');
    expect(r.problems).toEqual([]);
    expect(r.placements).toEqual([
      { designator: 'C1', x_mm: 10, y_mm: 20, rotation_deg: 90, side: 'top', package: 'C0402', value: '100nF' },
      { designator: 'U1', x_mm: 30.5, y_mm: 15.25, rotation_deg: 270, side: 'bottom', package: 'SOIC-8_N', value: 'LM358' },
    ]);
  });

  it('Altium in mil: 1000 mil = 25.4 mm, −180° → 180°', () => {
    const r = read('altium-mil.csv');
    expect(r.placements.map((p) => [p.designator, p.x_mm, p.y_mm, p.rotation_deg, p.side])).toEqual([
      ['C1', 25.4, 12.7, 90, 'top'],
      ['R7', 6.35, -3.175, 180, 'bottom'],
    ]);
  });

  it('EasyEDA (UTF-16 with a byte order mark, tabs, "12.3mm" values, T/B layers): Mid X/Y, not Ref or Pad', () => {
    const r = read('easyeda.csv');
    expect(r.format).toBe('easyeda');
    expect(r.problems).toEqual([]);
    expect(r.placements).toEqual([
      { designator: 'C1', x_mm: 12.3, y_mm: 45.6, rotation_deg: 90, side: 'top', package: 'C0402', value: '100nF' },
      { designator: 'U1', x_mm: 20, y_mm: 30.5, rotation_deg: 0, side: 'bottom', package: 'SOT-23-3_L2.9-W1.3-P1.90-LS2.4-BR', value: 'AO3400A' },
    ]);
  });

  it('JLCPCB template (no package or value columns)', () => {
    const r = read('jlcpcb.csv');
    expect(r.format).toBe('jlcpcb');
    expect(r.placements.map((p) => [p.designator, p.x_mm, p.y_mm, p.rotation_deg, p.side, p.package])).toEqual([
      ['C1', 12.3, 45.6, 90, 'top', ''],
      ['R1', 14, 45.6, 0, 'top', ''],
      ['U1', 20, 30.5, 270, 'bottom', ''],
    ]);
  });

  it('Eagle mountsmd (no header, space separated); .mnt is the top side, .mnb the bottom', () => {
    const top = read('eagle.mnt');
    expect(top.format).toBe('eagle');
    expect(top.placements[2]).toEqual({ designator: 'U1', x_mm: 25.4, y_mm: 15.24, rotation_deg: 270, side: 'top', package: 'TQFP32-08', value: 'ATMEGA328P-AU' });
    expect(top.placements).toHaveLength(3);
    expect(read('eagle.mnb').placements).toEqual([
      { designator: 'D1', x_mm: 5.08, y_mm: 5.08, rotation_deg: 180, side: 'bottom', package: 'SOD-123', value: '1N4148' },
    ]);
  });
});

describe('rotation normalisation', () => {
  it.each([[-90, 270], [360, 0], [450, 90], [-360, 0], [359.999, 0], [-0.5, 359.5], [720.25, 0.25]])('%s° → %s°', (input, out) => {
    expect(normaliseRotation(input)).toBe(out);
  });
});

describe('problems', () => {
  it('a binary file (a ZIP) is not a placement file', () => {
    const zip = Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x00, 0x00, 0x08, 0x00]);
    expect(readPlacementFile(zip).problems).toEqual([{ key: 'placement.notText' }]);
  });

  it('a file over the cap is refused before it is decoded', () => {
    expect(readPlacementFile(new Uint8Array(MAX_PLACEMENT_BYTES + 1)).problems).toEqual([{ key: 'placement.tooLarge' }]);
  });

  it('a text without a placement header (a BOM) says so', () => {
    expect(readPlacementText('Comment,Designator,Footprint,LCSC Part #\n100nF,"C1,C2",0402,C1525\n').problems).toEqual([{ key: 'placement.noHeader' }]);
  });

  it('rows with a bad number or side are reported by line and skipped; the rest read', () => {
    const r = readPlacementText('Designator,Mid X,Mid Y,Layer,Rotation\nC1,1mm,2mm,Top,90\nC2,abc,2mm,Top,0\nC3,1,2,Middle,0\n');
    expect(r.placements.map((p) => p.designator)).toEqual(['C1']);
    expect(r.problems).toEqual([{ key: 'placement.badRow', row: 3 }, { key: 'placement.badSide', row: 4 }]);
  });

  it('a header without rows says there are none', () => {
    expect(readPlacementText('Ref,Val,Package,PosX,PosY,Rot,Side\n').problems).toEqual([{ key: 'placement.noRows' }]);
  });

  it('too many rows are refused', () => {
    const rows = Array.from({ length: 20_001 }, (_, i) => `R${i},1,1,top,0`).join('\n');
    expect(readPlacementText(`Designator,Mid X,Mid Y,Layer,Rotation\n${rows}`).problems).toEqual([{ key: 'placement.tooManyRows' }]);
  });
});
