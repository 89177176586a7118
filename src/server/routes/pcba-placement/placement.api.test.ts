// POST /v1/pcba/placement/read (issue 11 "Placement"): each CAD export through the real route, reader, storage and
// database; refusals for a file that is not a placement file, one over the cap, and an anonymous caller.
import fs from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploads } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/app';
import { asUser, signUp, uniqueIp, type TestUser } from '../user/test-helpers';
import { multipartBody, type FormPart } from '../upload/multipart.test-helper';
import { MAX_PLACEMENT_BYTES } from '../../../shared/pcba/placement/read-placement';
import * as XLSX from '@e965/xlsx';
import { writeXlsx } from '../../integrations/files/test-support/xlsx-writer';
import { closeBomWorkers } from '../../integrations/files/bom/index';

const fixture = (name: string): Buffer =>
  fs.readFileSync(new URL(`../../../shared/pcba/placement/__fixtures__/${name}`, import.meta.url));

let t: TestApp;
let owner: TestUser;
let other: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  owner = await signUp(t);
  other = await signUp(t);
});
afterAll(async () => {
  await t.close();
  await closeBomWorkers();
});

const send = (user: TestUser | null, parts: FormPart[]) => {
  const { payload, headers } = multipartBody(parts);
  return t.app.inject({
    method: 'POST', url: '/api/v1/pcba/placement/read', payload, remoteAddress: uniqueIp(),
    headers: { ...headers, ...(user ? asUser(user.token) : {}) },
  });
};
const file = (data: Buffer, filename: string): FormPart => ({ name: 'file', filename, data, type: 'text/csv' });

/** JLCPCB's CPL template (Designator, Mid X, Mid Y, Layer, Rotation), units on the values. */
const JLCPCB_CPL = [
  ['Designator', 'Mid X', 'Mid Y', 'Layer', 'Rotation'],
  ['C1', '12.3mm', '45.6mm', 'Top', '90'],
  ['R1', '20mm', '5.5mm', 'Bottom', '-90'],
];
/** The same sheet as Excel 97-2003 saves it (BIFF8), numbers as numeric cells. */
const jlcpcbXls = (): Buffer => {
  const wb = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet([JLCPCB_CPL[0] ?? [], ['C1', 12.3, 45.6, 'Top', 90], ['R1', 20, 5.5, 'Bottom', 270]]), 'CPL');
  return Buffer.from(XLSX.write(wb, { type: 'buffer', bookType: 'xls' }) as Uint8Array);
};

describe('POST /v1/pcba/placement/read: spreadsheets', () => {
  it.each([
    ['cpl.xlsx', () => writeXlsx(JLCPCB_CPL), /\.xlsx$/],
    ['cpl.xls', jlcpcbXls, /\.xls$/],
  ])('reads %s in the capped worker in JLCPCB\'s layout and stores it', async (name, make, suffix) => {
    const res = await send(owner, [file(make(), name)]);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.format).toBe('jlcpcb');
    expect(data.placements).toEqual([
      { designator: 'C1', x_mm: 12.3, y_mm: 45.6, rotation_deg: 90, side: 'top', package: '', value: '' },
      { designator: 'R1', x_mm: 20, y_mm: 5.5, rotation_deg: 270, side: 'bottom', package: '', value: '' },
    ]);
    const [row] = await t.handle.db.select().from(uploads).where(eq(uploads.id, data.file_id));
    expect(row).toMatchObject({ ownerId: owner.uid, kind: 'placement' });
    expect(row?.storageKey).toMatch(suffix);
  });

  it('answers a broken workbook as not a placement file, and a sheet without placement columns as such', async () => {
    const broken = await send(owner, [file(Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(600, 0xff)]), 'cpl.xls')]);
    expect(broken.statusCode).toBe(422);
    expect(broken.json().key).toBe('placement.notText');
    const bom = await send(owner, [file(writeXlsx([['Part', 'Qty'], ['R1', '2']]), 'bom.xlsx')]);
    expect(bom.json().key).toBe('placement.noHeader');
  });
});

describe('POST /v1/pcba/placement/read', () => {
  // The first placement of each fixture, converted by hand from the file's own numbers and units.
  it.each([
    ['kicad.pos', 'kicad-pos', 4, { designator: 'C1', x_mm: 120, y_mm: -80.5, rotation_deg: 90, side: 'top' }],
    ['kicad-pos.csv', 'kicad-csv', 3, { designator: 'C1', x_mm: 120, y_mm: -80.5, rotation_deg: 90, side: 'top' }],
    ['altium-mm.txt', 'altium', 2, { designator: 'C1', x_mm: 10, y_mm: 20, rotation_deg: 90, side: 'top' }],
    ['altium-mil.csv', 'altium', 2, { designator: 'C1', x_mm: 25.4, y_mm: 12.7, rotation_deg: 90, side: 'top' }],
    ['easyeda.csv', 'easyeda', 2, { designator: 'C1', x_mm: 12.3, y_mm: 45.6, rotation_deg: 90, side: 'top' }],
    ['jlcpcb.csv', 'jlcpcb', 3, { designator: 'C1', x_mm: 12.3, y_mm: 45.6, rotation_deg: 90, side: 'top' }],
    ['eagle.mnb', 'eagle', 1, { designator: 'D1', x_mm: 5.08, y_mm: 5.08, rotation_deg: 180, side: 'bottom' }],
  ])('reads %s (%s) and stores it for its owner', async (name, format, count, first) => {
    const res = await send(owner, [file(fixture(name), name)]);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ name, format, problems: [] });
    expect(data.placements).toHaveLength(count);
    expect(data.placements[0]).toMatchObject(first);
    const [row] = await t.handle.db.select().from(uploads).where(eq(uploads.id, data.file_id));
    expect(row).toMatchObject({ ownerId: owner.uid, kind: 'placement', originalName: name, sizeBytes: fixture(name).length });
  });

  it('answers the skipped lines with their numbers and keeps the rest', async () => {
    const csv = Buffer.from('Designator,Mid X,Mid Y,Layer,Rotation\nC1,1mm,2mm,Top,-90\nC2,?,2mm,Top,0\n');
    const data = (await send(owner, [file(csv, 'cpl.csv')])).json().data;
    expect(data.placements).toEqual([{ designator: 'C1', x_mm: 1, y_mm: 2, rotation_deg: 270, side: 'top', package: '', value: '' }]);
    expect(data.problems).toEqual([{ key: 'placement.badRow', row: 3 }]);
  });

  it('is not a design file: its id is unknown to the design-file calls', async () => {
    const data = (await send(owner, [file(fixture('jlcpcb.csv'), 'cpl.csv')])).json().data;
    const res = await t.app.inject({ method: 'GET', url: `/api/upload/file/${data.file_id}`, headers: asUser(owner.token) });
    expect(res.statusCode).toBe(404);
  });

  it.each([
    ['a ZIP archive', Buffer.from('PK\u0003\u0004\u0014\u0000\u0000\u0000\u0008\u0000', 'latin1'), 'placement.notText'],
    ['a BOM instead of a placement file', Buffer.from('Comment,Designator,Footprint,LCSC Part #\n100nF,"C1,C2",0402,C1525\n'), 'placement.noHeader'],
    ['a header without parts', Buffer.from('Ref,Val,Package,PosX,PosY,Rot,Side\n'), 'placement.noRows'],
    ['an empty file', Buffer.alloc(0), 'placement.noHeader'],
  ])('refuses %s with 422 and stores nothing', async (_what, bytes, key) => {
    const before = (await t.handle.db.select().from(uploads).where(eq(uploads.ownerId, other.uid))).length;
    const res = await send(other, [file(bytes, 'x.csv')]);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json()).toMatchObject({ key, msg: expect.any(String) });
    expect((await t.handle.db.select().from(uploads).where(eq(uploads.ownerId, other.uid))).length).toBe(before);
  });

  it('refuses a file over the 2 MB cap', async () => {
    const big = Buffer.alloc(MAX_PLACEMENT_BYTES + 1, 0x41);
    const res = await send(owner, [file(big, 'big.csv')]);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ key: 'placement.tooLarge', msg: 'The placement file is too large (2 MB at most).' });
  });

  it('refuses a request without a file', async () => {
    const res = await send(owner, []);
    expect(res.statusCode).toBe(422);
    expect(res.json().key).toBe('upload.missingFile');
  });

  it('answers an anonymous caller 4302 before reading the body', async () => {
    const res = await send(null, [file(fixture('kicad.pos'), 'kicad.pos')]);
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe(4302);
  });
});
