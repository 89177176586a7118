// The kitting engine against the spec's rules (services §5: minimum 5 sets, groveRequired, "only {stock} pieces or
// {maxSets} sets available", kit component limit; §9: boxes M 180x120x45 mm, L 300x200x60 mm) and the table's own
// constants (kitting.ts: $25 setup, $0.15 per piece per set, case M $1.20 per set), worked out by hand.
import { describe, expect, it } from 'vitest';
import { boxSize, defaultKittingTables as t, KIT_BOXES, priceKit, sizeFromPackage, tierMicros, type KitInput, type KitPart } from './kitting';

/** A Grove button: $1.90, $1.71 from 10, $1.52 from 100; a 20 × 20 mm module. */
const button: KitPart = {
  sku: 'OPL-GROVE-001', perSet: 1, stock: 1000, grove: true, sizeMm: [20, 20, 10],
  tiers: [{ qty: 1, micros: 1_900_000n }, { qty: 10, micros: 1_710_000n }, { qty: 100, micros: 1_520_000n }],
};
const xiao: KitPart = { sku: 'OPL-XIAO-001', perSet: 1, stock: 1000, grove: false, sizeMm: [21, 17.8, 10], tiers: [{ qty: 1, micros: 5_400_000n }] };
const kit = (over: Partial<KitInput> = {}): KitInput => ({
  sets: 5, parts: [button], pcbs: [], printing: [], package: { type: 'M', length_mm: 0, width_mm: 0, height_mm: 0 }, sticker: false, groveRequired: true, ...over,
});
const amount = (lines: { key: string; amount: bigint }[], key: string): bigint | undefined => lines.find((l) => l.key === key)?.amount;
const keys = (p: { problems: { key: string }[] }) => p.problems.map((x) => x.key);

describe('the spec constants', () => {
  it('has the standard boxes M 180×120×45 mm and L 300×200×60 mm and a 5-set minimum', () => {
    expect(KIT_BOXES.M).toEqual([180, 120, 45]);
    expect(KIT_BOXES.L).toEqual([300, 200, 60]);
    expect(t.minSets).toBe(5);
  });
});

describe('priceKit', () => {
  it('prices 5 sets of one Grove button in case M: setup, BOM at the 1-piece tier, kitting per piece per set, box per set', () => {
    const p = priceKit(kit(), t);
    expect(p.problems).toEqual([]);
    expect(amount(p.lines, 'setup')).toBe(2500n);
    expect(amount(p.lines, 'bom')).toBe(950n); // 5 × $1.90
    expect(amount(p.lines, 'kitting')).toBe(75n); // 1 piece × 5 sets × $0.15
    expect(amount(p.lines, 'package')).toBe(600n); // 5 × $1.20
    expect(amount(p.lines, 'pcb')).toBeUndefined();
    expect(p.subtotal).toBe(2500n + 950n + 75n + 600n);
    expect(p.perSetCents).toBe(p.subtotal / 5n);
    expect(p.lines.map((l) => l.key)).toEqual(['setup', 'bom', 'kitting', 'package']);
  });

  it('prices the BOM at the tier the whole run reaches (2 per set × 50 sets = 100 pieces at $1.52)', () => {
    const p = priceKit(kit({ sets: 50, parts: [{ ...button, perSet: 2 }] }), t);
    expect(amount(p.lines, 'bom')).toBe(15_200n);
    expect(amount(p.lines, 'kitting')).toBe(2n * 50n * 15n);
  });

  it('adds PCBs from the cart at their unit price, printed material per copy and the sticker to the packaging', () => {
    const p = priceKit(kit({
      sets: 10,
      pcbs: [{ perSet: 1, unitCents: 49n, sizeMm: [50, 50, 5] }],
      printing: [{ kind: 'card', pages: 1 }, { kind: 'manual', pages: 4 }],
      sticker: true,
    }), t);
    expect(amount(p.lines, 'pcb')).toBe(490n);
    expect(amount(p.lines, 'printing_material')).toBe(10n * 30n + 10n * (50n + 4n * 8n));
    // button + board + card + manual + sticker = 5 pieces per set
    expect(amount(p.lines, 'kitting')).toBe(5n * 10n * 15n);
    expect(amount(p.lines, 'package')).toBe(10n * 120n + 500n + 10n * 10n);
    expect(p.problems).toEqual([]);
  });

  it('prices a customized box: die once, then base and cardboard surface per set', () => {
    // 200 × 100 × 50 mm: 2 × (20000 + 10000 + 5000) mm² = 7 dm²
    const p = priceKit(kit({ package: { type: 'custom', length_mm: 200, width_mm: 100, height_mm: 50 } }), t);
    expect(amount(p.lines, 'package')).toBe(3000n + 5n * (100n + 7n * 12n));
  });
});

describe('kitting limits', () => {
  it('refuses fewer than 5 sets', () => {
    const p = priceKit(kit({ sets: 4 }), t);
    expect(p.problems).toContainEqual(expect.objectContaining({ field: 'sets', key: 'kitting.rule.setsMin', params: { min: 5 } }));
    expect(priceKit(kit({ sets: 5 }), t).problems).toEqual([]);
  });

  it('needs a Grove module on the Grove page only', () => {
    expect(keys(priceKit(kit({ parts: [xiao] }), t))).toContain('kitting.rule.groveRequired');
    expect(keys(priceKit(kit({ parts: [xiao], groveRequired: false }), t))).not.toContain('kitting.rule.groveRequired');
  });

  it('says how many pieces and sets the stock allows', () => {
    const p = priceKit(kit({ sets: 20, parts: [{ ...button, perSet: 3, stock: 40 }] }), t);
    expect(p.problems).toContainEqual(expect.objectContaining({ field: 'items.0.quantity', key: 'kitting.rule.stock', params: { sku: 'OPL-GROVE-001', stock: 40, maxSets: 13 } }));
    expect(p.maxSets).toBe(13);
    expect(keys(priceKit(kit({ sets: 13, parts: [{ ...button, perSet: 3, stock: 40 }] }), t))).not.toContain('kitting.rule.stock');
  });

  it('refuses more kinds of component than the kit component limit', () => {
    const parts = Array.from({ length: t.maxComponents + 1 }, (_, i) => ({ ...button, sku: `P${i}`, sizeMm: [5, 5, 2] as const }));
    expect(keys(priceKit(kit({ parts, package: { type: 'L', length_mm: 0, width_mm: 0, height_mm: 0 } }), t))).toContain('kitting.rule.componentLimit');
    expect(keys(priceKit(kit({ parts: parts.slice(1) }), t))).not.toContain('kitting.rule.componentLimit');
  });

  it('refuses an empty kit and the same part twice', () => {
    expect(keys(priceKit(kit({ parts: [], groveRequired: false }), t))).toContain('kitting.rule.empty');
    expect(keys(priceKit(kit({ parts: [button, button] }), t))).toContain('kitting.rule.duplicate');
  });

  it('keeps a customized box within its size range', () => {
    expect(keys(priceKit(kit({ package: { type: 'custom', length_mm: 700, width_mm: 100, height_mm: 50 } }), t))).toContain('kitting.rule.packageSize');
  });
});

describe('does it fit the box', () => {
  it('fits 20 Grove buttons in case M (80 cm³ of 777 cm³ usable) but not 300', () => {
    const small = priceKit(kit({ parts: [{ ...button, perSet: 20 }] }), t);
    expect(small.fit).toMatchObject({ fits: true, contentMm3: 80_000, boxMm: [180, 120, 45] });
    expect(small.fit.usableMm3).toBe(Math.floor((180 * 120 * 45 * 80) / 100));
    const big = priceKit(kit({ parts: [{ ...button, perSet: 300 }] }), t);
    expect(big.fit.fits).toBe(false);
    expect(keys(big)).toContain('kitting.rule.boxTooSmall');
    // the same contents fit case L (300 × 200 × 60 mm)
    expect(priceKit(kit({ parts: [{ ...button, perSet: 100 }], package: { type: 'L', length_mm: 0, width_mm: 0, height_mm: 0 } }), t).fit.fits).toBe(true);
  });

  it('refuses a piece longer than the box even when the volume would fit', () => {
    const p = priceKit(kit({ parts: [button, { ...xiao, sizeMm: [250, 10, 5] }] }), t);
    expect(p.problems).toContainEqual(expect.objectContaining({ field: 'items.1', key: 'kitting.rule.itemTooLarge' }));
  });

  it('reads the size from the package name, else null (the default size applies)', () => {
    expect(sizeFromPackage('Grove module 20x40mm', t)).toEqual([20, 40, t.moduleHeightMm]);
    expect(sizeFromPackage('XIAO module 21x17.8mm', t)).toEqual([21, 17.8, t.moduleHeightMm]);
    expect(sizeFromPackage('10x10x5mm', t)).toEqual([10, 10, 5]);
    expect(sizeFromPackage('SOT-223', t)).toBeNull();
    expect(sizeFromPackage(null, t)).toBeNull();
    const p = priceKit(kit({ parts: [{ ...button, sizeMm: null }] }), t);
    expect(p.fit.contentMm3).toBe(t.defaultPartMm[0] * t.defaultPartMm[1] * t.defaultPartMm[2]);
  });

  it('uses the customized size for a custom box', () => {
    expect(boxSize({ type: 'custom', length_mm: 100, width_mm: 80, height_mm: 30 })).toEqual([100, 80, 30]);
  });
});

describe('tierMicros', () => {
  it('takes the last tier the quantity reaches', () => {
    expect(tierMicros(button.tiers, 9)).toBe(1_900_000n);
    expect(tierMicros(button.tiers, 10)).toBe(1_710_000n);
    expect(tierMicros([], 10)).toBeNull();
  });
});
