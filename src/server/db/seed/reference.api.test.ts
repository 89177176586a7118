// The reference seed runs at every start: a second run adds nothing, keeps operators' edits, and leaves the
// identity sequences past the seed ids so rows added later get fresh ids.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import {
  banners, contentPages, currencyRates, helpArticles, menuItems, systemSettings, systemStatus,
} from '../schema/index';
import { seedReferenceData } from './reference';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(); // seeds once
});
afterAll(async () => t.close());

const TABLES = { menuItems, banners, contentPages, helpArticles, currencyRates, systemSettings, systemStatus };

const counts = async () => {
  const out: Record<string, number> = {};
  for (const [name, table] of Object.entries(TABLES)) {
    const [row] = await t.handle.db.select({ n: sql<number>`count(*)::int` }).from(table);
    out[name] = row?.n ?? 0;
  }
  return out;
};

describe('seedReferenceData', () => {
  it('fills every reference table, including settings, status rows and rates', async () => {
    const c = await counts();
    for (const n of Object.values(c)) expect(n).toBeGreaterThan(0);
    expect(c.contentPages).toBe(20); // 10 pages (5 company pages, 5 information pages of issue 15) x 2 languages
    expect(c.banners).toBe(2);
    expect(await t.handle.db.select().from(systemSettings)).toEqual([{ key: 'banner_use_abtest_key', value: 'b1' }]);
    const status = await t.handle.db.select().from(systemStatus).orderBy(systemStatus.lang);
    expect(status.map((s) => [s.lang, s.normal])).toEqual([['en', true], ['jp', true]]);
    const rates = await t.handle.db.select().from(currencyRates);
    expect(Object.fromEntries(rates.map((r) => [r.currency, r.ratePpm]))).toEqual({
      USD: 1_000_000n, EUR: 920_000n, JPY: 150_000_000n, GBP: 790_000n, CAD: 1_370_000n, AUD: 1_520_000n, CNY: 7_250_000n,
    });
  });

  it('adds nothing when run again and keeps edited rows as they are', async () => {
    const before = await counts();
    await t.handle.db.update(banners).set({ desc: 'Edited by staff' }).where(eq(banners.type, 'fusion'));
    await seedReferenceData(t.handle.db);
    await seedReferenceData(t.handle.db);
    expect(await counts()).toEqual(before);
    const [banner] = await t.handle.db.select().from(banners).where(eq(banners.type, 'fusion'));
    expect(banner?.desc).toBe('Edited by staff');
  });

  it('puts back a missing row and leaves room for new rows after the seed ids', async () => {
    await t.handle.db.delete(systemSettings);
    await seedReferenceData(t.handle.db);
    expect(await t.handle.db.select().from(systemSettings)).toHaveLength(1);

    const [menu] = await t.handle.db.insert(menuItems).values({ address: '/new', enName: 'New', jpName: '新規' }).returning();
    const [banner] = await t.handle.db.insert(banners).values({ type: 'fusion' }).returning();
    const [article] = await t.handle.db
      .insert(helpArticles)
      .values({ category: 'FAQ', lang: 'en', title: 'New', body: 'New' })
      .returning();
    expect(menu!.id).toBeGreaterThan(62);
    expect(banner!.id).toBeGreaterThan(2);
    expect(article!.id).toBeGreaterThan(1610);
  });
});
