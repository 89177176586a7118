// POST /upload/file and the owner-only reads (issue 3 §4): real archives through the real worker.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { asUser, signUp, uniqueIp, type TestUser } from '../user/test-helpers';
import { tracespaceBoards } from '../../integrations/files/test-support/tracespace-boards';
import { deflatedZeros, writeZip } from '../../integrations/files/test-support/zip-writer';
import { featureGerber } from '../../integrations/files/test-support/gerber-text';
import { multipartBody, type FormPart } from './multipart.test-helper';

const fixture = (name: string): Buffer =>
  fs.readFileSync(new URL(`../../integrations/files/__fixtures__/${name}`, import.meta.url));
const arduino = (): Buffer => {
  const board = tracespaceBoards().find((b) => b.name === 'arduino-uno');
  if (!board) throw new Error('arduino-uno fixture missing');
  return board.zip;
};

let t: TestApp;
let owner: TestUser;
let other: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  owner = await signUp(t);
  other = await signUp(t);
});
afterAll(async () => t.close());

const upload = (user: TestUser | null, parts: FormPart[], ip = uniqueIp()) => {
  const { payload, headers } = multipartBody(parts);
  return t.app.inject({
    method: 'POST', url: '/api/upload/file', payload, remoteAddress: ip,
    headers: { ...headers, ...(user ? asUser(user.token) : {}) },
  });
};
const file = (data: Buffer, filename = 'board.zip'): FormPart => ({ name: 'file', filename, data, type: 'application/zip' });
const get = (user: TestUser | null, url: string) =>
  t.app.inject({ method: 'GET', url: `/api${url}`, headers: user ? asUser(user.token) : {} });

/** Every file under a folder, relative paths. */
const listFiles = (dir: string): string[] =>
  fs.existsSync(dir)
    ? fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((d) => d.isFile()).map((d) => path.relative(dir, path.join(d.parentPath, d.name))).sort()
    : [];

describe('POST /upload/file', () => {
  let fileId = '';

  it('analyses a Gerber zip: layers, copper count, board size and both previews', async () => {
    const res = await upload(owner, [file(arduino(), '../Arduino <Uno>.zip')]);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    fileId = data.file_id;
    expect(data).toMatchObject({ kind: 'gerber', name: 'Arduino Uno.zip', status: 'analysed', size: arduino().length });
    expect(data.analysis).toMatchObject({ copper_layers: 2, width_mm: 68.58, height_mm: 53.34, has_blind_buried: false });
    expect(data.analysis.layers.filter((l: { type: string }) => l.type === 'copper')).toHaveLength(2);
    expect(data.analysis.layers.some((l: { type: string }) => l.type === 'drill')).toBe(true);
    expect(data.previews).toEqual({
      top: `/api/upload/file/${fileId}/preview/top`,
      bottom: `/api/upload/file/${fileId}/preview/bottom`,
    });
    // Stored under a random key: the client's name is nowhere on disk.
    const stored = listFiles(path.join(t.config.dataDir, 'uploads'));
    expect(stored.length).toBe(3);
    expect(stored.every((f) => /^[0-9a-f]{2}\/[0-9a-f]{32}\.(zip|svg)$/.test(f))).toBe(true);
  });

  it('serves the previews and the record to the owner only, as inert SVG', async () => {
    const top = await get(owner, `/upload/file/${fileId}/preview/top`);
    expect(top.statusCode).toBe(200);
    expect(top.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(top.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'");
    expect(top.headers['x-content-type-options']).toBe('nosniff');
    expect(top.body).toMatch(/^<svg/);
    expect((await get(owner, `/upload/file/${fileId}/preview/bottom`)).body).toMatch(/^<svg/);
    const record = await get(owner, `/upload/file/${fileId}`);
    expect(record.json().data).toMatchObject({ file_id: fileId, analysis: { copper_layers: 2 } });

    for (const url of [`/upload/file/${fileId}`, `/upload/file/${fileId}/preview/top`]) {
      const res = await get(other, url);
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe(4040);
      expect((await get(null, url)).json().code).toBe(4302);
    }
  });

  it('identifies a 6-layer X2 set and takes a stencil upload', async () => {
    const res = await upload(owner, [{ name: 'kind', data: 'stencil' }, file(fixture('x2-allegro-6layer.zip'))]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ kind: 'stencil', analysis: { copper_layers: 6, width_mm: 90, height_mm: 40 } });
  });

  it('keeps an archive without outline or drill, with warnings instead of an error', async () => {
    const zip = writeZip([{ name: 'one.gbr', data: Buffer.from(featureGerber(10, 10)) }]);
    const res = await upload(owner, [file(zip)]);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.analysis.warnings).toEqual(expect.arrayContaining(['gerber.parseFailed']));

    // The customer places the unknown file; the analysis runs again with the mapping.
    const mapped = await t.app.inject({
      method: 'POST', url: `/api/upload/file/${data.file_id}/layers`, remoteAddress: uniqueIp(), headers: asUser(owner.token),
      payload: { mapping: { 'one.gbr': { type: 'copper', side: 'top' } } },
    });
    expect(mapped.statusCode, mapped.body).toBe(200);
    expect(mapped.json().data.analysis.copper_layers).toBe(1);
    expect(mapped.json().data.analysis.layers[0]).toMatchObject({ name: 'one.gbr', type: 'copper', source: 'user' });

    const unknown = await t.app.inject({
      method: 'POST', url: `/api/upload/file/${data.file_id}/layers`, remoteAddress: uniqueIp(), headers: asUser(owner.token),
      payload: { mapping: { 'nope.gbr': { type: 'copper', side: 'top' } } },
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toMatchObject({ key: 'upload.unknownLayer', fields: { 'mapping.nope.gbr': 'upload.unknownLayer' } });
    const foreign = await t.app.inject({
      method: 'POST', url: `/api/upload/file/${data.file_id}/layers`, remoteAddress: uniqueIp(), headers: asUser(other.token),
      payload: { mapping: {} },
    });
    expect(foreign.statusCode).toBe(404);
  });

  it.each([
    ['not an archive', () => fixture('not-an-archive.gbr'), 'upload.notArchive'],
    ['an empty archive', () => fixture('empty.zip'), 'upload.empty'],
    ['a nested archive', () => fixture('nested.zip'), 'upload.nested'],
    ['path traversal', () => fixture('traversal.zip'), 'upload.traversal'],
    ['an encrypted archive', () => fixture('encrypted.zip'), 'upload.encrypted'],
    ['a corrupt archive', () => fixture('corrupt.zip'), 'upload.corrupt'],
    ['too many entries', () => fixture('too-many-entries.zip'), 'upload.tooManyEntries'],
    ['a zip bomb', () => writeZip([{ name: 'bomb.gbr', raw: { compressed: deflatedZeros(300), uncompressedSize: 300 * 1024 * 1024 } }]), 'upload.tooLarge'],
    ['a zip bomb that lies about its size', () => writeZip([{ name: 'liar.gbr', raw: { compressed: deflatedZeros(300), uncompressedSize: 1000 } }]), 'upload.tooLarge'],
  ])('refuses %s with a clear error and writes nothing', async (_name, bytes, key) => {
    const before = listFiles(t.config.dataDir);
    const res = await upload(owner, [file(bytes())]);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json()).toMatchObject({ code: 4000, key, data: null });
    expect(res.json().msg).toMatch(/\w/);
    expect(listFiles(t.config.dataDir)).toEqual(before);
    expect(fs.existsSync(path.join(t.config.dataDir, 'evil.gbr'))).toBe(false);
    expect(fs.existsSync(path.join(path.dirname(t.config.dataDir), 'evil.gbr'))).toBe(false);
  });

  it('answers a file over 20 MB with 413 and the spec\'s message', async () => {
    const big = Buffer.alloc(21 * 1024 * 1024, 0x50);
    const res = await upload(owner, [file(big)]);
    expect(res.statusCode).toBe(413);
    expect(res.json().msg).toBe('Please upload the correct file type or size.');
  });

  it('needs a login, a file and known fields', async () => {
    const anonymous = await upload(null, [file(arduino())]);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().code).toBe(4302);
    const noFile = await upload(owner, [{ name: 'kind', data: 'gerber' }]);
    expect(noFile.json().key).toBe('upload.missingFile');
    const extra = await upload(owner, [{ name: 'evil', data: '1' }, file(arduino())]);
    expect(extra.statusCode).toBe(422);
    expect(extra.json().fields).toEqual({ evil: 'validation.unknownField' });
    const badKind = await upload(owner, [{ name: 'kind', data: 'cad' }, file(arduino())]);
    expect(badKind.json().fields).toEqual({ kind: 'validation.invalid' });
  });

  it('limits uploads per client address', async () => {
    const ip = uniqueIp();
    const codes: number[] = [];
    for (let i = 0; i < 21; i += 1) codes.push((await upload(null, [file(Buffer.from('x'))], ip)).statusCode);
    expect(codes.slice(0, 20).every((c) => c === 401)).toBe(true);
    expect(codes[20]).toBe(429);
    // Another address is not affected.
    expect((await upload(null, [file(Buffer.from('x'))])).statusCode).toBe(401);
  });
});

describe('hostile Gerber archives (issue 7 §1)', () => {
  it('each is kept with a "too complex" warning and no preview, and the next upload is analysed and drawn', async () => {
    const { hostileGerbers } = await import('../../integrations/files/test-support/hostile-gerbers');
    for (const hostile of hostileGerbers()) {
      const res = await upload(owner, [file(hostile.zip, 'bomb.zip')]);
      expect(res.statusCode, `${hostile.what}: ${res.body}`).toBe(200);
      const data = res.json().data;
      expect(data.analysis.warnings, hostile.what).toContain('gerber.tooComplex');
      expect(data.previews, hostile.what).toBeNull();
      const info = await get(owner, '/user/info');
      expect(info.statusCode).toBe(200);
    }
    const normal = await upload(owner, [file(arduino())]);
    expect(normal.json().data).toMatchObject({ status: 'analysed', analysis: { copper_layers: 2, width_mm: 68.58 } });
    expect(normal.json().data.previews).not.toBeNull();
  }, 120_000);
});
