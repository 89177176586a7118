// The console's content screens (issue 9): banners with the A/B key, image upload, menu, help articles, CMS blocks
// and exchange rates. Each change shows in the shop's public reads at once and writes its audit row; bad input
// (NUL bytes, links to nowhere, oversize or non-image files, rates out of bounds) is refused and writes nothing.
// Who may call these routes is checked by src/server/security/role-matrix.api.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/app';
import { makeStaff } from '../../commands/payment/testing/orders';
import { auditLog, currencyRates } from '../../db/schema/index';
import { asUser, signUp, type TestUser } from '../user/test-helpers';
import { get, post } from '../cart/cart.test-helper';
import { multipartBody } from '../upload/multipart.test-helper';
import type { AuditRecordType } from '../../../shared/contracts/staff';

let t: TestApp;
let content: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  content = await signUp(t);
  await makeStaff(t.handle.db, content.uid, 'content');
});
afterAll(async () => t.close());

const PNG_1x1 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

const audits = (recordType: AuditRecordType, recordId: string | number) =>
  t.handle.db.select().from(auditLog).where(and(eq(auditLog.recordType, recordType), eq(auditLog.recordId, String(recordId))));
const abKey = async () => (await get(t, null, '/v1/system/setting')).json().data.banner_use_abtest_key as string;
const shopBanners = async (type: 'fusion' | 'fusionjp') => (await post(t, null, '/help/top-banner', { type })).json().data;
const uploadImage = (bytes: Buffer, filename = 'banner.png') =>
  t.app.inject({ method: 'POST', url: '/api/v1/staff/content/banners/image', ...withAuth(multipartBody([{ name: 'file', filename, data: bytes }])) });
const withAuth = (m: { payload: Buffer; headers: Record<string, string> }) => ({ payload: m.payload, headers: { ...m.headers, ...asUser(content.token) } });

const banner = (over: Record<string, unknown> = {}) => ({
  edition: 'fusion', image: '', link: '/fusion_pcb', desc: 'Spring sale: stencils half price', color: '#0b7a3e', active: true, sort: 0,
  starts_at: null, ends_at: null, ...over,
});

describe('banners', () => {
  it('creates a banner that the shop shows first, bumps the A/B key and writes the audit row', async () => {
    const keyBefore = await abKey();
    const res = await post(t, content, '/v1/staff/content/banners', banner());
    expect(res.statusCode, res.body).toBe(200);
    const created = res.json().data;
    expect(await abKey()).not.toBe(keyBefore);
    expect((await shopBanners('fusion'))[0]).toMatchObject({ desc: 'Spring sale: stencils half price', link: '/fusion_pcb' });
    const rows = await audits('banner', created.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ staffId: content.uid, action: 'content.manage', before: null });
    expect(rows[0]?.after).toMatchObject({ desc: 'Spring sale: stencils half price', ab_key: await abKey() });

    // switched off: the shop goes back to the seeded banner, and the key moves again
    const key2 = await abKey();
    await post(t, content, '/v1/staff/content/banners', banner({ id: created.id, active: false }));
    expect(await abKey()).not.toBe(key2);
    expect((await shopBanners('fusion'))[0]?.desc).not.toBe('Spring sale: stencils half price');

    const del = await post(t, content, '/v1/staff/content/banners/delete', { id: created.id });
    expect(del.statusCode, del.body).toBe(200);
    expect((await get(t, content, '/v1/staff/content/banners')).json().data.list.map((b: { id: number }) => b.id)).not.toContain(created.id);
    expect(await audits('banner', created.id)).toHaveLength(3);
  });

  it('shows a scheduled banner only inside its window (the injected clock decides)', async () => {
    const now = t.clock.now().getTime();
    const starts = new Date(now + 3_600_000).toISOString();
    const ends = new Date(now + 7_200_000).toISOString();
    const res = await post(t, content, '/v1/staff/content/banners', banner({ edition: 'fusionjp', desc: '夏のセール', starts_at: starts, ends_at: ends }));
    expect(res.statusCode, res.body).toBe(200);
    expect((await shopBanners('fusionjp'))[0]?.desc).not.toBe('夏のセール');
    t.clock.advance(3_700_000);
    expect((await shopBanners('fusionjp'))[0]?.desc).toBe('夏のセール');
    t.clock.advance(3_600_000);
    expect((await shopBanners('fusionjp'))[0]?.desc).not.toBe('夏のセール');
    await post(t, content, '/v1/staff/content/banners/delete', { id: res.json().data.id });
  });

  it('refuses links to nowhere, NUL bytes, an unknown image, a window that ends before it starts; writes nothing', async () => {
    const before = (await t.handle.db.select().from(auditLog)).length;
    for (const link of ['/no-such-page', 'http://example.com/sale', 'javascript:alert(1)', 'https://localhost/x', '//evil.example/x']) {
      const res = await post(t, content, '/v1/staff/content/banners', banner({ link }));
      expect(res.statusCode, link).toBe(422);
      expect(res.json().fields).toMatchObject({ link: 'validation.badLink' });
    }
    expect((await post(t, content, '/v1/staff/content/banners', banner({ link: 'https://example.com/sale?x=1' }))).statusCode).toBe(200);
    expect((await post(t, content, '/v1/staff/content/banners', banner({ desc: 'a\u0000b' }))).statusCode).toBeGreaterThanOrEqual(400);
    expect((await post(t, content, '/v1/staff/content/banners', banner({ image: '/api/v1/content/banner-image/' + '0'.repeat(32) + '.png' }))).statusCode).toBe(422);
    expect((await post(t, content, '/v1/staff/content/banners', banner({ image: 'https://evil.example/x.svg' }))).statusCode).toBe(422);
    const backwards = await post(t, content, '/v1/staff/content/banners', banner({ starts_at: '2026-05-02T00:00:00Z', ends_at: '2026-05-01T00:00:00Z' }));
    expect(backwards.json().fields).toMatchObject({ ends_at: 'validation.endBeforeStart' });
    expect((await post(t, content, '/v1/staff/content/banners', banner({ id: 999_999 }))).statusCode).toBe(404);
    // only the one good banner was recorded
    expect((await t.handle.db.select().from(auditLog)).length).toBe(before + 1);
  });
});

describe('banner images', () => {
  it('accepts a PNG by its content and serves it with its type and nosniff', async () => {
    const res = await uploadImage(PNG_1x1, 'anything.txt');
    expect(res.statusCode, res.body).toBe(200);
    const img = res.json().data;
    expect(img).toMatchObject({ width: 1, height: 1 });
    expect(img.image).toMatch(/^\/api\/v1\/content\/banner-image\/[0-9a-f]{32}\.png$/);
    const served = await t.app.inject({ method: 'GET', url: img.image });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(PNG_1x1)).toBe(true);
    const saved = await post(t, content, '/v1/staff/content/banners', banner({ image: img.image, desc: '' }));
    expect(saved.statusCode, saved.body).toBe(200);
    await post(t, content, '/v1/staff/content/banners/delete', { id: saved.json().data.id });
  });

  it('refuses what is not an image (SVG, text, a PNG signature with no header), oversize files and no file', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    expect((await uploadImage(svg, 'a.svg')).statusCode).toBe(422);
    expect((await uploadImage(Buffer.from('hello'), 'a.png')).statusCode).toBe(422);
    expect((await uploadImage(PNG_1x1.subarray(0, 12), 'a.png')).statusCode).toBe(422);
    const big = Buffer.concat([PNG_1x1, Buffer.alloc(1_100_000)]);
    expect((await uploadImage(big)).statusCode).toBe(413);
    const none = await t.app.inject({ method: 'POST', url: '/api/v1/staff/content/banners/image', ...withAuth(multipartBody([{ name: 'x', data: 'y' }])) });
    expect(none.statusCode).toBe(422);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/content/banner-image/' + 'a'.repeat(32) + '.png' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/content/banner-image/..%2F..%2Fetc%2Fpasswd' })).statusCode).toBeLessThan(500);
  });
});

describe('navigation menu', () => {
  const item = (over: Record<string, unknown> = {}) => ({ parent_id: 1, address: '/stencil', en_name: 'Laser stencils', jp_name: 'レーザーステンシル', sort: 9, hidden: false, ...over });
  const shopMenu = async () => (await get(t, null, '/menu/list')).json().data as { id: number; en_name: string; children?: { id: number; en_name: string }[] }[];

  it('adds a child that the shop menu shows at once (the server cache is dropped), hides and deletes it', async () => {
    await shopMenu(); // warm the server's menu cache
    const res = await post(t, content, '/v1/staff/content/menu', item());
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().data.id;
    expect((await shopMenu()).find((m) => m.id === 1)?.children?.map((c) => c.en_name)).toContain('Laser stencils');
    await post(t, content, '/v1/staff/content/menu', item({ id, hidden: true }));
    expect((await shopMenu()).find((m) => m.id === 1)?.children?.map((c) => c.en_name)).not.toContain('Laser stencils');
    expect((await get(t, content, '/v1/staff/content/menu')).json().data).toContainEqual(expect.objectContaining({ id, hidden: true }));
    expect((await post(t, content, '/v1/staff/content/menu/delete', { id })).statusCode).toBe(200);
    const rows = await audits('menu_item', id);
    expect(rows.map((r) => r.action)).toEqual(['content.manage', 'content.manage', 'content.manage']);
    expect(rows.some((r) => (r.before as { hidden?: boolean } | null)?.hidden === false && (r.after as { hidden?: boolean }).hidden === true)).toBe(true);
  });

  it('keeps children one level deep, refuses bad links and NUL, and will not delete an item with children', async () => {
    expect((await post(t, content, '/v1/staff/content/menu', item({ parent_id: 11 }))).json().fields).toMatchObject({ parent_id: 'validation.badParent' });
    expect((await post(t, content, '/v1/staff/content/menu', item({ id: 1, parent_id: 2 }))).json().fields).toMatchObject({ parent_id: 'validation.hasChildren' });
    expect((await post(t, content, '/v1/staff/content/menu', item({ address: '/nowhere' }))).json().fields).toMatchObject({ address: 'validation.badLink' });
    expect((await post(t, content, '/v1/staff/content/menu', item({ en_name: 'a\u0000' }))).statusCode).toBeGreaterThanOrEqual(400);
    expect((await post(t, content, '/v1/staff/content/menu/delete', { id: 1 })).statusCode).toBe(409);
    // a seeded item whose address is not (yet) a page stays editable while its address is kept
    const kept = await post(t, content, '/v1/staff/content/menu', { parent_id: 2, address: '/fusion-cnc', en_name: 'CNC', jp_name: 'CNC加工', sort: 2, hidden: false, id: 22 });
    expect(kept.statusCode, kept.body).toBe(200);
    expect((await shopMenu()).find((m) => m.id === 2)?.children?.find((c) => c.id === 22)?.en_name).toBe('CNC');
  });
});

describe('help articles', () => {
  const article = (over: Record<string, unknown> = {}) => ({
    category: 'FAQ', published: true,
    en: { title: 'Do you ship to Antarctica?', body: 'Yes, **by arrangement**.' },
    jp: { title: '南極へ発送できますか？', body: 'はい、**ご相談ください**。' }, ...over,
  });

  it('creates an article in both languages that each edition shows, unpublishes it, and records both', async () => {
    const res = await post(t, content, '/v1/staff/content/articles', article());
    expect(res.statusCode, res.body).toBe(200);
    const a = res.json().data;
    const titles = async (lang: string) => ((await get(t, null, `/help/article?category=FAQ&lang=${lang}`)).json().data as { title: string }[]).map((x) => x.title);
    expect(await titles('en')).toContain('Do you ship to Antarctica?');
    expect(await titles('jp')).toContain('南極へ発送できますか？');
    expect((await get(t, null, `/help/article-detail?id=${a.id}&lang=jp`)).json().data.body).toBe('はい、**ご相談ください**。');

    const off = await post(t, content, '/v1/staff/content/articles', article({ id: a.id, published: false }));
    expect(off.statusCode, off.body).toBe(200);
    expect(await titles('jp')).not.toContain('南極へ発送できますか？');
    expect((await get(t, null, `/help/article-detail?id=${a.id}`)).statusCode).toBe(404);
    const rows = await audits('help_article', a.id);
    expect(rows).toHaveLength(2);
    expect(rows.find((r) => r.before !== null)?.after).toMatchObject({ published: false, jp: { title: '南極へ発送できますか？' } });
  });

  it('searches and pages on the server', async () => {
    const all = (await get(t, content, '/v1/staff/content/articles?page_size=2')).json().data;
    expect(all.list).toHaveLength(2);
    expect(all.total).toBeGreaterThan(2);
    const found = (await get(t, content, '/v1/staff/content/articles?q=antarctica')).json().data;
    expect(found.list.map((x: { en: { title: string } }) => x.en.title)).toEqual(['Do you ship to Antarctica?']);
    const jp = (await get(t, content, `/v1/staff/content/articles?q=${encodeURIComponent('南極')}`)).json().data;
    expect(jp.total).toBe(1);
  });

  it('refuses an empty title, NUL bytes and an unknown category', async () => {
    expect((await post(t, content, '/v1/staff/content/articles', article({ en: { title: '', body: 'x' } }))).statusCode).toBeGreaterThanOrEqual(400);
    expect((await post(t, content, '/v1/staff/content/articles', article({ jp: { title: 'x', body: 'a\u0000' } }))).statusCode).toBeGreaterThanOrEqual(400);
    expect((await post(t, content, '/v1/staff/content/articles', article({ category: 'Gossip' }))).statusCode).toBeGreaterThanOrEqual(400);
  });
});

describe('CMS blocks', () => {
  it('lists every key with both languages and saves one language of a key, which the shop serves', async () => {
    const list = (await get(t, content, '/v1/staff/content/cms')).json().data;
    expect(list.map((b: { key: string }) => b.key)).toContain('about_us');
    const res = await post(t, content, '/v1/staff/content/cms', { key: 'about_us', lang: 'jp', title: '会社概要', body: '私たちは**基板**を作ります。' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.jp).toMatchObject({ title: '会社概要' });
    const shop = (await post(t, null, '/cms/detail-by-key?lang=jp', { key: 'about_us' })).json().data;
    expect(shop).toMatchObject({ title: '会社概要', body: '私たちは**基板**を作ります。' });
    expect(await audits('setting', 'cms:about_us:jp')).toHaveLength(1);
    expect((await post(t, content, '/v1/staff/content/cms', { key: 'nope', lang: 'en', title: 'x', body: 'y' })).statusCode).toBeGreaterThanOrEqual(400);
    expect((await post(t, content, '/v1/staff/content/cms', { key: 'about_us', lang: 'en', title: 'x', body: '\u0000' })).statusCode).toBeGreaterThanOrEqual(400);
  });
});

describe('exchange rates', () => {
  it('lists rates with their age, flags them stale after 48 hours, and a new rate reaches the shop at once', async () => {
    const fresh = (await get(t, content, '/v1/staff/content/rates')).json().data;
    expect(fresh.stale_hours).toBe(48);
    expect(fresh.list.find((r: { currency: string }) => r.currency === 'JPY')).toMatchObject({ stale: false });
    // 49 hours old (moved in the table: moving the clock that far would end the staff session)
    await t.handle.db.update(currencyRates).set({ updatedAt: new Date(t.clock.now().getTime() - 49 * 3_600_000) });
    const old = (await get(t, content, '/v1/staff/content/rates')).json().data;
    expect(old.list.find((r: { currency: string }) => r.currency === 'JPY')).toMatchObject({ stale: true });
    expect(old.list.find((r: { currency: string }) => r.currency === 'USD')).toMatchObject({ stale: false });

    const current = Number(old.list.find((r: { currency: string }) => r.currency === 'JPY').rate);
    const next = (Math.round(current) + 3).toString();
    const ratesKey = async () => (await get(t, null, '/v1/system/setting')).json().data.currency_rates_key as string;
    const keyBefore = await ratesKey();
    const res = await post(t, content, '/v1/staff/content/rates', { currency: 'JPY', rate: next });
    expect(res.statusCode, res.body).toBe(200);
    // the key browsers compare their cached rate with (the Japanese edition's one-day cookie) moves
    expect(await ratesKey()).not.toBe(keyBefore);
    expect(res.json().data).toMatchObject({ currency: 'JPY', rate: `${next}.000000`, stale: false });
    const shop = (await post(t, null, '/currency/trans', { from: 'USD', to: 'JPY' })).json().data;
    expect(shop).toMatchObject({ unit: 'JPY', rate: `${next}.000000` });
    const rows = await audits('currency_rate', 'JPY');
    expect(rows).toHaveLength(1);
    expect(rows[0]?.after).toMatchObject({ rate: `${next}.000000` });
    // the rates screen shows each rate's history from the console's audit read: who, the rate before and after
    const history = await get(t, content, '/v1/staff/audit?record_type=currency_rate&record_id=JPY');
    expect(history.statusCode, history.body).toBe(200);
    expect(history.json().data).toEqual([
      expect.objectContaining({ action: 'content.manage', staff_email: content.email, before: expect.objectContaining({ rate: old.list.find((r: { currency: string }) => r.currency === 'JPY').rate }), after: expect.objectContaining({ rate: `${next}.000000` }) }),
    ]);
  });

  it('refuses zero, negative, out-of-bounds and far-jumping rates, the base currency and NUL', async () => {
    for (const rate of ['0', '-1', '1e3', '0.00001', '999999', 'abc', '1.1234567']) {
      expect((await post(t, content, '/v1/staff/content/rates', { currency: 'EUR', rate })).statusCode, rate).toBe(422);
    }
    expect((await post(t, content, '/v1/staff/content/rates', { currency: 'EUR', rate: '9.2' })).json().fields).toMatchObject({ rate: 'validation.rateJump' });
    expect((await post(t, content, '/v1/staff/content/rates', { currency: 'USD', rate: '1' })).statusCode).toBe(422);
    expect((await post(t, content, '/v1/staff/content/rates', { currency: 'EUR', rate: '0.9\u0000' })).statusCode).toBe(422);
    expect(await audits('currency_rate', 'EUR')).toEqual([]);
  });
});
