// Reads the shop's own CSV catalogue format (documented in docs/opl.md): one row per part, a header row naming the
// columns, RFC 4180 quoting (a quoted field may hold commas, quotes as "" and line breaks). Streamed record by
// record, so a file of any size is read in bounded memory.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { parseQuantity } from '../../../../shared/opl/units';
import type { ReadItem } from './jlcparts-reader';
import { priceMicros, type PartAttribute, type PriceTier } from './part-record';

/** Longest field accepted: a runaway quote must not swallow the rest of the file into memory. */
const MAX_FIELD = 64 * 1024;

/** Splits a character stream into CSV records; yields [record, line number of its start]. */
export async function* csvRecords(chunks: AsyncIterable<string>): AsyncGenerator<[string[], number]> {
  let field = '';
  let record: string[] = [];
  let quoted = false;
  let afterQuote = false;
  let line = 1;
  let start = 1;
  let pendingCR = false;
  for await (const chunk of chunks) {
    for (let i = 0; i < chunk.length; i++) {
      const c = chunk[i]!;
      if (pendingCR) {
        pendingCR = false;
        if (c === '\n') continue;
      }
      if (quoted) {
        if (c === '"') {
          if (chunk[i + 1] === '"') {
            field += '"';
            i++;
          } else {
            // closing, unless the next chunk starts with the second quote of a doubled one
            quoted = false;
            afterQuote = true;
          }
        } else {
          if (c === '\n') line++;
          field += c;
          if (field.length > MAX_FIELD) throw new Error(`line ${start}: a field is longer than ${MAX_FIELD} characters (unclosed quote?)`);
        }
        continue;
      }
      if (afterQuote && c === '"') {
        // "" split across two chunks
        field += '"';
        quoted = true;
        afterQuote = false;
        continue;
      }
      afterQuote = false;
      if (c === '"' && field === '') quoted = true;
      else if (c === ',') {
        record.push(field);
        field = '';
      } else if (c === '\n' || c === '\r') {
        record.push(field);
        field = '';
        yield [record, start];
        record = [];
        line++;
        start = line;
        pendingCR = c === '\r';
      } else field += c;
    }
  }
  if (field !== '' || record.length) {
    record.push(field);
    yield [record, start];
  }
}

const textChunks = (file: string): AsyncIterable<string> => {
  const raw = fs.createReadStream(file);
  const stream = file.endsWith('.gz') ? raw.pipe(zlib.createGunzip()) : raw;
  stream.setEncoding('utf8');
  return stream as AsyncIterable<string>;
};

const int = (s: string | undefined): number | undefined => {
  const t = s?.trim();
  if (!t) return undefined;
  return /^-?\d+$/.test(t) ? Number(t) : NaN;
};

/** "1:0.015|100:0.012" or JSON [{"qty":1,"price":"0.015"}]. */
const parsePrices = (s: string): PriceTier[] | undefined => {
  const t = s.trim();
  if (!t) return [];
  if (t.startsWith('[')) {
    try {
      const list = JSON.parse(t) as { qty?: unknown; price?: unknown }[];
      if (!Array.isArray(list)) return undefined;
      const tiers: PriceTier[] = [];
      for (const x of list) {
        const micros = typeof x.price === 'number' || typeof x.price === 'string' ? priceMicros(x.price) : undefined;
        if (typeof x.qty !== 'number' || micros === undefined) return undefined;
        tiers.push({ qty: x.qty, micros });
      }
      return tiers;
    } catch {
      return undefined;
    }
  }
  const tiers: PriceTier[] = [];
  for (const pair of t.split('|')) {
    const [q, p] = pair.split(':');
    const qty = int(q);
    const micros = p === undefined ? undefined : priceMicros(p);
    if (qty === undefined || Number.isNaN(qty) || micros === undefined) return undefined;
    tiers.push({ qty, micros });
  }
  return tiers;
};

const attribute = (name: string, value: string): PartAttribute => {
  const q = parseQuantity(value);
  return { name, value, numbers: q ? [q] : undefined };
};

/** JSON object {"Capacitance":"100nF"}. */
const parseAttributes = (s: string): PartAttribute[] | undefined => {
  const t = s.trim();
  if (!t) return [];
  try {
    const obj = JSON.parse(t) as unknown;
    if (!obj || typeof obj !== 'object' || Array.isArray(obj)) return undefined;
    return Object.entries(obj as Record<string, unknown>).map(([k, v]) => attribute(k, String(v)));
  } catch {
    return undefined;
  }
};

export const CSV_COLUMNS = [
  'sku', 'mpn', 'manufacturer', 'category', 'subcategory', 'package', 'description', 'datasheet', 'image', 'stock',
  'library_type', 'joints', 'assembly_minimum', 'attrition', 'prices', 'attributes',
] as const;

export async function* readCsv(file: string): AsyncGenerator<ReadItem> {
  const name = path.basename(file);
  let header: string[] | undefined;
  for await (const [rec, line] of csvRecords(textChunks(file))) {
    if (!header) {
      header = rec.map((h) => h.trim().replace(/^\uFEFF/, ''));
      for (const required of ['sku', 'mpn', 'category', 'subcategory']) {
        if (!header.includes(required)) throw new Error(`${name}: the header has no "${required}" column`);
      }
      continue;
    }
    if (rec.length === 1 && rec[0]!.trim() === '') continue;
    const where = `${name}:${line}`;
    const row: Record<string, string> = {};
    header.forEach((h, i) => (row[h] = rec[i] ?? ''));
    const sku = row.sku?.trim() ?? '';
    if (rec.length !== header.length) {
      yield { error: `expected ${header.length} columns, found ${rec.length}`, where, sku };
      continue;
    }
    // tiers: a "prices" column, or one column per break ("price@1", "price@100")
    let tiers = parsePrices(row.prices ?? '');
    for (const h of header) {
      const m = /^price@(\d+)$/.exec(h);
      if (!m || !row[h]!.trim()) continue;
      const micros = priceMicros(row[h]!);
      if (micros === undefined) tiers = undefined;
      else tiers?.push({ qty: Number(m[1]), micros });
    }
    if (!tiers) {
      yield { error: 'invalid price tiers', where, sku };
      continue;
    }
    tiers.sort((a, b) => a.qty - b.qty);
    const attributes = parseAttributes(row.attributes ?? '');
    for (const h of header) {
      if (h.startsWith('attr:') && row[h]!.trim()) attributes?.push(attribute(h.slice(5).trim(), row[h]!.trim()));
    }
    if (!attributes) {
      yield { error: 'invalid attributes', where, sku };
      continue;
    }
    const stock = int(row.stock) ?? 0;
    yield {
      where,
      part: {
        sku,
        mpn: row.mpn ?? '',
        category: row.category ?? '',
        subcategory: row.subcategory ?? '',
        manufacturer: row.manufacturer,
        package: row.package,
        description: row.description,
        datasheet: row.datasheet,
        image: row.image,
        stock: Number.isNaN(stock) ? -1 : stock,
        libraryType: row.library_type || undefined,
        joints: int(row.joints),
        assemblyMinimum: int(row.assembly_minimum),
        attrition: int(row.attrition),
        tiers,
        attributes,
      },
    };
  }
}
