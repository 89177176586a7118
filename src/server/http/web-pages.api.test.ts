// Prerendered landing pages (issue 17): a signed-out visitor gets the page of the address and edition the build
// prerendered (exact path, query ignored), compressed and revalidated like the shell; every other address, and a
// visitor with a session cookie, gets the plain SPA shell. The edition comes from the host (.jp = Japanese).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { eq } from 'drizzle-orm';
import { banners } from '../db/schema/index';
import { SESSION_COOKIE } from './context';

const html = (root: string) => `<!doctype html><html><head><title>Fusion</title></head><body><div id="root">${root}</div></body></html>`;
const SHELL = html('');
/** A page as the build writes it (scripts/prerender-web.mjs): slots for the banner's markup and data. */
const slotted = (root: string) =>
  `<!doctype html><html><head><title>Fusion</title>\n<!--fusion-banner-data--></head><body><div id="root"><div><!--fusion-banner--><header>h</header>${root}</div></div></body></html>`;
const TEMPLATES = {
  'text:internal': '<aside style="background:fusionbannercolor" aria-label="fusionbannerdesc"><a href="/fusionbannerlink"><p>fusionbannerdesc</p></a></aside>',
  'image+text:external': '<aside style="background:fusionbannercolor"><a href="https://fusionbannerlink.invalid/"><img src="fusionbannerimage" alt="fusionbannerdesc"/><p>fusionbannerdesc</p></a></aside>',
};
const PAGES: Record<string, string> = {
  'en/fusion.html': html('<h1>Custom electronics manufacturing</h1>'),
  'en/web/cart.html': html('<h1>Shopping Cart</h1>'),
  'jp/index.html': html('<h1>プリント基板の試作・実装をオンラインで</h1>'),
  'jp/fusion.html': html('<h1>試作から量産まで</h1>'),
  'en/stencil.html': slotted('<h1>Stencil</h1>'),
  'jp/stencil.html': slotted('<h1>ステンシル</h1>'),
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
  for (const edition of ['en', 'jp']) fs.writeFileSync(path.join(webDir, 'prerender', edition, 'banner.json'), JSON.stringify(TEMPLATES));
  t = await createTestApp({}, { webDir });
  // before any page is asked for (the server keeps each edition's banner a few seconds): staff's text with markup
  // characters and a price in the English banner; no Japanese banner
  await t.handle.db.update(banners).set({ image: '', desc: 'Sale <b>"now"</b> & {price:490}', link: '/fusion_pcb?a=1&b=2', color: 'red' }).where(eq(banners.type, 'fusion'));
  await t.handle.db.update(banners).set({ active: false }).where(eq(banners.type, 'fusionjp'));
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

describe('the current banner in a prerendered page', () => {
  it("is written where the strip goes, in its shape's markup, staff's text escaped and prices in dollars", async () => {
    const { body } = await page('/stencil');
    expect(body).toContain(
      '<div><aside style="background:red" aria-label="Sale &lt;b&gt;&quot;now&quot;&lt;/b&gt; &amp; $4.90"><a href="/fusion_pcb?a=1&amp;b=2">' +
        '<p>Sale &lt;b&gt;&quot;now&quot;&lt;/b&gt; &amp; $4.90</p></a></aside><header>h</header>',
    );
    expect(body).not.toContain('<!--fusion-banner');
  });

  it('with its data for the app, in a script element that never runs and cannot be closed by the text', async () => {
    const { body } = await page('/stencil');
    const data = /<script type="application\/json" id="fusion-banner">(.*?)<\/script>/.exec(body)?.[1] ?? '';
    expect(data).not.toContain('<');
    expect(JSON.parse(data)).toMatchObject({ desc: 'Sale <b>"now"</b> & {price:490}', link: '/fusion_pcb?a=1&b=2', color: 'red' });
  });

  it('leaves both slots empty (data null) when the edition has no banner, and is compressed like any page', async () => {
    const { body } = await page('/stencil', JP);
    expect(body).toContain('<div><header>h</header><h1>ステンシル</h1>');
    expect(body).toContain('<script type="application/json" id="fusion-banner">null</script>');
    expect(body).not.toContain('<aside');
  });
});
