// The catalogue importer on both databases: the jlcparts format (a fixture written here, and a slice cut from the
// real snapshot in ../shared/parts when it is present) and the CSV format, with broken rows, re-imports and updates.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import zlib from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../../db/client';
import { createTestDatabase } from '../../../test/db';
import { importCatalogue } from './run-import';
import { createSearchIndexes, dropSearchIndexes, SEARCH_INDEXES } from './bulk-indexes';

let handle: DbHandle;
let dir: string;
beforeAll(async () => {
  handle = await createTestDatabase();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'opl-import-'));
});
afterAll(async () => {
  await handle.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const one = async <T = Record<string, unknown>>(q: ReturnType<typeof sql>): Promise<T> => (await handle.db.execute(q)).rows[0] as T;
const part = (sku: string) =>
  one<{ mpn: string; mpn_key: string; stock: number; description: string; description_built: boolean; library_type: string;
    manufacturer: string | null; package: string | null; category: string; price_qty: number[]; price_micros: string[] }>(sql`
    select p.mpn, p.mpn_key, p.stock, p.description, p.description_built, p.library_type, m.name as manufacturer,
      k.name as package, c.path as category, p.price_qty, p.price_micros::text[] as price_micros
    from opl_parts p join opl_categories c on c.id = p.category_id
    left join opl_manufacturers m on m.id = p.manufacturer_id left join opl_packages k on k.id = p.package_id
    where p.sku = ${sku}`);
const values = async (sku: string) =>
  (await handle.db.execute(sql`select a.name, a.kind, v.num from opl_part_values v join opl_attributes a on a.id = v.attribute_id
    join opl_parts p on p.id = v.part_id where p.sku = ${sku} order by a.name, a.kind`)).rows as { name: string; kind: string; num: number }[];

/** The search indexes as the database describes them. */
const indexDefinitions = async () =>
  (await handle.db.execute(sql`select indexname, indexdef from pg_indexes
    where indexname = any(${sql.param(Object.keys(SEARCH_INDEXES))}::text[]) order by indexname`)).rows;
let migrated: Record<string, unknown>[];
beforeAll(async () => {
  migrated = await indexDefinitions();
});

describe('search indexes of a bulk load', () => {
  it('are built again exactly as the migrations make them', async () => {
    expect(migrated.map((r) => r.indexname)).toEqual(Object.keys(SEARCH_INDEXES).sort());
    await dropSearchIndexes(handle.db);
    expect(await indexDefinitions()).toEqual([]);
    await createSearchIndexes(handle.db);
    expect(await indexDefinitions()).toEqual(migrated);
  });
});

const gz = (file: string, lines: unknown[]) => fs.writeFileSync(file, zlib.gzipSync(lines.map((l) => (typeof l === 'string' ? l : JSON.stringify(l))).join('\n')));

describe('jlcparts format (fixture)', () => {
  const folder = () => path.join(dir, 'fixture');
  beforeAll(() => {
    fs.mkdirSync(folder());
    const lut = [
      ['Manufacturer', { format: '${default}', values: { default: ['Samsung Electro-Mechanics', 'string'] } }],
      ['Package', { format: '${default}', values: { default: ['0402', 'string'] } }],
      ['Basic/Extended', { format: '${default}', values: { default: ['Basic', 'string'] } }],
      ['Capacitance', { format: '${capacitance}', values: { capacitance: [1.0000000000000001e-7, 'capacitance'] } }],
      ['Allowable voltage', { format: '${voltage}', values: { voltage: [16.0, 'voltage'] } }],
      ['Tolerance', { format: '${default}', values: { default: ['±10%', 'string'] } }],
      ['Temperature coefficient', { format: '${default}', values: { default: ['X7R', 'string'] } }],
    ];
    gz(path.join(folder(), 'attributes-lut.json.gz'), [lut]);
    fs.writeFileSync(path.join(folder(), 'manifest.json'), JSON.stringify({
      categories: [{ category: 'Capacitors', subcategory: 'MLCC - SMD/SMT', id: 1, shards: ['components-mlcc-001.jsonl.gz'] }],
    }));
    const header = { lcsc: 0, mfr: 1, joints: 2, description: 3, datasheet: 4, price: 5, img: 6, url: 7, attributes: 8, stock: 9, subcategory: 10 };
    const tiers = [{ qFrom: 1, qTo: 999, price: 0.0015 }, { qFrom: 1000, qTo: 2999, price: 0.0012 }, { qFrom: 3000, qTo: null, price: 0.0012 }];
    gz(path.join(folder(), 'components-mlcc-001.jsonl.gz'), [
      header,
      ['C1525', 'CL05B104KO5NNNC', 2, '', 'https://example.com/ds.pdf', tiers, 'a.jpg', '', [0, 1, 2, 3, 4, 5, 6], 1200, 1],
      ['C1526', 'CL05-B104', 2, '100nF 16V X7R ±10% 0402 MLCC', 'ftp://not-a-link', tiers, '', '', [0, 1, 3], 5, 1],
      '{"broken json',
      ['C1527', 'X', 2, '', '', tiers, '', '', [0, 99], 5, 1], // unknown attribute index
      ['C1528', '', 2, '', '', tiers, '', '', [0], 5, 1], // no MPN
      ['C1529', 'Y', 2, '', '', [{ qFrom: 1, price: 'free' }], '', '', [0], 5, 1], // bad price
      ['C1530', 'Z', 2, '', '', tiers, '', '', [0], -4, 1], // negative stock
    ]);
  });

  it('imports good rows, names each rejected row with its place and reason', async () => {
    // an empty catalogue: a bulk load (search indexes built at the end), foreign-key triggers off where allowed
    const result = await importCatalogue(handle.db, folder(), { trustReferences: handle.kind === 'pglite' });
    expect(result.written).toBe(2);
    expect(await indexDefinitions()).toEqual(migrated);
    expect(result.rejections).toEqual([
      { where: 'components-mlcc-001.jsonl.gz:4', sku: '', reason: 'not valid JSON' },
      { where: 'components-mlcc-001.jsonl.gz:5', sku: 'C1527', reason: 'unknown attribute index' },
      { where: 'components-mlcc-001.jsonl.gz:6', sku: 'C1528', reason: 'missing MPN' },
      { where: 'components-mlcc-001.jsonl.gz:7', sku: 'C1529', reason: 'invalid price tiers' },
      { where: 'components-mlcc-001.jsonl.gz:8', sku: 'C1530', reason: 'invalid stock' },
    ]);
    const p = await part('C1525');
    expect(p).toMatchObject({ mpn: 'CL05B104KO5NNNC', stock: 1200, library_type: 'basic', manufacturer: 'Samsung Electro-Mechanics', package: '0402', category: 'Capacitors / MLCC - SMD/SMT' });
    // the empty description is built from the attributes, in the catalogue's own words
    expect(p.description_built).toBe(true);
    expect(p.description).toBe('100nF 16V ±10% X7R 0402 MLCC - SMD/SMT');
    // a repeated price (3000+) is one tier
    expect(p.price_qty).toEqual([1, 1000]);
    expect(p.price_micros).toEqual(['1500', '1200']);
    expect(await values('C1525')).toEqual([
      { name: 'Allowable voltage', kind: 'voltage', num: 16 },
      { name: 'Capacitance', kind: 'capacitance', num: 1e-7 },
      { name: 'Tolerance', kind: 'tolerance', num: 10 },
    ]);
    const q = await part('C1526');
    expect(q.mpn_key).toBe('CL05B104');
    expect(q.library_type).toBe('extended');
    expect(q.description_built).toBe(false);
  });

  it('is idempotent by SKU and updates stock and prices in place', async () => {
    const before = await one<{ n: number; v: number }>(sql`select (select count(*)::int from opl_parts) as n, (select count(*)::int from opl_part_values) as v`);
    await importCatalogue(handle.db, folder());
    const after = await one<{ n: number; v: number }>(sql`select (select count(*)::int from opl_parts) as n, (select count(*)::int from opl_part_values) as v`);
    expect(after).toEqual(before);
  });
});

describe('CSV format', () => {
  it('reads quoted fields, JSON and column tiers, attributes; rejects broken rows', async () => {
    const file = path.join(dir, 'shop.csv');
    fs.writeFileSync(file, [
      'sku,mpn,manufacturer,category,subcategory,package,description,stock,library_type,prices,attributes,price@5000,attr:Resistance',
      'R-10K,RC0603FR-0710KL,YAGEO,Resistors,Chip Resistor,0603,"10kΩ ±1% 0603, ""thick"" film",5000,basic,"[{""qty"":1,""price"":""0.0040""},{""qty"":100,""price"":""0.0020""}]","{""Tolerance"":""±1%""}",0.0010,10k',
      'R-4K7,RC0603FR-074K7L,YAGEO,Resistors,Chip Resistor,0603,,300,extended,1:0.004|100:0.002,,,4k7',
      'R-BAD1,,YAGEO,Resistors,Chip Resistor,0603,,1,basic,,,,',
      'R-BAD2,X,YAGEO,Resistors,Chip Resistor,0603,,lots,basic,,,,',
      'R-BAD3,X,YAGEO,Resistors,Chip Resistor,0603,,1,premium,,,,',
      'R-BAD4,X,YAGEO,Resistors,Chip Resistor,0603,,1,basic,1:abc,,,',
      'R-BAD5,X,YAGEO,Resistors',
      '"R-MULTI",MULTI-1,ACME,Resistors,Chip Resistor,0805,"line one',
      'line two",7,,,,,',
      '',
    ].join('\r\n'));
    const result = await importCatalogue(handle.db, file);
    expect(result.written).toBe(3);
    expect(result.rejections.map((r) => [r.where, r.sku, r.reason])).toEqual([
      ['shop.csv:4', 'R-BAD1', 'missing MPN'],
      ['shop.csv:5', 'R-BAD2', 'invalid stock'],
      ['shop.csv:6', 'R-BAD3', 'invalid basic/extended'],
      ['shop.csv:7', 'R-BAD4', 'invalid price tiers'],
      ['shop.csv:8', 'R-BAD5', 'expected 13 columns, found 4'],
    ]);
    const r = await part('R-10K');
    expect(r.description).toBe('10kΩ ±1% 0603, "thick" film');
    expect(r.price_qty).toEqual([1, 100, 5000]);
    expect(r.price_micros).toEqual(['4000', '2000', '1000']);
    expect(await values('R-10K')).toEqual([
      { name: 'Resistance', kind: 'resistance', num: 10000 },
      { name: 'Tolerance', kind: 'tolerance', num: 1 },
    ]);
    expect((await values('R-4K7'))[0]).toEqual({ name: 'Resistance', kind: 'resistance', num: 4700 });
    expect((await part('R-4K7')).description).toBe('4k7 0603 Chip Resistor');
    expect((await part('R-MULTI')).description).toBe('line one line two');

    // a stock and price update is the same file again with new numbers
    const update = path.join(dir, 'update.csv');
    fs.writeFileSync(update, 'sku,mpn,category,subcategory,stock,prices\nR-10K,RC0603FR-0710KL,Resistors,Chip Resistor,4200,1:0.0035\n');
    expect((await importCatalogue(handle.db, update)).written).toBe(1);
    const updated = await part('R-10K');
    expect(updated.stock).toBe(4200);
    expect(updated.price_micros).toEqual(['3500']);
    expect((await one<{ n: number }>(sql`select count(*)::int as n from opl_parts where sku = 'R-10K'`)).n).toBe(1);
  });
});

const SNAPSHOT = path.resolve('../shared/parts/jlcparts');
describe.skipIf(!fs.existsSync(path.join(SNAPSHOT, 'manifest.json')))('jlcparts format (slice of the real snapshot)', () => {
  it('imports the first rows of real shards with their values, and refuses the rows broken on purpose', async () => {
    const folder = path.join(dir, 'slice');
    fs.mkdirSync(folder);
    fs.symlinkSync(path.join(SNAPSHOT, 'attributes-lut.json.gz'), path.join(folder, 'attributes-lut.json.gz'));
    const manifest = JSON.parse(fs.readFileSync(path.join(SNAPSHOT, 'manifest.json'), 'utf8')) as {
      categories: { category: string; subcategory: string; shards: string[] }[];
    };
    const wanted = manifest.categories.filter((c) =>
      ['Chip Resistor - Surface Mount', 'Multilayer Ceramic Capacitors MLCC - SMD/SMT'].includes(c.subcategory));
    const categories = [];
    for (const c of wanted) {
      const shard = c.shards[0]!;
      const lines: string[] = [];
      const rl = readline.createInterface({ input: fs.createReadStream(path.join(SNAPSHOT, shard)).pipe(zlib.createGunzip()) });
      for await (const line of rl) {
        lines.push(line);
        if (lines.length > 200) break;
      }
      rl.close();
      lines.push('[1, 2, 3]', 'not json');
      fs.writeFileSync(path.join(folder, shard), zlib.gzipSync(lines.join('\n')));
      categories.push({ ...c, shards: [shard] });
    }
    fs.writeFileSync(path.join(folder, 'manifest.json'), JSON.stringify({ categories }));
    const result = await importCatalogue(handle.db, folder, { batchSize: 64 });
    expect(result.written).toBe(400);
    expect(result.rejected).toBe(4);
    // C1525 is the snapshot's Samsung 100 nF 0402 X7R, a Basic part
    const p = await part('C1525');
    expect(p).toMatchObject({ mpn: 'CL05B104KO5NNNC', package: '0402', library_type: 'basic', manufacturer: 'Samsung Electro-Mechanics' });
    expect((await values('C1525')).find((v) => v.kind === 'capacitance')?.num).toBe(1e-7);
  });
});
