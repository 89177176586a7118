// The drop-shipping address list's rules (issue 15; spec services "Drop-shipping row" and "Drop shipping" rules):
// every row and column is checked before anything is imported, and every problem is reported with its row, column
// and the rejected value, so the customer can fix the file and upload it again. The valid rows are returned too: a
// corrected re-upload only has to carry the rows that failed. Shared by the server (the upload) and the browser
// (the table of problems). Message keys are translated by the web app (dropShip.problem.*).
import { checkPostcode, normalizePostcode, regionRequired, taxNumberRequired } from './address';

/** The list's columns in the file's order (the spec's row fields a customer fills; cost and tracking are ours). */
export const DROP_SHIP_COLUMNS = [
  'order_id', 'item', 'quantity', 'shipping_method', 'recipient_name', 'company', 'contact_number',
  'country', 'state', 'city', 'street', 'postal_code', 'tax_number',
] as const;
export type DropShipColumn = (typeof DROP_SHIP_COLUMNS)[number];

/** The only carriers (spec services: "carrier only SZ Post or DHL"). */
export const DROP_SHIP_CARRIERS = ['SZ Post', 'DHL'] as const;
export type DropShipCarrier = (typeof DROP_SHIP_CARRIERS)[number];

/** Optional everywhere; state and tax number are required only for some countries (see below). */
const OPTIONAL: ReadonlySet<DropShipColumn> = new Set(['company', 'state', 'tax_number']);
/** At most this many rows in one list: the upload reads no further (the worker's row cap). */
export const DROP_SHIP_MAX_ROWS = 2000;
const MAX_QUANTITY = 10_000;
const MAX_TEXT = 200;

export interface DropShipRow {
  /** 1-based row number in the file, the header being row 1. */
  row: number;
  order_id: string;
  item: string;
  quantity: number;
  shipping_method: DropShipCarrier;
  recipient_name: string;
  company: string;
  contact_number: string;
  country: string;
  state: string;
  city: string;
  street: string;
  postal_code: string;
  tax_number: string;
}

export interface DropShipProblem {
  row: number;
  column: DropShipColumn | 'file';
  /** The value as found in the file ('' when empty). */
  value: string;
  /** dropShip.problem.<key> */
  key: 'required' | 'country' | 'carrier' | 'taxNumber' | 'quantity' | 'stock' | 'mixedItems' | 'postcode' | 'tooLong'
    | 'unknownItem' | 'missingColumn' | 'noRows' | 'tooManyRows';
}

const NOT_COUNTRIES = new Set(['EU', 'EZ', 'UN', 'QO', 'ZZ']);
const regionNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
/** An assigned ISO 3166-1 alpha-2 code (CLDR knows its name), not a grouping such as EU. */
export const isIsoCountry = (code: string): boolean => {
  if (!/^[A-Z]{2}$/.test(code) || NOT_COUNTRIES.has(code)) return false;
  try {
    return regionNames.of(code) !== undefined;
  } catch {
    return false;
  }
};

const headerKey = (h: string): string => h.normalize('NFKC').trim().toLowerCase().replace(/[\s/-]+/g, '_');

/** Where each column is in the header row (names compared without case, spaces or underscores mattering). */
export const findDropShipColumns = (header: readonly string[]): { index: Partial<Record<DropShipColumn, number>>; missing: DropShipColumn[] } => {
  const keys = header.map(headerKey);
  const index: Partial<Record<DropShipColumn, number>> = {};
  for (const c of DROP_SHIP_COLUMNS) {
    const at = keys.indexOf(c);
    if (at >= 0) index[c] = at;
  }
  return { index, missing: DROP_SHIP_COLUMNS.filter((c) => index[c] === undefined && !OPTIONAL.has(c)) };
};

const carrierOf = (v: string): DropShipCarrier | undefined =>
  DROP_SHIP_CARRIERS.find((c) => c.toLowerCase().replace(/\s+/g, '') === v.toLowerCase().replace(/\s+/g, ''));

/**
 * Checks a list read from a file: `grid[0]` is the header row. `stock` is what the customer has in storage per item
 * (SKU); an item not in it is refused. Answers the valid rows and every problem; the list may be imported only when
 * there are no problems at all.
 */
export const checkDropShipList = (grid: readonly (readonly string[])[], stock: ReadonlyMap<string, number>, opts: { truncated?: boolean } = {}) => {
  const problems: DropShipProblem[] = [];
  const [header = [], ...body] = grid;
  const { index, missing } = findDropShipColumns(header);
  for (const column of missing) problems.push({ row: 1, column, value: '', key: 'missingColumn' });
  if (opts.truncated) problems.push({ row: DROP_SHIP_MAX_ROWS + 1, column: 'file', value: '', key: 'tooManyRows' });
  const rows: DropShipRow[] = [];
  if (missing.length > 0) return { rows, problems };

  body.forEach((cells, i) => {
    const row = i + 2;
    const raw = (c: DropShipColumn): string => {
      const at = index[c];
      return at === undefined ? '' : String(cells[at] ?? '').normalize('NFKC').trim();
    };
    if (DROP_SHIP_COLUMNS.every((c) => raw(c) === '')) return; // a blank line between rows
    const before = problems.length;
    const problem = (column: DropShipColumn, key: DropShipProblem['key']) => problems.push({ row, column, value: raw(column), key });

    for (const c of DROP_SHIP_COLUMNS) {
      if (!OPTIONAL.has(c) && raw(c) === '') problem(c, 'required');
      else if (raw(c).length > MAX_TEXT) problem(c, 'tooLong');
    }
    const country = raw('country').toUpperCase();
    if (country && !isIsoCountry(country)) problem('country', 'country');
    const carrier = carrierOf(raw('shipping_method'));
    if (raw('shipping_method') && !carrier) problem('shipping_method', 'carrier');
    const quantity = Number(raw('quantity'));
    if (raw('quantity') && !(/^\d+$/.test(raw('quantity')) && quantity >= 1 && quantity <= MAX_QUANTITY)) problem('quantity', 'quantity');
    if (raw('item') && !stock.has(raw('item'))) problem('item', 'unknownItem');
    if (isIsoCountry(country)) {
      if (taxNumberRequired(country) && raw('tax_number') === '') problem('tax_number', 'taxNumber');
      if (regionRequired(country) && raw('state') === '') problem('state', 'required');
      if (raw('postal_code') && checkPostcode(raw('postal_code'), country)) problem('postal_code', 'postcode');
    }
    if (problems.length > before) return;
    rows.push({
      row, order_id: raw('order_id'), item: raw('item'), quantity, shipping_method: carrier!, recipient_name: raw('recipient_name'),
      company: raw('company'), contact_number: raw('contact_number'), country, state: raw('state'), city: raw('city'),
      street: raw('street'), postal_code: normalizePostcode(raw('postal_code'), country), tax_number: raw('tax_number'),
    });
  });

  // one item per package: every row of an order id names the same item
  const itemOfPackage = new Map<string, string>();
  for (const r of rows) {
    const first = itemOfPackage.get(r.order_id);
    if (first === undefined) itemOfPackage.set(r.order_id, r.item);
    else if (first !== r.item) problems.push({ row: r.row, column: 'item', value: r.item, key: 'mixedItems' });
  }
  // the list ships no more of an item than is in storage: the row that goes over is named
  const used = new Map<string, number>();
  for (const r of rows) {
    const total = (used.get(r.item) ?? 0) + r.quantity;
    used.set(r.item, total);
    if (total > (stock.get(r.item) ?? 0)) problems.push({ row: r.row, column: 'quantity', value: String(r.quantity), key: 'stock' });
  }
  if (body.length === 0 || (rows.length === 0 && problems.length === 0)) problems.push({ row: 2, column: 'file', value: '', key: 'noRows' });
  const bad = new Set(problems.map((p) => p.row));
  return { rows: rows.filter((r) => !bad.has(r.row)), problems: problems.sort((a, b) => a.row - b.row) };
};
