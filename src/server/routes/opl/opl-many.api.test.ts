// A text search with more than COUNT_CAP (1,000) matches (issue 10): it says "more than 1,000" instead of counting to the
// end, and its pages are still the pages of ALL the matches in relevance order (Basic, Preferred, then stock), taken
// from the stocked tier alone. The expected order is computed here from the inserted facts, not from the search.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/app';
import type { OplSearchResult } from '../../../shared/contracts/opl';

let t: TestApp;

interface Made { sku: string; library: 'basic' | 'preferred' | 'extended'; stock: number }
// 1,300 "flux capacitor" parts: a few Basic and Preferred ones with little stock (they still come first), 1,100
// Extended ones with 1,000 or more in stock and 190 with less (outside the stocked tier: listed after all of those)
const made: Made[] = Array.from({ length: 1300 }, (_, i) => ({
  sku: `FLX${String(i).padStart(5, '0')}`,
  library: i < 4 ? 'basic' : i < 10 ? 'preferred' : 'extended',
  stock: i < 10 ? (i * 37) % 500 : i < 1110 ? 1000 + ((i * 7919) % 90_000) : (i * 13) % 1000,
}));
const libraryOrder = { basic: 0, preferred: 1, extended: 2 };
const relevance = [...made].sort(
  (a, b) => libraryOrder[a.library] - libraryOrder[b.library] || b.stock - a.stock || a.sku.localeCompare(b.sku),
);

beforeAll(async () => {
  t = await createTestApp();
  const db = t.app.deps.db;
  const [category] = (await db.execute(sql`select id from opl_categories order by id limit 1`)).rows as { id: number }[];
  // ids ascend with the SKU, so the relevance order's last key (id) is the SKU order above
  await db.execute(sql`
    insert into opl_parts (sku, mpn, mpn_key, category_id, description, stock, library_type, doc)
    select m.sku, 'FC-' || m.sku, 'FC' || m.sku, ${category!.id}, 'Flux capacitor, 1.21 GW', m.stock, m.library,
      to_tsvector('simple', 'Flux capacitor 1.21 GW ' || m.sku)
    from jsonb_to_recordset(${JSON.stringify(made)}::jsonb) as m(sku text, library text, stock int)
    order by m.sku`);
  await db.execute(sql`analyze opl_parts`);
});
afterAll(async () => t.close());

const search = async (params: Record<string, string | number>): Promise<OplSearchResult> => {
  const res = await t.app.inject({ method: 'GET', url: '/api/opl/search', query: Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as OplSearchResult;
};
const skus = (r: OplSearchResult) => r.items.map((i) => i.sku);

describe('GET /opl/search with more than 1,000 matches', () => {
  it('says "more than 1,000" and lists the first pages of all the matches in relevance order', async () => {
    const first = await search({ q: 'flux capacitor', size: 50 });
    expect(first).toMatchObject({ total: 1000, total_capped: true, page: 1, size: 50 });
    expect(skus(first)).toEqual(relevance.slice(0, 50).map((m) => m.sku));
    // the Basic and Preferred parts come first although their stock is small
    expect(first.items.slice(0, 4).every((i) => i.library_type === 'basic')).toBe(true);
    const later = await search({ q: 'flux capacitor', size: 50, page: 20 });
    expect(later.total_capped).toBe(true);
    expect(skus(later)).toEqual(relevance.slice(950, 1000).map((m) => m.sku));
  });

  it('answers a page past the stocked parts from all the matches, counted exactly', async () => {
    const r = await search({ q: 'flux capacitor', size: 100, page: 12 });
    expect(r).toMatchObject({ total: 1300, total_capped: false });
    expect(skus(r)).toEqual(relevance.slice(1100, 1200).map((m) => m.sku));
  });

  it('counts exactly when sorted by stock, and when the matches are fewer than 1,000', async () => {
    const byStock = await search({ q: 'flux capacitor', sort: 'stock', size: 5 });
    expect(byStock).toMatchObject({ total: 1300, total_capped: false });
    expect(byStock.items.map((i) => i.stock)).toEqual([...made].map((m) => m.stock).sort((a, b) => b - a).slice(0, 5));
    const few = await search({ q: 'FLX0000' }); // FLX00000 … FLX00009: an MPN-less word, ten parts
    expect(few).toMatchObject({ total_capped: false });
    expect(few.total).toBe(made.filter((m) => m.sku.startsWith('FLX0000')).length);
  });
});
