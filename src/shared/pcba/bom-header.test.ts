// Header rows of real exports (../shared/bom-samples/HEADERS.txt and the three sample files) map without editing.
import { describe, expect, it } from 'vitest';
import { findHeaderRow, guessMapping, isDistributorHeader, isPopulateHeader, normaliseHeader } from './bom-header';

describe('guessMapping', () => {
  it.each([
    ['KiCad 8-10', ['Refs', 'Value', 'Footprint', 'Qty', 'DNP'], { designator: 0, value: 1, footprint: 2, quantity: 3, dnp: 4 }],
    [
      'Altium',
      ['Comment', 'Description', 'Designator', 'Footprint', 'LibRef', 'Pins', 'Quantity'],
      { value: 0, description: 1, designator: 2, footprint: 3, quantity: 6 },
    ],
    [
      'Eagle / Fusion 360',
      ['Qty', 'Value', 'Device', 'Package', 'Parts', 'Description', 'MF', 'MPN'],
      { quantity: 0, value: 1, footprint: 3, designator: 4, description: 5, manufacturer: 6, mpn: 7 },
    ],
    [
      'EasyEDA Std',
      ['ID', 'Name', 'Designator', 'Footprint', 'Quantity', 'Manufacturer Part', 'Manufacturer', 'Supplier', 'Supplier Part', 'Price'],
      { value: 1, designator: 2, footprint: 3, quantity: 4, mpn: 5, manufacturer: 6 },
    ],
    // JLCPCB's template has no MPN: its LCSC number stands in
    ['JLCPCB template', ['Comment', 'Designator', 'Footprint', 'LCSC Part #'], { value: 0, designator: 1, footprint: 2, mpn: 3 }],
    ['Seeed template', ['Designator', 'Manufacturer Part Number/Seeed SKU', 'Quantity'], { designator: 0, mpn: 1, quantity: 2 }],
    [
      '3mdeb (KiCad → Excel, a line-number column first)',
      ['', 'References', 'Description', 'Mfr', 'Mfr PN', 'Value', 'Footprint', 'Quantity', 'Datasheet', 'Price per Unit(1)', 'Price per Unit(100)', 'TOTAL(1)', 'TOTAL(100)'],
      { designator: 1, description: 2, manufacturer: 3, mpn: 4, value: 5, footprint: 6, quantity: 7 },
    ],
    // French; the Digi-Key column stands in for the MPN
    ['cvra', ['Référence', 'Boitier', 'Quantité', 'Désignation', 'Fournisseur et réf.'], { designator: 0, footprint: 1, quantity: 2, value: 3, mpn: 4 }],
    // leading spaces; 'Einkauf' (where to buy) lists shops, not part numbers
    ['freeDSP', ['Reference', ' Value', ' Footprint', 'Einkauf'], { designator: 0, value: 1, footprint: 2 }],
    [
      'German',
      ['Bauteil', 'Menge', 'Wert', 'Gehäuse', 'Hersteller', 'Herstellerteilenummer', 'Bestückt'],
      { designator: 0, quantity: 1, value: 2, footprint: 3, manufacturer: 4, mpn: 5, dnp: 6 },
    ],
    [
      'Japanese',
      ['部品番号', '数量', '型番', 'メーカー', '定数/値', 'フットプリント', '実装しない'],
      { designator: 0, quantity: 1, mpn: 2, manufacturer: 3, value: 4, footprint: 5, dnp: 6 },
    ],
    ['Japanese, maker part number', ['リファレンス', 'メーカー型番', 'メーカー', '数量'], { designator: 0, mpn: 1, manufacturer: 2, quantity: 3 }],
    [
      'Chinese',
      ['位号', '数量', '型号', '制造商', '值', '封装', '描述', '是否贴片'],
      { designator: 0, quantity: 1, mpn: 2, manufacturer: 3, value: 4, footprint: 5, description: 6, dnp: 7 },
    ],
    ['full-width and punctuation', ['ＲＥＦ', 'Ｑｔｙ.', 'Mfr. P/N'], { designator: 0, quantity: 1, mpn: 2 }],
  ])('maps %s', (_name, header, expected) => {
    expect(guessMapping(header)).toEqual(expected);
  });

  it('prefers a real MPN column over a distributor number', () => {
    expect(guessMapping(['Designator', 'Digi-Key Part Number', 'MPN', 'Qty'])).toEqual({ designator: 0, mpn: 2, quantity: 3 });
  });

  it('tells distributor and populate headers apart', () => {
    expect(isDistributorHeader('LCSC Part #')).toBe(true);
    expect(isDistributorHeader('Fournisseur et réf.')).toBe(true);
    expect(isDistributorHeader('Manufacturer Part')).toBe(false);
    expect(isPopulateHeader('Populate')).toBe(true);
    expect(isPopulateHeader('是否贴片')).toBe(true);
    expect(isPopulateHeader('DNP')).toBe(false);
    expect(isPopulateHeader('実装しない')).toBe(false);
  });

  it('normalises accents, width and punctuation', () => {
    expect(normaliseHeader(' Quantité ')).toBe('quantite');
    expect(normaliseHeader('ＭＰＮ')).toBe('mpn');
    expect(normaliseHeader('Mfr. P/N')).toBe('mfr p n');
  });
});

describe('findHeaderRow', () => {
  it('skips title and blank rows above the header', () => {
    const grid = [['My board rev B'], ['Generated 2024-05-01'], [], ['  Designator ', ' Quantity ', 'Value'], ['R1', '1', '10k']];
    expect(findHeaderRow(grid)).toBe(3);
  });

  it('does not take a part row that happens to say NOT POPULATED for a header', () => {
    const grid = [['Reference', 'Value', 'Qty'], ['C5', 'NOT POPULATED', '0']];
    expect(findHeaderRow(grid)).toBe(0);
  });

  it('finds nothing in a sheet without a header', () => {
    expect(findHeaderRow([['R1', '10k'], ['R2', '1k']])).toBeNull();
    expect(findHeaderRow([])).toBeNull();
  });
});
