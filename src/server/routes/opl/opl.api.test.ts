// OPL search, part page and library download on the starter catalogue (issue 10), on both databases. Expected hits
// come from the catalogue's facts (manufacturers' part numbers and ratings), not from what the search returns.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { seedCatalogue } from '../../db/seed/opl/index';
import { liveFacets } from '../../commands/opl/search-parts';
import { buildPartFilter } from '../../commands/opl/part-filter';
import type { OplPartDetail, OplSearchResult } from '../../../shared/contracts/opl';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const search = async (params: Record<string, string | number>): Promise<OplSearchResult> => {
  const res = await t.app.inject({ method: 'GET', url: '/api/opl/search', query: Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as OplSearchResult;
};
const mpns = (r: OplSearchResult) => r.items.map((i) => i.mpn);
const catalogue = seedCatalogue();

describe('GET /opl/search: the one box', () => {
  it('finds an MPN exactly, whatever the punctuation and case, first', async () => {
    for (const q of ['RC0603FR-0710KL', 'RC0603FR0710KL', 'rc0603fr-0710kl', 'RC0603 FR-0710KL']) {
      const r = await search({ q });
      expect(mpns(r)[0], q).toBe('RC0603FR-0710KL');
    }
    expect(mpns(await search({ q: 'LM1117IMPX3.3NOPB' }))[0]).toBe('LM1117IMPX-3.3/NOPB');
  });

  it('ranks MPN prefixes before other matches', async () => {
    const r = await search({ q: 'STM32F', size: 50 });
    const expected = catalogue.filter((p) => p.mpn.startsWith('STM32F')).map((p) => p.mpn);
    expect(new Set(mpns(r).slice(0, expected.length))).toEqual(new Set(expected));
    expect(r.total).toBe(expected.length);
  });

  it('finds a SKU', async () => {
    const sku = catalogue.find((p) => p.mpn === 'ATMEGA328P-AU')!.sku;
    const r = await search({ q: sku });
    expect(r.items[0]).toMatchObject({ sku, mpn: 'ATMEGA328P-AU', manufacturer: 'Microchip Technology', package: 'TQFP-32' });
  });

  it('finds a manufacturer by name', async () => {
    const r = await search({ q: 'Samsung', size: 100 });
    const expected = catalogue.filter((p) => p.manufacturer === 'Samsung Electro-Mechanics');
    expect(r.total).toBe(expected.length);
    expect(r.items.every((i) => i.manufacturer === 'Samsung Electro-Mechanics')).toBe(true);
  });

  it('reads "100nF 0402 X7R" as a capacitance, a package and a word', async () => {
    const r = await search({ q: '100nF 0402 X7R' });
    expect(new Set(mpns(r))).toEqual(new Set(['CL05B104KO5NNNC', 'GRM155R71C104KA88D']));
    expect(r.reading).toEqual({ values: [{ text: '100nF', kind: 'capacitance', value: 1e-7 }], packages: ['0402'], words: ['X7R'] });
    // the same value written another way
    expect(new Set(mpns(await search({ q: '0.1uF 0603' })))).toEqual(new Set(['CL10B104KB8NNNC', 'GRM188R71H104KA93D']));
  });

  it('reads "10k 1% 0603" as a resistance, a tolerance and a package', async () => {
    const r = await search({ q: '10k 1% 0603' });
    expect(mpns(r)).toEqual(['RC0603FR-0710KL']);
    expect(r.reading.values.map((v) => v.kind)).toEqual(['resistance', 'tolerance']);
    expect(new Set(mpns(await search({ q: '4k7' })))).toEqual(new Set(['RC0402FR-074K7L', 'RC0603FR-074K7L', 'RC0805FR-074K7L', 'RC1206FR-074K7L']));
  });

  it('finds free text in descriptions and attributes (Grove, XIAO)', async () => {
    const grove = await search({ q: 'grove sensor', size: 50 });
    // the modules by name, and the kits (kits.ts) whose description or contents name Grove sensors
    const text = (p: (typeof catalogue)[number]) => [p.mpn, p.description, ...p.attributes.map((a) => a.value)].join(' ');
    expect(grove.total).toBe(catalogue.filter((p) => /grove/i.test(text(p)) && /sensor/i.test(text(p))).length);
    expect(mpns(grove)).toEqual(expect.arrayContaining(['Grove - Sound Sensor', 'Grove Beginner Kit for Arduino', 'Grove Base Kit for Raspberry Pi']));
    const xiao = await search({ q: 'xiao esp32', size: 50 });
    expect(new Set(mpns(xiao))).toEqual(new Set(['XIAO ESP32C3', 'XIAO ESP32S3', 'XIAO ESP32S3 Sense', 'XIAO ESP32C6']));
    expect((await search({ q: 'no-such-part-zzz' })).total).toBe(0);
  });
});

describe('GET /opl/search: facets, filters, sorting', () => {
  it('counts packages over the result without the package choice, and filters by it', async () => {
    const all = await search({ q: '100nF' });
    const counts = Object.fromEntries(all.facets.packages.map((p) => [p.name, p.count]));
    expect(counts).toEqual({ '0402': 2, '0603': 2, '0805': 1 });
    const id0603 = all.facets.packages.find((p) => p.name === '0603')!.id;
    const only = await search({ q: '100nF', packages: String(id0603) });
    expect(only.total).toBe(2);
    expect(only.items.every((i) => i.package === '0603')).toBe(true);
    // still offers 0402 next to the chosen 0603
    expect(only.facets.packages.map((p) => p.name).sort()).toEqual(['0402', '0603', '0805']);
    const mlcc = only.facets.categories.find((c) => c.name === 'Multilayer Ceramic Capacitors MLCC - SMD/SMT')!;
    // categories are counted with the package choice applied: the two 0603 parts
    expect(mlcc.count).toBe(2);
    expect(only.facets.categories.find((c) => c.id === mlcc.parent_id)).toMatchObject({ name: 'Capacitors', count: 2 });
  });

  it('browses a category with library and stock counts and parametric ranges', async () => {
    const start = await search({});
    const resistors = start.facets.categories.find((c) => c.name === 'Resistors' && c.parent_id === null)!;
    const chip = catalogue.filter((p) => p.category === 'Resistors');
    expect(resistors.count).toBe(chip.length);
    const r = await search({ category: resistors.id, size: 5 });
    expect(r.total).toBe(chip.length);
    expect(r.facets.library).toEqual([
      { value: 'basic', count: chip.filter((p) => p.libraryType === 'basic').length },
      { value: 'extended', count: chip.filter((p) => p.libraryType === 'extended').length },
    ]);
    expect(r.facets.in_stock).toBe(chip.length);
    const resistance = r.facets.ranges.find((x) => x.kind === 'resistance')!;
    expect(resistance).toMatchObject({ name: 'Resistance', min: 10, max: 1e6 });
    const ranged = await search({ category: resistors.id, ranges: `${resistance.id}:1000:10000`, size: 100 });
    const ohms = (p: (typeof chip)[number]) => p.attributes.find((a) => a.name === 'Resistance')!.numbers![0]!.value;
    expect(ranged.total).toBe(chip.filter((p) => ohms(p) >= 1000 && ohms(p) <= 10000).length);
    const basic = await search({ category: resistors.id, library: 'basic', in_stock: '1' });
    expect(basic.items.every((i) => i.library_type === 'basic' && i.stock > 0)).toBe(true);
  });

  it("answers a category's facets from the stored counts, the same as counting them live", async () => {
    const { categories } = (await search({})).facets;
    expect(categories.length).toBeGreaterThan(5);
    for (const c of categories) {
      const stored = (await search({ category: c.id })).facets;
      const live = await liveFacets(t.handle.db, await buildPartFilter(t.handle.db, { category: c.id }), { categories: false, others: true });
      expect({ ...stored, categories: undefined }, c.name).toEqual({ ...live, categories: undefined });
    }
  });

  it('lists the whole catalogue Basic first, then by stock, with its size', async () => {
    const all = await search({ size: 50 });
    expect(all.total).toBe(catalogue.length);
    const order = { basic: 0, preferred: 1, extended: 2 };
    const keys = all.items.map((i) => [order[i.library_type], -i.stock] as const);
    expect(keys).toEqual([...keys].sort((a, b) => a[0] - b[0] || a[1] - b[1]));
    // a category alone is ordered the same way (not by part number)
    const resistors = all.facets.categories.find((c) => c.name === 'Resistors')!;
    const stocks = (await search({ category: resistors.id, library: 'basic', size: 30 })).items.map((i) => i.stock);
    expect(stocks).toEqual([...stocks].sort((a, b) => b - a));
  });

  it('ranks Basic parts first, and sorts by stock and by price at a quantity', async () => {
    const rel = await search({ q: '100nF' });
    const order = { basic: 0, preferred: 1, extended: 2 };
    const libs = rel.items.map((i) => order[i.library_type]);
    expect(libs).toEqual([...libs].sort());
    const byStock = await search({ q: 'Samsung', sort: 'stock', size: 100 });
    const stocks = byStock.items.map((i) => i.stock);
    expect(stocks).toEqual([...stocks].sort((a, b) => b - a));
    const byPrice = await search({ q: 'Samsung', sort: 'price', qty: 1000, size: 100 });
    const prices = byPrice.items.map((i) => BigInt(i.unit_price!));
    expect(prices).toEqual([...prices].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    // the price at 1000 is the 1000+ tier of the part
    const cl05 = byPrice.items.find((i) => i.mpn === 'CL05B104KO5NNNC')!;
    const seeded = catalogue.find((p) => p.mpn === 'CL05B104KO5NNNC')!;
    expect(cl05.unit_price).toBe(seeded.tiers.find((x) => x.qty === 1000)!.micros.toString());
  });

  it('pages, and refuses malformed filters by name', async () => {
    const p1 = await search({ q: 'RC0603', size: 10 });
    const p2 = await search({ q: 'RC0603', size: 10, page: 2 });
    expect(p1.total).toBe(p2.total);
    expect(mpns(p1).filter((m) => mpns(p2).includes(m))).toEqual([]);
    for (const query of ['ranges=abc', 'packages=1,,2', 'size=1000', 'sort=cheap', 'library=gold', 'nope=1']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/opl/search?${query}` });
      expect(res.statusCode, query).toBe(422);
    }
  });
});

describe('GET /opl/part and /opl/library', () => {
  it('answers a part with tiers and attributes; 404 for an unknown SKU', async () => {
    const seeded = catalogue.find((p) => p.mpn === 'CL05B104KO5NNNC')!;
    const res = await t.app.inject({ method: 'GET', url: `/api/opl/part?sku=${seeded.sku}` });
    const part = res.json().data as OplPartDetail;
    expect(part).toMatchObject({
      mpn: 'CL05B104KO5NNNC', package: '0402', package_family: 'chip', category: 'Multilayer Ceramic Capacitors MLCC - SMD/SMT',
      parent_category: { name: 'Capacitors' }, library_type: 'basic', description: '100nF 16V X7R ±10% 0402 Multilayer Ceramic Capacitors MLCC - SMD/SMT',
    });
    expect(part.tiers).toEqual(seeded.tiers.map((x) => ({ qty: x.qty, unit_price: x.micros.toString() })));
    expect(part.attributes).toContainEqual({ name: 'Capacitance', value: '100nF' });
    const missing = await t.app.inject({ method: 'GET', url: '/api/opl/part?sku=NOPE-1' });
    expect(missing.statusCode).toBe(404);
  });

  it('downloads a part as CSV and as a KiCad symbol library, and counts the download', async () => {
    const sku = catalogue.find((p) => p.mpn === 'RC0603FR-0710KL')!.sku;
    const csv = await t.app.inject({ method: 'GET', url: `/api/opl/library?format=csv&sku=${sku}` });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="opl-${sku}.csv"`);
    const lines = csv.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('sku,mpn,manufacturer,category,subcategory,package,description,datasheet,stock,library_type,prices,attributes');
    expect(lines[1]).toContain(`${sku},RC0603FR-0710KL,YAGEO,Resistors,Chip Resistor - Surface Mount,0603,`);
    const kicad = await t.app.inject({ method: 'GET', url: `/api/opl/library?format=kicad&sku=${sku}` });
    expect(kicad.headers['content-disposition']).toBe(`attachment; filename="opl-${sku}.kicad_sym"`);
    expect(kicad.body).toMatch(/^\(kicad_symbol_lib \(version 20211014\)/);
    for (const field of [`"MPN" "RC0603FR-0710KL"`, `"Manufacturer" "YAGEO"`, `"SKU" "${sku}"`, '"Reference" "R"', '"Datasheet" "https://www.yageo.com/']) {
      expect(kicad.body).toContain(`(property ${field}`);
    }
    const part = (await t.app.inject({ method: 'GET', url: `/api/opl/part?sku=${sku}` })).json().data as OplPartDetail;
    expect(part.downloads).toBe(2);
  });

  it('downloads a search result, bounded', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/opl/library?format=kicad&q=4k7' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="opl-parts.kicad_sym"');
    expect(res.body.match(/\(symbol "RC\d{4}FR-074K7L" /g)).toHaveLength(4);
    const none = await t.app.inject({ method: 'GET', url: '/api/opl/library?format=csv&q=no-such-part-zzz' });
    expect(none.statusCode).toBe(404);
  });
});
