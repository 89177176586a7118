// CMS pages and help articles: language choice, English fallback, 404s, bad input (spec platform §7).
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentPages, helpArticles } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const cms = (key: unknown, opts: { query?: string; host?: string; extra?: Record<string, unknown> } = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/api/cms/detail-by-key${opts.query ?? ''}`,
    headers: opts.host ? { host: opts.host } : {},
    payload: { key, ...opts.extra },
  });

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;
const HTML_TAG = /<\/?[a-z][^>]*>/i;

describe('POST /cms/detail-by-key', () => {
  it('answers each page in English by default: substantial Markdown without raw HTML', async () => {
    for (const key of ['about_us', 'terms_of_service', 'privacy_policy']) {
      const res = await cms(key);
      expect(res.statusCode).toBe(200);
      const page = res.json().data;
      expect(page.key).toBe(key);
      expect(words(page.body)).toBeGreaterThanOrEqual(300);
      expect(words(page.body)).toBeLessThanOrEqual(900);
      expect(page.body).not.toMatch(HTML_TAG);
      expect(new Date(page.updated_at).toISOString()).toBe(page.updated_at);
    }
    const terms = (await cms('terms_of_service')).json().data;
    expect(terms.title).toBe('Terms of Service');
    expect(terms.body).toContain('within 1 hour after payment confirmation');
    expect(terms.body).toContain('3.5%');
    const privacy = (await cms('privacy_policy')).json().data;
    expect(privacy.body).toMatch(/guid/);
    expect((await cms('about_us')).json().data.body).toContain('2008');
    expect((await cms('home_intro')).json().data.body).not.toContain('\n\n'); // one paragraph
    expect((await cms('sitemap')).json().data.title).toBe('Sitemap');
  });

  it('answers Japanese for lang=jp and for the Japanese host', async () => {
    const byParam = await cms('terms_of_service', { query: '?lang=jp' });
    expect(byParam.json().data.title).toBe('利用規約');
    expect(byParam.json().data.body).toContain('3.5%');
    const byHost = await cms('about_us', { host: 'shop.example.jp' });
    expect(byHost.json().data.title).toBe('会社概要');
    // an explicit lang wins over the host
    const enOnJp = await cms('about_us', { host: 'shop.example.jp', query: '?lang=en' });
    expect(enOnJp.json().data.title).toBe('About Us');
  });

  it('rejects unknown keys and unknown fields with 422', async () => {
    const unknown = await cms('secret_page');
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toMatchObject({ key: 'errors.validation', fields: { key: 'validation.invalid' } });
    const extra = await cms('about_us', { extra: { lang: 'jp' } });
    expect(extra.statusCode).toBe(422);
    expect(extra.json().fields).toEqual({ lang: 'validation.unknownField' });
  });

  it('falls back to English when the translation is missing, and answers 404 when the page is missing', async () => {
    await t.handle.db.delete(contentPages).where(and(eq(contentPages.key, 'home_intro'), eq(contentPages.lang, 'jp')));
    const fallback = await cms('home_intro', { query: '?lang=jp' });
    expect(fallback.statusCode).toBe(200);
    expect(fallback.json().data.title).toBe('Custom electronics manufacturing for makers');

    await t.handle.db.delete(contentPages).where(eq(contentPages.key, 'home_intro'));
    const missing = await cms('home_intro');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 4040, key: 'errors.notFound', data: null });
  });
});

interface Summary {
  id: number;
  category: string;
  title: string;
}
const articles = async (query = '', headers: Record<string, string> = {}): Promise<Summary[]> => {
  const res = await t.app.inject({ method: 'GET', url: `/api/help/article${query}`, headers });
  expect(res.statusCode).toBe(200);
  return res.json().data;
};
const detail = (query: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api/help/article-detail${query}`, headers });

describe('GET /help/article and /help/article-detail', () => {
  it('lists 3–5 articles per help topic and about ten FAQ entries, in English by default', async () => {
    for (const topic of ['TechnicalSupport', 'ShippingOrder', 'ReturnsRefund', 'PaymentInformation', 'HowToGetHelp']) {
      const list = await articles(`?category=${topic}`);
      expect(list.length).toBeGreaterThanOrEqual(3);
      expect(list.length).toBeLessThanOrEqual(5);
      expect(list.every((a) => a.category === topic)).toBe(true);
    }
    const faq = await articles('?category=FAQ');
    expect(faq.length).toBeGreaterThanOrEqual(8);
    expect(faq[0]!.title).toBe('How much does a PCB cost?');
    // without a filter: every category, grouped in the spec's topic order, one version per article
    const all = await articles();
    expect(all.length).toBe(faq.length + 15);
    expect(all[0]!.category).toBe('TechnicalSupport');
    expect(all.at(-1)!.category).toBe('FAQ');
    expect(new Set(all.map((a) => a.id)).size).toBe(all.length);
  });

  it('filters by position and platform unless all=1', async () => {
    expect((await articles('?position=faq')).every((a) => a.category === 'FAQ')).toBe(true);
    expect(await articles('?platform=fusionjp')).toEqual([]);
    expect((await articles('?platform=fusionjp&all=1')).length).toBeGreaterThan(0);
  });

  it('answers Japanese for lang=jp and the Japanese host, for lists and details', async () => {
    const jp = await articles('?category=FAQ&lang=jp');
    expect(jp[0]!.title).toBe('PCBの価格は？');
    const byHost = await articles('?category=ReturnsRefund', { host: 'shop.example.jp' });
    expect(byHost[0]!.title).toBe('注文をキャンセルできますか？');

    const enList = await articles('?category=ReturnsRefund');
    const enId = enList[0]!.id;
    const enDetail = await detail(`?id=${enId}`);
    expect(enDetail.json().data).toMatchObject({ id: enId, category: 'ReturnsRefund', title: 'Can I cancel an order?' });
    expect(enDetail.json().data.body).toContain('3.5%');
    // the same article asked for in Japanese answers its Japanese version, and back
    const jpDetail = await detail(`?id=${enId}&lang=jp`);
    expect(jpDetail.json().data).toMatchObject({ id: byHost[0]!.id, title: '注文をキャンセルできますか？' });
    const backToEn = await detail(`?id=${byHost[0]!.id}&lang=en`);
    expect(backToEn.json().data.id).toBe(enId);
  });

  it('falls back to English for an article without a translation', async () => {
    const [first] = await articles('?category=HowToGetHelp&lang=jp');
    await t.handle.db.delete(helpArticles).where(eq(helpArticles.id, first!.id));
    const jp = await articles('?category=HowToGetHelp&lang=jp');
    expect(jp[0]!.title).toBe('How to contact support');
    const res = await detail(`?id=${jp[0]!.id}&lang=jp`);
    expect(res.json().data.title).toBe('How to contact support');
  });

  it('answers 404 for a missing article and 422 for bad parameters', async () => {
    const missing = await detail('?id=999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 4040, key: 'errors.notFound' });
    for (const q of ['', '?id=abc', '?id=-1']) {
      const res = await detail(q);
      expect(res.statusCode).toBe(422);
      expect(res.json().fields).toHaveProperty('id');
    }
    const badCategory = await t.app.inject({ method: 'GET', url: '/api/help/article?category=Secrets' });
    expect(badCategory.statusCode).toBe(422);
    expect(badCategory.json().fields).toEqual({ category: 'validation.invalid' });
    const unknown = await t.app.inject({ method: 'GET', url: '/api/help/article?page=2' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().fields).toEqual({ page: 'validation.unknownField' });
  });
});
