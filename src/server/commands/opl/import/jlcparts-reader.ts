// Reads the open jlcparts data format (github.com/yaqwsx/jlcparts, `data/`; ../shared/parts/README.md): a folder
// with manifest.json (categories and their shard files), attributes-lut.json.gz (attribute values by index) and
// components-*.jsonl.gz shards (a header line naming the positions, then one part per line as an array).
// Shards are streamed line by line, so memory holds the lookup table and one line, whatever the catalogue's size.
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import zlib from 'node:zlib';
import { isQuantityKind, round, type QuantityKind } from '../../../../shared/opl/units';
import { parseQuantity } from '../../../../shared/opl/units';
import { priceMicros, quantityText, type PartAttribute, type PriceTier, type RawPart } from './part-record';

type LutValue = [string | number, string];
type LutEntry = [string, { format?: string; values?: Record<string, LutValue> }];

interface Manifest {
  categories: { category: string; subcategory: string; id: number; shards: string[] }[];
}

export type ReadItem = { part: RawPart; where: string } | { error: string; where: string; sku: string };

/** Attribute names that are not parameters: the reader takes them apart (or they carry warehouse data). */
const SPECIAL = new Set(['Manufacturer', 'Package', 'Basic/Extended', 'Mpn', 'Description', 'Whs-zh', 'Whs-js']);

interface Digest {
  name: string;
  value: string;
  numbers: { kind: QuantityKind; value: number }[];
}

/** Decodes lookup-table entries on first use and keeps them (a catalogue reuses a few hundred thousand). */
class AttributeTable {
  private readonly cache = new Map<number, Digest | null>();
  constructor(private readonly lut: unknown[]) {}

  get size() {
    return this.lut.length;
  }

  get(i: number): Digest | null | undefined {
    if (!Number.isInteger(i) || i < 0 || i >= this.lut.length) return undefined;
    let d = this.cache.get(i);
    if (d === undefined) {
      d = digest(this.lut[i]);
      this.cache.set(i, d);
    }
    return d;
  }
}

const digest = (entry: unknown): Digest | null => {
  if (!Array.isArray(entry) || typeof entry[0] !== 'string' || typeof entry[1] !== 'object' || !entry[1]) return null;
  const [name, spec] = entry as LutEntry;
  const values = spec.values ?? {};
  const numbers: Digest['numbers'] = [];
  const shown: Record<string, string> = {};
  for (const [key, [raw, unit]] of Object.entries(values)) {
    if (unit !== 'string' && isQuantityKind(unit) && typeof raw === 'number' && Number.isFinite(raw)) {
      numbers.push({ kind: unit, value: round(raw) });
      shown[key] = quantityText(unit, raw);
    } else if (unit !== 'string') {
      shown[key] = '-'; // "NaN" in the source: the vendor did not give the number
    } else {
      const text = String(raw);
      shown[key] = text;
      // a text value that is one clean quantity ("50V", "±1%") is a number too
      const q = parseQuantity(text);
      if (q) numbers.push(q);
    }
  }
  const format = spec.format ?? '${default}';
  const value = format.replace(/\$\{(\w+)\}/g, (_, k: string) => shown[k] ?? '').trim();
  return { name, value, numbers };
};

export const loadAttributeTable = async (folder: string): Promise<AttributeTable> => {
  const file = path.join(folder, 'attributes-lut.json.gz');
  const data = await fs.promises.readFile(file);
  const lut: unknown = JSON.parse(zlib.gunzipSync(data).toString('utf8'));
  if (!Array.isArray(lut)) throw new Error(`${file}: not a list`);
  return new AttributeTable(lut);
};

const readManifest = async (folder: string): Promise<Manifest> => {
  const m = JSON.parse(await fs.promises.readFile(path.join(folder, 'manifest.json'), 'utf8')) as Manifest;
  if (!Array.isArray(m.categories)) throw new Error(`${folder}/manifest.json: no categories`);
  return m;
};

const lines = (file: string): readline.Interface => {
  const raw = fs.createReadStream(file);
  const stream = file.endsWith('.gz') ? raw.pipe(zlib.createGunzip()) : raw;
  raw.on('error', (e) => stream.destroy(e));
  return readline.createInterface({ input: stream, crlfDelay: Infinity });
};

const toTiers = (price: unknown): PriceTier[] | undefined => {
  if (!Array.isArray(price)) return undefined;
  const tiers: PriceTier[] = [];
  for (const t of price as { qFrom?: unknown; price?: unknown }[]) {
    if (typeof t?.qFrom !== 'number' || (typeof t.price !== 'number' && typeof t.price !== 'string')) return undefined;
    const micros = priceMicros(t.price);
    if (micros === undefined) return undefined;
    // the source repeats a tier with the same price at odd breaks (500, 510, 520): keep one row per price change
    if (tiers.length && tiers[tiers.length - 1]!.micros === micros) continue;
    tiers.push({ qty: t.qFrom, micros });
  }
  return tiers;
};

/** One shard of one subcategory. */
export async function* readShard(
  file: string,
  table: AttributeTable,
  category: { category: string; subcategory: string },
): AsyncGenerator<ReadItem> {
  const name = path.basename(file);
  let header: Record<string, number> | undefined;
  let n = 0;
  for await (const line of lines(file)) {
    n++;
    if (!line.trim()) continue;
    const where = `${name}:${n}`;
    let row: unknown;
    try {
      row = JSON.parse(line);
    } catch {
      yield { error: 'not valid JSON', where, sku: '' };
      continue;
    }
    if (!header) {
      if (!row || typeof row !== 'object' || Array.isArray(row) || typeof (row as Record<string, unknown>).lcsc !== 'number') {
        throw new Error(`${where}: the first line is not a jlcparts header`);
      }
      header = row as Record<string, number>;
      continue;
    }
    if (!Array.isArray(row)) {
      yield { error: 'not a part row', where, sku: '' };
      continue;
    }
    const at = (k: string): unknown => row[header![k] ?? -1];
    const sku = typeof at('lcsc') === 'string' ? (at('lcsc') as string) : '';
    const tiers = toTiers(at('price'));
    if (!tiers) {
      yield { error: 'invalid price tiers', where, sku };
      continue;
    }
    const indexes = at('attributes');
    if (!Array.isArray(indexes)) {
      yield { error: 'attributes missing', where, sku };
      continue;
    }
    const attributes: PartAttribute[] = [];
    let manufacturer: string | undefined;
    let pkg: string | undefined;
    let libraryType: string | undefined;
    let bad = false;
    for (const i of indexes) {
      const d = table.get(i as number);
      if (d === undefined) {
        bad = true;
        break;
      }
      if (d === null) continue;
      if (d.name === 'Manufacturer') manufacturer = d.value;
      else if (d.name === 'Package') pkg = d.value;
      else if (d.name === 'Basic/Extended') libraryType = d.value;
      else if (!SPECIAL.has(d.name)) attributes.push({ name: d.name, value: d.value, numbers: d.numbers.length ? d.numbers : undefined });
    }
    if (bad) {
      yield { error: 'unknown attribute index', where, sku };
      continue;
    }
    const stock = at('stock');
    const joints = at('joints');
    yield {
      where,
      part: {
        sku,
        mpn: typeof at('mfr') === 'string' ? (at('mfr') as string) : '',
        category: category.category,
        subcategory: category.subcategory,
        manufacturer,
        package: pkg,
        description: typeof at('description') === 'string' ? (at('description') as string) : '',
        datasheet: typeof at('datasheet') === 'string' ? (at('datasheet') as string) : '',
        image: typeof at('img') === 'string' ? (at('img') as string) : '',
        stock: typeof stock === 'number' ? stock : -1,
        joints: typeof joints === 'number' ? joints : undefined,
        libraryType,
        tiers,
        attributes,
      },
    };
  }
}

/** Every part of a jlcparts folder, or of one shard file of it (the folder's manifest names its subcategory). */
export async function* readJlcparts(target: string): AsyncGenerator<ReadItem> {
  const isFile = fs.statSync(target).isFile();
  const folder = isFile ? path.dirname(target) : target;
  const [manifest, table] = await Promise.all([readManifest(folder), loadAttributeTable(folder)]);
  for (const c of manifest.categories) {
    for (const shard of c.shards) {
      if (isFile && shard !== path.basename(target)) continue;
      yield* readShard(path.join(folder, shard), table, c);
    }
  }
}

export const isJlcpartsFolder = (target: string): boolean => {
  const folder = fs.statSync(target).isFile() ? path.dirname(target) : target;
  return fs.existsSync(path.join(folder, 'manifest.json')) && fs.existsSync(path.join(folder, 'attributes-lut.json.gz'));
};
