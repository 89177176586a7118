// Menu, banners and languages (spec platform §3, §7).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { eq } from 'drizzle-orm';
import { menuItems } from '../../db/schema/index';
import { MENU_CACHE_MS } from '../../commands/content/get-menu';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

interface Menu {
  id: number;
  address: string;
  en_name: string;
  jp_name: string;
  children?: Menu[];
}

describe('GET /menu/list', () => {
  it('answers the navigation tree in order, with both names and nested children', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/menu/list' });
    expect(res.statusCode).toBe(200);
    const menu = res.json().data as Menu[];
    expect(menu.map((m) => m.en_name)).toEqual(['PCB & PCBA', 'Manufacturing', 'Design & ODM', 'Parts Library', 'Gallery', 'Help']);
    const pcb = menu[0]!;
    expect(pcb.jp_name).toBe('PCB・PCBA');
    expect(pcb.children?.map((c) => c.address)).toEqual([
      '/fusion_pcb', '/fusion-advanced-pcb', '/premium-pcb-pcba', '/fusion_pcba', '/stencil', '/pcb-assembly',
    ]);
    expect(menu.find((m) => m.en_name === 'Manufacturing')?.children?.map((c) => c.address)).toEqual([
      '/fusion-3d-printing', '/fusion-cnc', '/fusion-cable-assembly', '/kitting-service',
    ]);
    expect(menu.find((m) => m.en_name === 'Help')?.children?.map((c) => c.address)).toEqual(['/faq', '/get_help/HowToGetHelp']);
    // leaves carry no children array; every item has a Japanese name
    expect(menu.find((m) => m.address === '/opl')).not.toHaveProperty('children');
    const all = menu.flatMap((m) => [m, ...(m.children ?? [])]);
    expect(all.every((m) => m.jp_name.length > 0)).toBe(true);
  });

  it('keeps the menu in memory for a short time: a staff edit shows once the cache time has passed', async () => {
    const names = async () => ((await t.app.inject({ method: 'GET', url: '/api/menu/list' })).json().data as Menu[]).map((m) => m.en_name);
    expect(await names()).toContain('Gallery');
    await t.handle.db.update(menuItems).set({ enName: 'Design gallery' }).where(eq(menuItems.address, '/gallery-index'));
    expect(await names()).toContain('Gallery');
    t.clock.advance(MENU_CACHE_MS);
    expect(await names()).toContain('Design gallery');
    await t.handle.db.update(menuItems).set({ enName: 'Gallery' }).where(eq(menuItems.address, '/gallery-index'));
    t.clock.advance(MENU_CACHE_MS);
  });

  it('rejects unknown query parameters by name', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/menu/list?depth=2' });
    expect(res.statusCode).toBe(422);
    expect(res.json().fields).toEqual({ depth: 'validation.unknownField' });
  });
});

describe('POST /help/top-banner', () => {
  it('answers the active banner of each edition', async () => {
    const en = await t.app.inject({ method: 'POST', url: '/api/help/top-banner', payload: { type: 'fusion' } });
    expect(en.statusCode).toBe(200);
    expect(en.json().data).toEqual([
      expect.objectContaining({ image: '/img/banner-fusion.svg', link: '/fusion_pcb', href_type: 1, color: expect.stringMatching(/^#/) }),
    ]);
    expect(en.json().data[0].desc).toContain('{price:490}');

    const jp = await t.app.inject({ method: 'POST', url: '/api/help/top-banner', payload: { type: 'fusionjp' } });
    expect(jp.json().data).toHaveLength(1);
    expect(jp.json().data[0]).toMatchObject({ image: '/img/banner-fusionjp.svg' });
    expect(jp.json().data[0].desc).toContain('ステンシル');
  });

  it('rejects an unknown edition and unknown fields', async () => {
    const bad = await t.app.inject({ method: 'POST', url: '/api/help/top-banner', payload: { type: 'other' } });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({ key: 'errors.validation', fields: { type: 'validation.invalid' } });

    const extra = await t.app.inject({ method: 'POST', url: '/api/help/top-banner', payload: { type: 'fusion', limit: 3 } });
    expect(extra.statusCode).toBe(422);
    expect(extra.json().fields).toEqual({ limit: 'validation.unknownField' });

    const missing = await t.app.inject({ method: 'POST', url: '/api/help/top-banner', payload: {} });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().fields).toHaveProperty('type');
  });
});

describe('GET /lang/list', () => {
  it('lists English and Japanese', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/lang/list?lang=jp' });
    expect(res.json()).toMatchObject({ code: 0, data: [{ code: 'en', name: 'English' }, { code: 'jp', name: '日本語' }] });
  });
});

describe('OpenAPI', () => {
  it('documents the content and cart routes, including the recursive menu schema', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    for (const p of ['/api/menu/list', '/api/help/top-banner', '/api/cms/detail-by-key', '/api/help/article', '/api/help/article-detail',
      '/api/currency/trans', '/api/lang/list', '/api/newsletter/subscribe', '/api/v1/cart/dashboard']) {
      expect(paths).toContain(p);
    }
  });
});
