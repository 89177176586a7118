// Pages that paint fast (issue 17): hashed assets are sent precompressed (brotli, else gzip) and cached for a year;
// the SPA shell is revalidated on every visit and compressed; API answers above ~1 KB are compressed when the client
// accepts it, with Vary: Accept-Encoding so a shared cache keeps the variants apart.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { pickEncoding } from './compress';

const SCRIPT = `export const hello = () => ${JSON.stringify('hello '.repeat(400))};\n`;
const SHELL = `<!doctype html><html><head><title>Fusion</title>${'<link rel="modulepreload" href="/assets/x.js">'.repeat(40)}</head><body><div id="root"></div></body></html>`;

let t: TestApp;
let webDir: string;
beforeAll(async () => {
  webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fusion-web-'));
  fs.mkdirSync(path.join(webDir, 'assets'));
  fs.writeFileSync(path.join(webDir, 'index.html'), SHELL);
  fs.writeFileSync(path.join(webDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  const asset = path.join(webDir, 'assets', 'index-AbC123xy.js');
  fs.writeFileSync(asset, SCRIPT);
  // what scripts/precompress-web.mjs leaves beside each file
  fs.writeFileSync(`${asset}.br`, zlib.brotliCompressSync(SCRIPT));
  fs.writeFileSync(`${asset}.gz`, zlib.gzipSync(SCRIPT));
  t = await createTestApp({}, { webDir });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const decoded = (body: Buffer, encoding: string | undefined): string =>
  (encoding === 'br' ? zlib.brotliDecompressSync(body) : encoding === 'gzip' ? zlib.gunzipSync(body) : body).toString('utf8');

describe('hashed assets', () => {
  it('are sent as the precompressed brotli copy, else gzip, else plain, always with Vary: Accept-Encoding', async () => {
    const br = await get('/assets/index-AbC123xy.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(Buffer.byteLength(SCRIPT) / 4);
    expect(decoded(br.rawPayload, 'br')).toBe(SCRIPT);

    const gz = await get('/assets/index-AbC123xy.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(decoded(gz.rawPayload, 'gzip')).toBe(SCRIPT);

    const plain = await get('/assets/index-AbC123xy.js', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body).toBe(SCRIPT);
  });

  it('are cached for a year as immutable (their name changes with their content); other files for an hour', async () => {
    for (const enc of ['br', 'identity']) {
      const res = await get('/assets/index-AbC123xy.js', { 'accept-encoding': enc });
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    expect((await get('/favicon.svg')).headers['cache-control']).toBe('public, max-age=3600');
  });
});

describe('the SPA shell (HTML)', () => {
  it('is never cached without revalidation, on a client route and as /index.html, and is compressed when accepted', async () => {
    for (const url of ['/fusion', '/web/cart', '/index.html']) {
      const res = await get(url, { 'accept-encoding': 'br, gzip' });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.headers.vary, url).toMatch(/accept-encoding/i);
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(decoded(res.rawPayload, 'br'), url).toBe(SHELL);
    }
    const gz = await get('/fusion', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(decoded(gz.rawPayload, 'gzip')).toBe(SHELL);
    const plain = await get('/fusion');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SHELL);
  });
});

describe('API answers', () => {
  it('above 1 KB are compressed when accepted (brotli first), plain otherwise, with Vary', async () => {
    const plain = await get('/api/docs');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    expect(plain.headers.vary).toMatch(/accept-encoding/i);

    const br = await get('/api/docs', { 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-length']).toBe(String(br.rawPayload.length));
    expect(JSON.parse(decoded(br.rawPayload, 'br'))).toEqual(plain.json());

    const gz = await get('/api/docs', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(decoded(gz.rawPayload, 'gzip'))).toEqual(plain.json());
  });

  it('below 1 KB are sent as they are (compressing would not pay)', async () => {
    const res = await get('/api/health', { 'accept-encoding': 'gzip, br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toBeTruthy();
  });
});

describe('pickEncoding', () => {
  it('prefers brotli, honours q=0 refusals and the wildcard', () => {
    expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pickEncoding('gzip')).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(pickEncoding('*')).toBe('br');
    expect(pickEncoding('*;q=0, gzip')).toBe('gzip');
    expect(pickEncoding('identity')).toBeUndefined();
    expect(pickEncoding(undefined)).toBeUndefined();
    expect(pickEncoding('')).toBeUndefined();
  });
});
