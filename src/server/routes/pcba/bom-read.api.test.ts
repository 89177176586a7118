// POST /v1/pcba/bom/read: real files through the real worker, stored for their owner; refused files store nothing.
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { bomFiles } from '../../db/schema/index';
import { closeBomWorkers } from '../../integrations/files/bom/index';
import { writeXlsx } from '../../integrations/files/test-support/xlsx-writer';
import { deflatedZeros } from '../../integrations/files/test-support/zip-writer';
import { asUser, signUp, uniqueIp, type TestUser } from '../user/test-helpers';
import { multipartBody, type FormPart } from '../upload/multipart.test-helper';

const SAMPLES = path.resolve(__dirname, '../../../../../shared/bom-samples');
const haveSamples = fs.existsSync(SAMPLES);
if (!haveSamples) console.warn(`skipping the real BOM files: ${SAMPLES} is absent (the shared sample data lives beside the checkout)`);
const fixture = (name: string): Buffer => fs.readFileSync(new URL(`../../../shared/pcba/__fixtures__/${name}`, import.meta.url));

let t: TestApp;
let owner: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  owner = await signUp(t);
});
afterAll(async () => {
  await t.close();
  await closeBomWorkers();
});

const read = (user: TestUser | null, parts: FormPart[], ip = uniqueIp()) => {
  const { payload, headers } = multipartBody(parts);
  return t.app.inject({
    method: 'POST', url: '/api/v1/pcba/bom/read', payload, remoteAddress: ip,
    headers: { ...headers, ...(user ? asUser(user.token) : {}) },
  });
};
const file = (data: Buffer, filename: string): FormPart => ({ name: 'file', filename, data, type: 'application/octet-stream' });

/** Every file under a folder, relative paths. */
const listFiles = (dir: string): string[] =>
  fs.existsSync(dir)
    ? fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((d) => d.isFile()).map((d) => path.relative(dir, path.join(d.parentPath, d.name))).sort()
    : [];

describe('POST /v1/pcba/bom/read', () => {
  it('reads a KiCad CSV, stores it under a random key and records it for its owner', async () => {
    const res = await read(owner, [file(fixture('kicad.csv'), '../My <BOM>.csv')]);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ name: 'My BOM.csv', format: 'csv', sheet: '', header_row: 0, truncated: false, combined: false });
    expect(data.mapping).toEqual({ designator: 0, value: 1, footprint: 2, quantity: 3, dnp: 4 });
    expect(data.grid[0]).toEqual(['Refs', 'Value', 'Footprint', 'Qty', 'DNP']);
    expect(data.lines[0]).toEqual({
      row: 2, designators: ['C1', 'C2', 'C5'], quantity: 3, mpn: '', manufacturer: '', value: '100nF', footprint: 'Capacitor_SMD:C_0402_1005Metric', description: '',
    });
    expect(data.dnp_rows).toEqual([4]);
    const [row] = await t.handle.db.select().from(bomFiles).where(eq(bomFiles.id, data.file_id));
    expect(row).toMatchObject({ ownerId: owner.uid, format: 'csv', sizeBytes: fixture('kicad.csv').length });
    expect(row?.storageKey).toMatch(/^[0-9a-f]{2}\/[0-9a-f]{32}\.csv$/);
    expect(listFiles(path.join(t.config.dataDir, 'uploads'))).toContain(row?.storageKey);
  });

  it.skipIf(!haveSamples).each([
    ['3mdeb-BOM_with_pricing.xls', 'Sheet1', 36, 'bom.notPopulated'],
    ['cvra-BOM.xls', 'Feuille1', 27, 'bom.distributorNumbers'],
    ['freeDSP-BOM.xls', 'SPDIF_Transceiver.csv', 36, 'bom.combinedRows'],
  ])('reads the real %s', async (name, sheet, lineCount, problemKey) => {
    const res = await read(owner, [file(fs.readFileSync(path.join(SAMPLES, name)), name)]);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ format: 'xls', sheet, header_row: 0 });
    expect(data.lines).toHaveLength(lineCount);
    expect(data.problems.map((p: { key: string }) => p.key)).toContain(problemKey);
  });

  it('reads an XLSX whose sheet claims the largest size there is', async () => {
    const xlsx = writeXlsx([['Designator', 'Qty', 'MPN'], ['R1', '1', 'RC0402FR-0710KL']], {
      dimension: 'A1:XFD1048576',
      extraRows: '<row r="1048576"><c r="XFD1048576" t="inlineStr"><is><t>x</t></is></c></row>',
    });
    const res = await read(owner, [file(xlsx, 'huge.xlsx')]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ format: 'xlsx', truncated: true, row_count: 1048576, lines: [{ mpn: 'RC0402FR-0710KL' }] });
  });

  it.each([
    ['a PDF renamed .csv', () => Buffer.from('%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\n'), 'bom.csv', 'errors.fileTypeOrSize'],
    ['an empty file', () => Buffer.alloc(0), 'bom.csv', 'errors.fileTypeOrSize'],
    ['an XLSX that unpacks to 300 MB', () => writeXlsx([], { sheetEntry: { raw: { compressed: deflatedZeros(300), uncompressedSize: 300 * 1024 * 1024 } } }), 'bom.xlsx', 'errors.bomUnreadable'],
    ['a broken .xls', () => Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(600, 0xff)]), 'bom.xls', 'errors.bomUnreadable'],
  ])('refuses %s with the spec\'s message and stores nothing', async (_name, bytes, filename, key) => {
    const before = listFiles(t.config.dataDir);
    const rowsBefore = (await t.handle.db.select().from(bomFiles)).length;
    const res = await read(owner, [file(bytes(), filename)]);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json()).toMatchObject({ code: 4000, key, data: null });
    if (key === 'errors.bomUnreadable') expect(res.json().msg).toBe('BOM file unreadable: change the format, follow the guideline.');
    else expect(res.json().msg).toBe('Please upload the correct file type or size.');
    expect(listFiles(t.config.dataDir)).toEqual(before);
    expect(await t.handle.db.select().from(bomFiles)).toHaveLength(rowsBefore);
  });

  it('answers a file over 20 MB with 413 and the spec\'s message', async () => {
    const res = await read(owner, [file(Buffer.alloc(21 * 1024 * 1024, 0x41), 'big.csv')]);
    expect(res.statusCode).toBe(413);
    expect(res.json().msg).toBe('Please upload the correct file type or size.');
  });

  it('needs a login, a file and no other fields', async () => {
    const anonymous = await read(null, [file(fixture('kicad.csv'), 'bom.csv')]);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().code).toBe(4302);
    const noFile = await read(owner, []);
    expect(noFile.json().key).toBe('errors.fileMissing');
    const extra = await read(owner, [{ name: 'evil', data: '1' }, file(fixture('kicad.csv'), 'bom.csv')]);
    expect(extra.statusCode).toBe(422);
    expect(extra.json().fields).toEqual({ evil: 'validation.unknownField' });
  });

  it('limits reads per client address', async () => {
    const ip = uniqueIp();
    const codes: number[] = [];
    for (let i = 0; i < 21; i += 1) codes.push((await read(null, [file(Buffer.from('x'), 'bom.csv')], ip)).statusCode);
    expect(codes.slice(0, 20).every((c) => c === 401)).toBe(true);
    expect(codes[20]).toBe(429);
  });
});
