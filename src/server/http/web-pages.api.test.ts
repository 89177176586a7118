// Prerendered landing pages (issue 17): a signed-out visitor gets the page of the address and edition the build
// prerendered (exact path, query ignored), compressed and revalidated like the shell; every other address, and a
// visitor with a session cookie, gets the plain SPA shell. The edition comes from the host (.jp = Japanese).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { SESSION_COOKIE } from './context';

const html = (root: string) => `<!doctype html><html><head><title>Fusion</title></head><body><div id="root">${root}</div></body></html>`;
const SHELL = html('');
const PAGES: Record<string, string> = {
  'en/fusion.html': html('<h1>Custom electronics manufacturing</h1>'),
  'en/web/cart.html': html('<h1>Shopping Cart</h1>'),
  'jp/index.html': html('<h1>プリント基板の試作・実装をオンラインで</h1>'),
  'jp/fusion.html': html('<h1>試作から量産まで</h1>'),
};

let t: TestApp;
let webDir: string;
beforeAll(async () => {
  webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fusion-web-'));
  fs.writeFileSync(path.join(webDir, 'index.html'), SHELL);
  for (const [rel, body] of Object.entries(PAGES)) {
    const file = path.join(webDir, 'prerender', rel);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, body);
  }
  t = await createTestApp({}, { webDir });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDir, { recursive: true, force: true });
});

const page = async (url: string, headers: Record<string, string> = {}) => {
  const res = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br', ...headers } });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/text\/html/);
  expect(res.headers['cache-control']).toBe('no-cache');
  expect(res.headers['content-encoding']).toBe('br');
  return { body: zlib.brotliDecompressSync(res.rawPayload).toString('utf8'), vary: String(res.headers.vary) };
};
const JP = { host: 'fusion.localhost.jp:3999' };

describe('prerendered pages', () => {
  it('are sent to signed-out visitors for their exact address and edition, the query string ignored', async () => {
    expect((await page('/fusion')).body).toBe(PAGES['en/fusion.html']);
    expect((await page('/web/cart?from=header')).body).toBe(PAGES['en/web/cart.html']);
    expect((await page('/', JP)).body).toBe(PAGES['jp/index.html']);
    expect((await page('/fusion', JP)).body).toBe(PAGES['jp/fusion.html']);
  });

  it('vary by cookie and host as well as by encoding', async () => {
    expect((await page('/fusion')).vary).toMatch(/accept-encoding.*cookie.*host/i);
  });

  it('give way to the plain shell elsewhere: other addresses, an edition without that page, a signed-in visitor', async () => {
    expect((await page('/fusion/other')).body).toBe(SHELL);
    expect((await page('/fusion_pcb')).body).toBe(SHELL);
    expect((await page('/')).body).toBe(SHELL); // the English root redirects in the app; nothing prerendered
    expect((await page('/web/cart', JP)).body).toBe(SHELL);
    expect((await page('/fusion', { cookie: `${SESSION_COOKIE}=abc` })).body).toBe(SHELL);
  });

  it('are sent uncompressed to a client that takes no encoding', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/fusion', headers: { 'accept-encoding': 'identity' } });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(PAGES['en/fusion.html']);
  });
});
