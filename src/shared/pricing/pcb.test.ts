import { describe, expect, it } from 'vitest';
import { PcbTier } from '../ids';
import { defaultPcbValues, type PcbValues } from '../rules/pcb';
import { pricePcb, pcbWeightGrams, type PcbPriceContext } from './pcb';
import { defaultPcbTables as T, type PcbTables } from './tables';

const { Normal, Advance, Premium } = PcbTier;
const board = (over: Partial<PcbValues> = {}): PcbValues => ({ ...defaultPcbValues(), sizeConfirmed: true, ...over });
const ctx = (designIndexInOrder = 0, threePieceSpecialUsed = false): PcbPriceContext => ({ designIndexInOrder, threePieceSpecialUsed });
const total = (over: Partial<PcbValues>, c = ctx(), tier: 0 | 2 | 5 = Normal) => pricePcb(tier, board(over), T, c).total;
const line = (r: ReturnType<typeof pricePcb>, key: string) => r.lines.find((l) => l.key === key)?.amount;

describe('spec constants (services §9)', () => {
  it('10 pieces of a 2-layer FR-4 board up to 100×100 mm, green/HASL/1.6 mm, cost $4.90', () => {
    const r = pricePcb(Normal, board(), T, ctx());
    expect(r.total).toBe(490n);
    expect(r.lines).toEqual([{ key: 'pcb', amount: 1490n }, { key: 'special_discount', amount: -1000n }]);
    expect(r).toMatchObject({ manualQuote: false, special: 'per_file', buildDays: 3 });
  });

  it.each([
    [{ quantity: 5 }, 490n], [{ width: 100, height: 60 }, 490n], [{ layers: 1 }, 490n], [{ maskColour: 'red' as const }, 690n],
    [{ silkscreen: 'black' as const }, 490n], [{ thickness: 1.0 }, 490n],
    [{ quantity: 15 }, 1490n], [{ width: 101 }, 1490n], [{ layers: 4 }, 4900n], [{ material: 'aluminum' as const, layers: 1 }, 1677n],
  ])('%j → %s cents', (over, cents) => {
    expect(total(over)).toBe(cents);
  });

  it('a colour other than green adds its own run: $2 and a working day on top of the special', () => {
    const green = pricePcb(Normal, board(), T, ctx());
    const blue = pricePcb(Normal, board({ maskColour: 'blue' }), T, ctx());
    expect(blue.total - green.total).toBe(200n);
    expect(blue.buildDays - green.buildDays).toBe(1);
  });

  it('$4.90 per file only for the first 5 files in an order', () => {
    const prices = [0, 1, 2, 3, 4, 5, 6, 9].map((i) => pricePcb(Normal, board(), T, ctx(i)));
    expect(prices.map((p) => p.total)).toEqual([490n, 490n, 490n, 490n, 490n, 1490n, 1490n, 1490n]);
    expect(prices[5]?.special).toBeNull();
    expect(prices[5] && line(prices[5], 'special_discount')).toBeUndefined();
  });

  it('$1 for one 3-piece order per shipment, then $4.90', () => {
    const first = pricePcb(Normal, board({ quantity: 3 }), T, ctx(0, false));
    expect(first.total).toBe(100n);
    expect(first.special).toBe('three_piece');
    expect(line(first, 'special_discount')).toBe(-1390n);
    // The same shipment's next 3-piece order falls back to the per-file $4.90 special ...
    const next = pricePcb(Normal, board({ quantity: 3 }), T, ctx(1, true));
    expect(next.total).toBe(490n);
    expect(next.special).toBe('per_file');
    // ... and from the sixth file on to the normal price.
    expect(total({ quantity: 3 }, ctx(5, true))).toBe(1490n);
    // The $1 special is its own offer: it applies even beyond the first five files.
    expect(total({ quantity: 3 }, ctx(7, false))).toBe(100n);
  });

  it('gives no special to boards outside its limits', () => {
    expect(total({ quantity: 3, width: 120 })).toBe(1490n);
    expect(total({ quantity: 20 })).toBe(1640n);
    expect(pricePcb(Advance, board(), T, ctx()).special).toBeNull();
    expect(pricePcb(Normal, board({ layers: 4, thickness: 1.6 }), T, ctx()).special).toBeNull();
  });

  it.each([
    ['0.4 mm thickness', { thickness: 0.4 }, Normal],
    ['2.4 mm thickness', { thickness: 2.4 }, Normal],
    ['purple mask', { maskColour: 'purple' as const }, Advance],
    ['matte black mask', { maskColour: 'matte_black' as const }, Advance],
  ] as const)('an uncommon option (%s) adds USD 50 and 2 working days', (_name, over, tier) => {
    const plain = pricePcb(tier, board(), T, ctx());
    const r = pricePcb(tier, board(over), T, ctx());
    expect(line(r, 'uncommon_option')).toBe(5000n);
    expect(r.total - plain.total).toBe(5000n);
    expect(r.buildDays - plain.buildDays).toBe(2);
  });

  it('charges an uncommon colour and thickness together once', () => {
    const r = pricePcb(Advance, board({ maskColour: 'purple', thickness: 0.4 }), T, ctx());
    expect(r.lines.filter((l) => l.key === 'uncommon_option')).toEqual([{ key: 'uncommon_option', amount: 5000n }]);
    expect(r.buildDays).toBe(5);
  });
});

describe('area, quantity and layers', () => {
  it('prices by square metre over marginal bands (1 m² of 2-layer = 0.5 × $80 + 0.5 × $50 + 100 × 2¢)', () => {
    expect(total({ quantity: 100 })).toBe(6700n);
    expect(total({ quantity: 1000, width: 50, height: 50 })).toBe(16000n);
  });

  it('never gets cheaper with more boards or area', () => {
    for (const layers of [1, 2, 4, 6] as const) {
      let last = 0n;
      for (const quantity of [5, 10, 30, 100, 300, 1000, 3000, 10000]) {
        const p = pricePcb(Normal, board({ layers, quantity, thickness: 1.6 }), T, ctx(9)).total;
        expect(p).toBeGreaterThanOrEqual(last);
        last = p;
      }
    }
  });

  it('charges a setup fee above 4 layers and more for the advanced line', () => {
    expect(line(pricePcb(Normal, board({ layers: 4 }), T, ctx()), 'setup')).toBeUndefined();
    const six = pricePcb(Normal, board({ layers: 6 }), T, ctx());
    expect(six.lines).toEqual([{ key: 'pcb', amount: 9900n }, { key: 'setup', amount: 3000n }]);
    expect(pricePcb(Advance, board({ layers: 6 }), T, ctx()).lines).toEqual([{ key: 'pcb', amount: 11880n }, { key: 'setup', amount: 3000n }]);
    expect(line(pricePcb(Advance, board({ layers: 16, thickness: 2.4 }), T, ctx()), 'setup')).toBe(13000n);
  });

  it('adds build days for big lots', () => {
    expect(pricePcb(Normal, board({ quantity: 250 }), T, ctx()).buildDays).toBe(3); // 2.5 m²
    expect(pricePcb(Normal, board({ quantity: 400 }), T, ctx()).buildDays).toBe(5); // 4 m²
    expect(pricePcb(Normal, board({ quantity: 1500 }), T, ctx()).buildDays).toBe(7); // 15 m²
  });
});

describe('options', () => {
  it.each([
    ['ENIG', { finish: 'enig' as const }, 1500n, 1],
    ['lead-free HASL', { finish: 'hasl_lead_free' as const }, 300n, 0],
    ['2 oz outer copper', { outerCopper: 2 as const }, 1500n, 1],
    ['half holes', { halfHoles: true }, 1500n, 1],
  ])('%s adds its minimum surcharge on a small lot, on top of the special', (_n, over, cents, days) => {
    const r = pricePcb(Normal, board(over), T, ctx());
    expect(r.total).toBe(490n + cents);
    expect(r.buildDays).toBe(3 + days);
  });

  it('surcharges grow with area once past their minimum (ENIG on 1 m²: $60)', () => {
    expect(total({ quantity: 100, finish: 'enig' }) - total({ quantity: 100 })).toBe(6000n);
  });

  it('charges inner copper only from 4 layers', () => {
    expect(total({ innerCopper: 2 })).toBe(490n);
    expect(total({ layers: 4, innerCopper: 2 }) - total({ layers: 4 })).toBe(2500n);
  });

  it('adds advanced capability surcharges', () => {
    const base = pricePcb(Advance, board({ layers: 4 }), T, ctx());
    const r = pricePcb(Advance, board({ layers: 4, minDrill: 0.2, traceSpace: '4/4', maskDam: 0.1, blindVias: true, impedance: true, viaTreatment: 'epoxy_filled' }), T, ctx());
    expect(r.total - base.total).toBe(1000n + 1000n + 500n + 10000n + 1000n + 3000n);
    expect(r.buildDays - base.buildDays).toBe(3 + 1);
  });

  it('setup grows with extra designs and a factory panel', () => {
    expect(line(pricePcb(Normal, board({ designs: 3 }), T, ctx()), 'setup')).toBe(1000n);
    const panel = pricePcb(Normal, board({ width: 50, height: 50, panelization: 'factory', panelColumns: 2, panelRows: 2 }), T, ctx());
    expect(line(panel, 'setup')).toBe(500n);
    expect(panel.total).toBe(990n); // a 2×2 panel of 50 mm boards is still a 100×100 mm piece: $4.90 + $5 panel
    expect(total({ width: 50, height: 50, panelization: 'customer', panelColumns: 2, panelRows: 2 })).toBe(490n);
  });

  it('remove order number costs a little', () => {
    const r = pricePcb(Normal, board({ removeOrderNumber: true }), T, ctx());
    expect(line(r, 'remove_order_number')).toBe(150n);
    expect(r.total).toBe(640n);
  });

  it('expedited builds cost max(minimum, share of the board price) and replace the standard days', () => {
    const d24 = pricePcb(Normal, board({ expedited: '24h' }), T, ctx());
    expect(line(d24, 'expedited')).toBe(2500n);
    expect(d24.buildDays).toBe(1);
    const d48 = pricePcb(Normal, board({ quantity: 100, expedited: '48h' }), T, ctx());
    expect(line(d48, 'expedited')).toBe(2010n);
    expect(d48.buildDays).toBe(2);
    expect(pricePcb(Normal, board({ expedited: '24h', finish: 'enig' }), T, ctx()).buildDays).toBe(2);
  });

  it('adds up its lines exactly', () => {
    const r = pricePcb(Normal, board({ quantity: 3, finish: 'enig', thickness: 0.4, designs: 2, removeOrderNumber: true, expedited: '48h' }), T, ctx());
    expect(r.total).toBe(r.lines.reduce((a, l) => a + l.amount, 0n));
    expect(r.total).toBe(100n + 1500n + 5000n + 500n + 150n + 1000n);
  });
});

describe('premium, weight and tables', () => {
  it('premium is a manual quote without a price', () => {
    const r = pricePcb(Premium, board({ layers: 24, thickness: 2.4 }), T, ctx());
    expect(r).toMatchObject({ manualQuote: true, total: 0n, lines: [], special: null });
    expect(r.buildDays).toBeGreaterThan(10);
    expect(r.weightGrams).toBeGreaterThan(0);
  });

  it('weighs boards as area × thickness × 1.85 g/cm³ × quantity plus packaging', () => {
    // 10 × 100×100×1.6 mm = 160 cm³ → 296 g; packaging 60 g + 5% → 371 g (rounded up)
    expect(pricePcb(Normal, board(), T, ctx()).weightGrams).toBe(371);
    expect(pcbWeightGrams(board({ quantity: 100 }), T)).toBe(Math.ceil(2960 * 1.05 + 60));
    expect(pcbWeightGrams(board({ material: 'aluminum', layers: 1 }), T)).toBeGreaterThan(pcbWeightGrams(board(), T));
  });

  it('reads prices from the tables it is given, not from constants', () => {
    const tables: PcbTables = { ...T, specials: { ...T.specials, perFileCents: 500n }, uncommon: { ...T.uncommon, cents: 6000n } };
    expect(pricePcb(Normal, board(), tables, ctx()).total).toBe(500n);
    expect(pricePcb(Normal, board({ thickness: 0.4 }), tables, ctx()).total).toBe(6500n);
  });

  it('refuses a layer count it has no table for', () => {
    expect(() => pricePcb(Normal, board({ layers: 3 }), T, ctx())).toThrow(/3 layers/);
  });
});
