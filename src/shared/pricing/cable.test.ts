import { describe, expect, it } from 'vitest';
import { cableValuesSchema, straightPinout, validateCable, type CableValues } from '../rules/cable';
import { defaultCableTables as t, priceCable } from './cable';
import { tablesFromJson, tablesToJson } from './serialize';

const cable = (over: Partial<CableValues> = {}): CableValues => ({ ...cableValuesSchema.parse({}), ...over });
const line = (p: ReturnType<typeof priceCable>, key: string) => p.lines.find((l) => l.key === key)?.amount;

describe('priceCable', () => {
  it('prices a small standard JST-PH cable at the minimum order charge', () => {
    // 10 pieces, 4 wires AWG 26, 150 mm: connectors (6 + 4×3) × 2 ends × 10 = 360; wire 11 ¢/m × 4 × 0.15 m × 10 = 66;
    // crimping 4 ¢ × 8 ends × 10 = 320; with the $15 setup 2,246 ¢, below the $30 minimum: a line of 754 ¢.
    const p = priceCable(cable(), t);
    expect(p.manualQuote).toBe(false);
    expect(line(p, 'cable_connectors')).toBe(360n);
    expect(line(p, 'cable_wire')).toBe(66n);
    expect(line(p, 'cable_assembly')).toBe(320n);
    expect(line(p, 'cable_minimum')).toBe(754n);
    expect(p.total).toBe(3000n);
    expect(p.buildDays).toBe(5);
  });

  it('takes 10 % off the per-piece lines from 100 pieces, never the setup', () => {
    const p = priceCable(cable({ quantity: 100 }), t);
    expect(line(p, 'cable_volume_discount')).toBe(-746n); // 10 % of 3,600 + 660 + 3,200
    expect(p.total).toBe(1500n + 3600n + 660n + 3200n - 746n);
    expect(line(p, 'cable_minimum')).toBeUndefined();
  });

  it('adds labels, heat-shrink and the tight length class per piece', () => {
    const base = priceCable(cable({ quantity: 50 }), t).total;
    const extras = priceCable(cable({ quantity: 50, label: 'J3-MOTOR', heat_shrink: 'ends', tolerance_mm: 2 }), t);
    expect(line(extras, 'cable_extras')).toBe((30n + 12n + 20n) * 50n);
    expect(extras.total - base).toBe((30n + 12n + 20n) * 50n);
  });

  it('sends custom configurations to a manual quote with the reasons', () => {
    expect(priceCable(cable({ end_b: 'm12-a' }), t)).toMatchObject({ manualQuote: true, total: 0n, lines: [], customReasons: ['connector'] });
    expect(priceCable(cable({ type: 'shielded' }), t).customReasons).toEqual(['cableType']);
    expect(priceCable(cable({ drawing_id: '0b6e6b8e-9d1c-4b5a-8a51-6f0f2b7d1c11' }), t).customReasons).toEqual(['drawing']);
    expect(priceCable(cable({ quantity: 2001 }), t).customReasons).toEqual(['quantity']);
  });

  it('keeps every amount an exact bigint through the stored JSON', () => {
    const stored = tablesFromJson<typeof t>(tablesToJson(t));
    expect(priceCable(cable({ quantity: 250, length_mm: 333 }), stored).total).toBe(priceCable(cable({ quantity: 250, length_mm: 333 }), t).total);
  });
});

describe('validateCable', () => {
  it('accepts the defaults', () => expect(validateCable(cable())).toEqual([]));

  it('checks positions, gauge, pin-out, length and quantity against the connector data', () => {
    const keys = (v: CableValues) => validateCable(v).map((p) => p.key);
    // JST-SH takes AWG 28–32 only
    expect(keys(cable({ end_a: 'jst-sh', gauge: 22 }))).toContain('cable.rule.gaugeRange');
    // JST-PH housings go up to 16 positions
    expect(keys(cable({ wires: 18, colours: Array(18).fill('red'), pinout: straightPinout(18) }))).toContain('cable.rule.pinsRange');
    expect(keys(cable({ pinout: [{ a: 1, b: 2 }, { a: 2, b: 2 }, { a: 3, b: 3 }, { a: 4, b: 4 }] }))).toContain('cable.rule.pinoutDuplicate');
    expect(keys(cable({ pinout: straightPinout(3) }))).toContain('cable.rule.pinoutRows');
    expect(keys(cable({ length_mm: 10 }))).toEqual(['cable.rule.lengthMin']);
    expect(validateCable(cable({ quantity: 0 }))).toEqual([{ field: 'quantity', key: 'cable.rule.quantityMin', params: { min: 1 }, severity: 'error' }]);
    expect(validateCable(cable({ quantity: 10_001 }))[0]?.params).toEqual({ max: 10_000 });
  });

  it('allows a crossed pin-out', () => {
    expect(validateCable(cable({ pinout: [{ a: 1, b: 4 }, { a: 2, b: 3 }, { a: 3, b: 2 }, { a: 4, b: 1 }] }))).toEqual([]);
  });
});
