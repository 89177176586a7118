// The drop-shipping list's rules, each broken once (issue 15; spec services "Drop shipping" rules): every problem is
// named with its row, column and rejected value, and the valid rows are kept for a corrected re-upload.
import { describe, expect, it } from 'vitest';
import { DROP_SHIP_COLUMNS, checkDropShipList } from './drop-ship';
import { dropShipCostCents, dropShipZone } from '../pricing/drop-ship';

const STOCK = new Map([['SKU-A', 10], ['SKU-B', 3]]);
const HEADER = [...DROP_SHIP_COLUMNS];
type Row = Partial<Record<(typeof DROP_SHIP_COLUMNS)[number], string>>;
const GOOD: Row = {
  order_id: 'P-1', item: 'SKU-A', quantity: '2', shipping_method: 'DHL', recipient_name: 'Ann Lee', company: '', contact_number: '+1 555 0100',
  country: 'US', state: 'CA', city: 'San Jose', street: '1 Main St', postal_code: '95112', tax_number: '',
};
const line = (r: Row): string[] => HEADER.map((c) => r[c] ?? '');
const check = (...rows: Row[]) => checkDropShipList([HEADER, ...rows.map(line)], STOCK);

describe('drop-shipping list', () => {
  it('accepts a valid list and normalises the carrier and country', () => {
    const { rows, problems } = check(GOOD, { ...GOOD, order_id: 'P-2', shipping_method: 'sz post', country: 'jp', state: 'Tokyo', postal_code: '1000001', quantity: '8' });
    expect(problems).toEqual([]);
    expect(rows.map((r) => [r.row, r.shipping_method, r.country, r.postal_code])).toEqual([[2, 'DHL', 'US', '95112'], [3, 'SZ Post', 'JP', '100-0001']]);
  });

  it.each([
    ['a non-optional value missing', { recipient_name: '' }, 'recipient_name', '', 'required'],
    ['a country that is not ISO alpha-2', { country: 'USA' }, 'country', 'USA', 'country'],
    ['a carrier other than SZ Post or DHL', { shipping_method: 'FedEx' }, 'shipping_method', 'FedEx', 'carrier'],
    ['Brazil without a tax number', { country: 'BR', state: 'SP', postal_code: '01310-100' }, 'tax_number', '', 'taxNumber'],
    ['a postcode that does not fit the country', { postal_code: 'ABC' }, 'postal_code', 'ABC', 'postcode'],
    ['a quantity that is not a whole number', { quantity: '1.5' }, 'quantity', '1.5', 'quantity'],
    ['an item not in storage', { item: 'SKU-Z' }, 'item', 'SKU-Z', 'unknownItem'],
  ] as const)('refuses %s, naming row, column and value', (_what, change, column, value, key) => {
    const { rows, problems } = check(GOOD, { ...GOOD, order_id: 'P-2', ...change });
    expect(problems).toEqual([{ row: 3, column, value, key }]);
    expect(rows.map((r) => r.row)).toEqual([2]); // the valid row is kept
  });

  it('refuses a total quantity above the stock, at the row that goes over', () => {
    const { problems } = check({ ...GOOD, item: 'SKU-B', quantity: '2' }, { ...GOOD, order_id: 'P-2', item: 'SKU-B', quantity: '2' });
    expect(problems).toEqual([{ row: 3, column: 'quantity', value: '2', key: 'stock' }]);
  });

  it('refuses two items in one package', () => {
    const { problems } = check(GOOD, { ...GOOD, item: 'SKU-B', quantity: '1' });
    expect(problems).toEqual([{ row: 3, column: 'item', value: 'SKU-B', key: 'mixedItems' }]);
  });

  it('names a missing column and an empty list', () => {
    const noCarrier = checkDropShipList([HEADER.filter((c) => c !== 'shipping_method'), ['x']], STOCK);
    expect(noCarrier.problems).toEqual([{ row: 1, column: 'shipping_method', value: '', key: 'missingColumn' }]);
    expect(checkDropShipList([HEADER], STOCK).problems).toEqual([{ row: 2, column: 'file', value: '', key: 'noRows' }]);
  });
});

describe('drop-shipping carrier tables', () => {
  it('prices a package by carrier, zone and further units', () => {
    expect(dropShipZone('DE')).toBe('europe');
    expect(dropShipZone('BR')).toBe('rest');
    expect(dropShipCostCents('SZ Post', 'JP', 1)).toBe(450);
    expect(dropShipCostCents('DHL', 'US', 3)).toBe(2600 + 2 * 400);
  });
});
