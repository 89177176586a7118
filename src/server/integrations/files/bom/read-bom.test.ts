// Reading BOM files end to end in this process (the worker runs the same readBomFile; worker.test.ts covers the
// process): every export format of ../shared/bom-samples/HEADERS.txt as a small CSV fixture, the three real .xls
// files, and the files that must be refused.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildLines } from '../../../../shared/pcba/bom-lines';
import { findHeaderRow, guessMapping } from '../../../../shared/pcba/bom-header';
import { writeXlsx } from '../test-support/xlsx-writer';
import { deflatedZeros } from '../test-support/zip-writer';
import { BomReadError } from './limits';
import { readBomFile } from './read-bom';

const fixture = (name: string): Buffer => fs.readFileSync(new URL(`../../../../shared/pcba/__fixtures__/${name}`, import.meta.url));
const SAMPLES = path.resolve(__dirname, '../../../../../../shared/bom-samples');
const haveSamples = fs.existsSync(SAMPLES);
if (!haveSamples) console.warn(`skipping the real BOM files: ${SAMPLES} is absent (the shared sample data lives beside the checkout)`);

const read = async (bytes: Uint8Array) => {
  const sheet = await readBomFile(bytes);
  const headerRow = findHeaderRow(sheet.grid);
  if (headerRow === null) throw new Error('no header row found');
  const mapping = guessMapping(sheet.grid[headerRow] ?? []);
  return { sheet, headerRow, mapping, ...buildLines(sheet.grid, headerRow, mapping, { truncated: sheet.truncated }) };
};
const keys = (r: { problems: { key: string }[] }) => r.problems.map((p) => p.key);
const refusal = (bytes: Uint8Array) => readBomFile(bytes).then(() => null, (err: unknown) => (err instanceof BomReadError ? err.reason : err));

describe('export formats (HEADERS.txt) as CSV', () => {
  it('KiCad: quoted "R2, R10" lists, the DNP column, mounting holes out', async () => {
    const r = await read(fixture('kicad.csv'));
    expect(r.sheet.format).toBe('csv');
    expect(r.lines.map((l) => l.designators)).toEqual([['C1', 'C2', 'C5'], ['R2', 'R10'], ['U1']]);
    expect(r.dnpRows).toEqual([4]);
    expect(r.excluded).toContainEqual({ row: 6, reason: 'boardFeature' });
  });

  it('Altium: Comment is the value, the \\x1f footprint prefix goes, R1-R4 expands, the screw is flagged', async () => {
    const r = await read(fixture('altium.csv'));
    expect(r.lines[0]).toMatchObject({ designators: ['R1', 'R2', 'R3', 'R4'], quantity: 4, value: '10k', footprint: 'RES0603' });
    expect(r.excluded).toEqual([{ row: 5, reason: 'nonSoldered' }]);
  });

  it('Eagle / Fusion 360: semicolons, MF and MPN, the fiducial out', async () => {
    const r = await read(fixture('eagle.csv'));
    expect(r.lines[0]).toMatchObject({ designators: ['R1', 'R2'], quantity: 2, mpn: 'RC0603FR-0710KL', manufacturer: 'YAGEO', footprint: 'R0603' });
    expect(r.lines).toHaveLength(2);
    expect(r.excluded).toEqual([{ row: 4, reason: 'boardFeature' }]);
  });

  it('EasyEDA: Manufacturer Part is the MPN even with a Supplier Part column', async () => {
    const r = await read(fixture('easyeda.csv'));
    expect(r.lines.map((l) => l.mpn)).toEqual(['CL21A106KAYNNNE', '0402WGF5101TCE', 'ESP32-C3']);
    expect(r.lines[1]?.value).toBe('5.1kΩ');
    expect(keys(r)).not.toContain('bom.distributorNumbers');
  });

  it('JLCPCB template: the LCSC number stands in for the MPN, and it says so', async () => {
    const r = await read(fixture('jlcpcb.csv'));
    expect(r.lines.map((l) => [l.mpn, l.quantity])).toEqual([['C1525', 3], ['C25744', 1], ['C1555', 2]]);
    expect(keys(r)).toContain('bom.distributorNumbers');
  });

  it('Seeed template (tab separated): a missing quantity is the designator count', async () => {
    const r = await read(fixture('seeed.tsv'));
    expect(r.lines.map((l) => [l.designators.join(' '), l.mpn, l.quantity])).toEqual([
      ['R1 R2', 'RC0402FR-0710KL', 2], ['C1', '102010328', 1], ['U1', 'ESP32-C3', 1],
    ]);
  });

  it('title rows above a header with spaces, odd separators, a label row', async () => {
    const r = await read(fixture('title-rows.csv'));
    expect(r.headerRow).toBe(3);
    expect(r.lines.map((l) => l.row)).toEqual([5, 6, 7]);
    expect(r.problems.find((p) => p.key === 'bom.otherSeparators')?.rows).toEqual([5, 6]);
    expect(r.problems.find((p) => p.key === 'bom.duplicateRows')?.groups).toEqual([[6, 7]]);
    expect(r.excluded).toEqual([{ row: 8, reason: 'nonSoldered' }]);
  });

  it.each(['german.csv', 'german-cp1252.csv'])('German (%s): Bestückt "nein" leaves the build', async (name) => {
    const r = await read(fixture(name));
    expect(r.mapping).toMatchObject({ footprint: 3, dnp: 6 });
    expect(r.lines.map((l) => l.mpn)).toEqual(['RC0603FR-0710KL', 'TLV70033DDCR']);
    expect(r.dnpRows).toEqual([3]);
  });

  it('Chinese: 是否贴片 否 leaves the build, 螺丝 is mechanical, R1-R3 expands', async () => {
    const r = await read(fixture('chinese.csv'));
    expect(r.lines.map((l) => l.designators)).toEqual([['C1', 'C2'], ['R1', 'R2', 'R3']]);
    expect(r.dnpRows).toEqual([4]);
    expect(r.excluded).toContainEqual({ row: 5, reason: 'nonSoldered' });
  });

  it.each(['japanese-utf8.csv', 'japanese-sjis.csv'])('Japanese (%s): 実装しない DNP, maker names kept', async (name) => {
    const r = await read(fixture(name));
    expect(r.lines.map((l) => [l.designators.join(','), l.mpn, l.manufacturer])).toEqual([
      ['C1,C2', 'GRM155R71C104KA88D', '村田製作所'],
      ['R1', 'RK73H1ETTP1002F', 'KOA'],
      ['J1', 'B2B-PH-K-S', '日本圧着端子製造'],
    ]);
    expect(r.dnpRows).toEqual([4]);
  });
});

describe.skipIf(!haveSamples)('the real BOM files in ../shared/bom-samples', () => {
  const sample = (name: string) => read(fs.readFileSync(path.join(SAMPLES, name)));

  it('3mdeb: MPNs come out trimmed, NOT POPULATED rows and the edge connector leave the build', async () => {
    const r = await sample('3mdeb-BOM_with_pricing.xls');
    expect(r.sheet).toMatchObject({ format: 'xls', sheet: 'Sheet1' });
    expect(r.mapping).toMatchObject({ designator: 1, manufacturer: 3, mpn: 4, value: 5, footprint: 6, quantity: 7 });
    // "CL05A226MQ5N6J8 " and "GRM155R70J103KA01D " in the file
    expect(r.lines.find((l) => l.designators.includes('C17'))?.mpn).toBe('CL05A226MQ5N6J8');
    expect(r.lines.find((l) => l.designators.includes('C22'))?.mpn).toBe('GRM155R70J103KA01D');
    expect(r.lines.every((l) => l.mpn === l.mpn.trim() && l.manufacturer === l.manufacturer.trim())).toBe(true);
    // C5, R11-R14, R15-R16 and R22 say NOT POPULATED; J1 (M.2 edge connector, the board itself) has quantity 0
    expect(r.problems.find((p) => p.key === 'bom.notPopulated')?.rows).toEqual([9, 26, 27, 31]);
    expect(r.problems.find((p) => p.key === 'bom.zeroQuantity')?.rows).toEqual([21]);
    const all = r.lines.flatMap((l) => l.designators);
    for (const d of ['C5', 'R11', 'R16', 'R22', 'J1']) expect(all).not.toContain(d);
    // Row 10 lists "C33 C41" without a comma: 27 locations for a quantity of 26, and the file's row is named.
    expect(r.problems.find((p) => p.key === 'bom.quantityBelowDesignators')?.rows).toEqual([10]);
    expect(r.problems.find((p) => p.key === 'bom.otherSeparators')?.rows).toEqual([10]);
    // 41 numbered rows, 5 not built; the totals row below them is not a part
    expect(r.lines).toHaveLength(36);
  });

  it('cvra: the French headers map, Digi-Key numbers stand in for the MPN, unfitted connectors leave', async () => {
    const r = await sample('cvra-BOM.xls');
    expect(r.sheet.sheet).toBe('Feuille1');
    expect(r.mapping).toEqual({ designator: 0, footprint: 1, quantity: 2, value: 3, mpn: 4 });
    expect(r.lines[0]).toMatchObject({ row: 2, designators: ['C10', 'C18'], quantity: 2, value: '10nF/50V/X7R', footprint: '_0603', mpn: '399-1092-1-ND' });
    expect(r.lines.find((l) => l.designators.includes('U1'))).toMatchObject({ value: 'STM32F303CCT6', mpn: '497-13318-ND' });
    expect(keys(r)).toContain('bom.distributorNumbers');
    // P1-P6 have quantity 0 and no part number
    expect(r.problems.find((p) => p.key === 'bom.zeroQuantity')?.rows).toEqual([18, 19, 20, 21, 22]);
    // the Quantité column of the 27 fitted rows adds up to 48
    expect(r.lines.reduce((n, l) => n + l.quantity, 0)).toBe(48);
  });

  it('freeDSP: leading-space headers map and one-row-per-designator rows group', async () => {
    const r = await sample('freeDSP-BOM.xls');
    expect(r.mapping).toEqual({ designator: 0, value: 1, footprint: 2 });
    expect(r.combined).toBe(true);
    const caps = r.lines.find((l) => l.value === '100n' && l.footprint === '0805');
    expect(caps).toMatchObject({ row: 3, quantity: 10, designators: ['C102', 'C103', 'C201', 'C202', 'C301', 'C302', 'C401', 'C402', 'C405', 'C406'] });
    expect(r.lines.find((l) => l.value === '10k')?.designators).toEqual(['R401', 'R407', 'R408', 'R409', 'R410', 'R411', 'R412', 'R413', 'R414']);
    // 61 parts on 61 rows, every one still placed once
    expect(r.lines.reduce((n, l) => n + l.quantity, 0)).toBe(61);
  });
});

describe('files that are refused', () => {
  it('a PDF renamed .csv, an image, an empty file, an oversize file', async () => {
    expect(await refusal(Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<< /Type /Catalog >>\nendobj\n', 'latin1'))).toBe('wrongType');
    expect(await refusal(Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'))).toBe('wrongType');
    expect(await refusal(Buffer.alloc(0))).toBe('empty');
    expect(await refusal(Buffer.from('\n\n  \n'))).toBe('empty');
    expect(await refusal(Buffer.alloc(20 * 1024 * 1024 + 1, 0x41))).toBe('tooLarge');
  });

  it('binary content without a known signature', async () => {
    expect(await refusal(Buffer.from([0x01, 0x02, 0x00, 0x03, 0x04, 0x00, 0x05]))).toBe('wrongType');
  });

  it('a zip that is not a workbook, and a broken .xls', async () => {
    const notWorkbook = writeXlsx([['a']]).toString('latin1').replace(/xl\/workbook\.xml/g, 'xl/notebook.xml');
    expect(await refusal(Buffer.from(notWorkbook, 'latin1'))).toBe('wrongType');
    const cfbHeader = Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(600, 0xff)]);
    expect(await refusal(cfbHeader)).toBe('unreadable');
  });

  it('an XLSX that unpacks to 300 MB stops before the spreadsheet library sees it', async () => {
    const bomb = writeXlsx([], { sheetEntry: { raw: { compressed: deflatedZeros(300), uncompressedSize: 300 * 1024 * 1024 } } });
    const started = performance.now();
    expect(await refusal(bomb)).toBe('unreadable');
    expect(performance.now() - started).toBeLessThan(10_000);
  });

  it('an XLSX claiming 1,048,576 rows by 16,384 columns reads its real cells, capped', async () => {
    const r = await read(writeXlsx([['Designator', 'Qty', 'MPN'], ['R1', '1', 'RC0402']], {
      dimension: 'A1:XFD1048576',
      extraRows: '<row r="1048576"><c r="XFD1048576" t="inlineStr"><is><t>far away</t></is></c></row>',
    }));
    expect(r.sheet).toMatchObject({ rowCount: 1048576, truncated: true, grid: [['Designator', 'Qty', 'MPN'], ['R1', '1', 'RC0402']] });
    expect(r.lines).toHaveLength(1);
    expect(keys(r)).toContain('bom.truncated');
  });

  it('reads the sheet that looks most like a BOM, the first one on a tie', async () => {
    const cover = [['Project', 'Widget rev C'], ['Author', 'Ada']];
    const bom = [['Designator', 'Qty', 'MPN'], ['R1', '1', 'RC0402FR-0710KL']];
    const found = await readBomFile(writeXlsx(cover, { sheetName: 'Cover' }, [{ name: 'Parts', rows: bom }]));
    expect(found).toMatchObject({ format: 'xlsx', sheet: 'Parts', grid: bom });
    const tie = await readBomFile(writeXlsx(bom, { sheetName: 'Top' }, [{ name: 'Bottom', rows: bom }]));
    expect(tie.sheet).toBe('Top');
  });

  it('caps rows, columns and cell length', async () => {
    const wide = Array.from({ length: 80 }, (_, i) => `c${i}`).join(',');
    const rows = ['Designator,Qty,MPN', `R1,1,${'X'.repeat(2000)}`, wide, ...Array.from({ length: 2100 }, (_, i) => `R${i + 2},1,P${i}`)].join('\n');
    const sheet = await readBomFile(Buffer.from(rows));
    expect(sheet.grid).toHaveLength(2000);
    expect(sheet.truncated).toBe(true);
    expect(sheet.grid[1]?.[2]).toHaveLength(500);
    expect(sheet.grid[2]).toHaveLength(50);
  });
});
