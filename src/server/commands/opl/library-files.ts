// Library downloads (spec services §3 "component libraries can be downloaded"; issue 10): parts as CSV (the
// import format's columns, so a file can go back in) and as a KiCad symbol library whose symbols carry the fields a
// design needs to order the part (MPN, manufacturer, SKU, datasheet). KiCad 6+ s-expression format.
import type { OplPartDetail } from '../../../shared/contracts/opl';
import { csvCell } from '../../http/csv-cell';

const cell = csvCell;

const micros = (m: string): string => {
  const n = BigInt(m);
  return `${n / 1_000_000n}.${(n % 1_000_000n).toString().padStart(6, '0')}`;
};

export const partsCsv = (parts: OplPartDetail[]): string => {
  const head = ['sku', 'mpn', 'manufacturer', 'category', 'subcategory', 'package', 'description', 'datasheet', 'stock', 'library_type', 'prices', 'attributes'];
  const lines = parts.map((p) =>
    [
      p.sku, p.mpn, p.manufacturer, p.parent_category?.name ?? p.category, p.category, p.package, p.description, p.datasheet,
      p.stock, p.library_type, p.tiers.map((t) => `${t.qty}:${micros(t.unit_price)}`).join('|'),
      JSON.stringify(Object.fromEntries(p.attributes.map((a) => [a.name, a.value]))),
    ].map(cell).join(','),
  );
  // a byte-order mark so spreadsheet programs read the Ω and ± as UTF-8
  return `\uFEFF${[head.join(','), ...lines].join('\r\n')}\r\n`;
};

/** A KiCad string: quotes and backslashes escaped, no line breaks. */
const str = (s: string | null): string => `"${(s ?? '').replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/[\r\n]+/g, ' ')}"`;

const REFERENCE: Record<string, string> = { Resistors: 'R', Capacitors: 'C', Inductors: 'L' };

const symbolName = (p: OplPartDetail): string => p.mpn.replace(/[^A-Za-z0-9._+-]/g, '_');

export const kicadSymbols = (parts: OplPartDetail[]): string => {
  const seen = new Set<string>();
  const symbols = parts.map((p) => {
    // two parts with one MPN (different makers) get the SKU in the name: names are unique in a library
    let name = symbolName(p);
    if (seen.has(name)) name = `${name}_${p.sku.replace(/[^A-Za-z0-9._+-]/g, '_')}`;
    seen.add(name);
    const ref = REFERENCE[p.parent_category?.name ?? ''] ?? 'U';
    let y = 0;
    const prop = (key: string, value: string | null, hide = true) => {
      y -= 2.54;
      return `    (property ${str(key)} ${str(value)} (at 0 ${y.toFixed(2)} 0) (effects (font (size 1.27 1.27))${hide ? ' hide' : ''}))`;
    };
    return [
      `  (symbol ${str(name)} (in_bom yes) (on_board yes)`,
      prop('Reference', ref, false),
      prop('Value', p.mpn, false),
      prop('Footprint', ''),
      prop('Datasheet', p.datasheet),
      prop('Description', p.description),
      prop('MPN', p.mpn),
      prop('Manufacturer', p.manufacturer),
      prop('SKU', p.sku),
      prop('Package', p.package),
      `    (symbol ${str(`${name}_0_1`)} (rectangle (start -5.08 2.54) (end 5.08 -2.54) (stroke (width 0.254) (type default)) (fill (type background))))`,
      '  )',
    ].join('\n');
  });
  return `(kicad_symbol_lib (version 20211014) (generator fusion_opl)\n${symbols.join('\n')}\n)\n`;
};
