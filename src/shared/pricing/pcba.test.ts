// PCBA engine against the spec's constants (services §1, §9) and hand arithmetic on the table's rates.
import { describe, expect, it } from 'vitest';
import { sumLines, type PriceLine } from './lines';
import { componentCost, pricePcba, type PcbaComponentInput, type PcbaInput } from './pcba';
import { defaultPcbaTables as T } from './pcba-tables';

const QUICK_PCB_DAYS = 3; // a 2-layer quick-turn board (pcb tables)
const pcbLines: PriceLine[] = [{ key: 'pcb', amount: 490n }];

const input = (over: Partial<PcbaInput> = {}): PcbaInput => ({
  sides: 1,
  smtJoints: 20,
  thtJoints: 0,
  components: [],
  expedited: false,
  dfa: false,
  functionTest: false,
  certificationMechanical: false,
  pcb: { lines: pcbLines, buildDays: QUICK_PCB_DAYS, manualQuote: false },
  ...over,
});

const line = (r: { lines: PriceLine[] }, key: PriceLine['key']) => r.lines.find((l) => l.key === key)?.amount;
const ASSEMBLY_KEYS = new Set(['startup', 'stencil', 'consumptive', 'assembly', 'operation', 'pcba_minimum']);
const assemblyCharges = (r: { lines: PriceLine[] }) => sumLines(r.lines.filter((l) => ASSEMBLY_KEYS.has(l.key)));

const part = (over: Partial<PcbaComponentInput> = {}): PcbaComponentInput => ({
  quantityPerBoard: 1, basic: true, source: 'opl', tiers: [{ fromQuantity: 1, unitMicros: 10_000n }], ...over,
});

describe('pricePcba: spec constants', () => {
  it('defaults to 10 boards and starts at $25 of assembly (spec §1, §9)', () => {
    const r = pricePcba(input(), T);
    // A tiny job: 10 boards × 20 joints. Its charges are below $25, so the top-up line makes them exactly $25.
    expect(assemblyCharges(r)).toBe(2500n);
    expect(line(r, 'pcba_minimum')).toBeGreaterThan(0n);
    expect(line(r, 'assembly')).toBe((10n * 20n * T.smtJointMicros) / 10_000n); // 200 joints × $0.0017 = 34 c
    // A larger job pays its rates, no top-up.
    const big = pricePcba(input({ quantity: 50, smtJoints: 400 }), T);
    expect(line(big, 'pcba_minimum')).toBeUndefined();
    expect(assemblyCharges(big)).toBeGreaterThan(2500n);
  });

  it('charges the operation fee at 99 boards and makes it free at 100 (spec §1)', () => {
    expect(line(pricePcba(input({ quantity: 99, smtJoints: 300 }), T), 'operation')).toBe(T.operation.cents);
    expect(T.operation.cents).toBeGreaterThan(0n);
    expect(line(pricePcba(input({ quantity: 100, smtJoints: 300 }), T), 'operation')).toBe(0n);
  });

  it('adds DFA for free and 2 days (spec §3, §9)', () => {
    const without = pricePcba(input(), T);
    const withDfa = pricePcba(input({ dfa: true }), T);
    expect(line(withDfa, 'dfa')).toBe(0n);
    expect(withDfa.total).toBe(without.total);
    expect(withDfa.buildDays).toBe(without.buildDays + 2);
  });

  it('builds expedited orders in 7–15 days, 7 with OPL parts (spec §3, §9), faster than standard', () => {
    const opl = [part()];
    const sourced = [part(), part({ source: 'sourced' })];
    const expOpl = pricePcba(input({ components: opl, expedited: true }), T);
    const expSourced = pricePcba(input({ components: sourced, expedited: true }), T);
    expect(expOpl.buildDays).toBe(7);
    expect(expSourced.buildDays).toBeGreaterThanOrEqual(7);
    expect(expSourced.buildDays).toBeLessThanOrEqual(15);
    const stdOpl = pricePcba(input({ components: opl }), T);
    const stdSourced = pricePcba(input({ components: sourced }), T);
    expect(stdOpl.buildDays).toBe(15); // "one reading: 15 days lead time with OPL parts"
    expect(stdSourced.buildDays).toBeGreaterThan(expSourced.buildDays);
    // The fee: 50 % of the assembly charges, at least the minimum.
    const fee = line(expOpl, 'pcba_expedited') as bigint;
    const half = assemblyCharges(expOpl) / 2n;
    expect(fee).toBe(half > T.expedited.minimumCents ? half : T.expedited.minimumCents);
    expect(line(stdOpl, 'pcba_expedited')).toBeUndefined();
  });

  it('waits for the PCB when it takes longer than the parts', () => {
    const r = pricePcba(input({ pcb: { lines: pcbLines, buildDays: 14, manualQuote: false } }), T);
    expect(r.buildDays).toBe(14 + T.days.solder);
  });

  it('adds the function test: setup + per board, about 2 business days', () => {
    const r = pricePcba(input({ quantity: 40, functionTest: true }), T);
    expect(line(r, 'function_test')).toBe(T.functionTest.setupCents + 40n * T.functionTest.perBoardCents);
    expect(r.buildDays).toBe(pricePcba(input({ quantity: 40 }), T).buildDays + 2);
  });

  it('makes certification / mechanical parts a manual quote starting at $5,000 (spec §9)', () => {
    const r = pricePcba(input({ certificationMechanical: true }), T);
    expect(r.manualQuote).toBe(true);
    expect(r.total).toBe(500_000n);
    expect(r.lines.at(-1)?.key).toBe('certification_mechanical');
    expect(sumLines(r.lines)).toBe(r.total);
    expect(pricePcba(input(), T).manualQuote).toBe(false);
    // A build already above $5,000 keeps its own price; the line awaits the manual figure.
    const huge = pricePcba(input({ quantity: 8000, smtJoints: 2000, certificationMechanical: true }), T);
    expect(huge.total).toBeGreaterThan(500_000n);
    expect(line(huge, 'certification_mechanical')).toBe(0n);
  });

  it('is a manual quote when the PCB is (premium)', () => {
    expect(pricePcba(input({ pcb: { lines: [], buildDays: 8, manualQuote: true } }), T).manualQuote).toBe(true);
  });

  it('flags free shipping and carries the PCB lines first (spec §1)', () => {
    const r = pricePcba(input(), T);
    expect(r.freeShipping).toBe(true);
    expect(r.lines[0]).toEqual({ key: 'pcb', amount: 490n });
    expect(r.total).toBe(sumLines(r.lines));
  });
});

describe('pricePcba: rates', () => {
  it('charges startup per side plus a loading fee per unique extended part; stencils only for SMT sides', () => {
    const comps = [part(), part({ basic: false }), part({ basic: false })];
    const r = pricePcba(input({ sides: 2, components: comps, smtJoints: 500 }), T);
    expect(line(r, 'startup')).toBe(2n * 800n + 2n * 300n); // $8 per side + $3 per extended part
    expect(line(r, 'stencil')).toBe(2n * 150n);
    expect(line(pricePcba(input({ smtJoints: 0, thtJoints: 40 }), T), 'stencil')).toBeUndefined();
  });

  it('charges SMT and THT joints and consumables by the joint', () => {
    // 30 boards × (300 SMT × $0.0017 + 20 THT × $0.0173) = $15.30 + $10.38
    const r = pricePcba(input({ quantity: 30, smtJoints: 300, thtJoints: 20 }), T);
    expect(line(r, 'assembly')).toBe(1530n + 1038n);
    // 30 × 320 joints × $0.0005 = $4.80
    expect(line(r, 'consumptive')).toBe(480n);
    expect(line(pricePcba(input(), T), 'consumptive')).toBe(T.consumptiveMinimumCents);
  });

  it('is exact in bigint at the largest build', () => {
    // 8000 boards × 5000 joints × $0.0017 = $68,000.00, not a float approximation.
    const r = pricePcba(input({ quantity: 8000, smtJoints: 5000 }), T);
    expect(line(r, 'assembly')).toBe(6_800_000n);
    const p = componentCost(part({ quantityPerBoard: 7, tiers: [{ fromQuantity: 1, unitMicros: 123_456_789n }], attritionPct: 0 }), 8000, T);
    expect(p.cents).toBe((56_000n * 123_456_789n + 5_000n) / 10_000n);
    expect(typeof r.total).toBe('bigint');
  });
});

describe('componentCost: attrition, minimum order, tiers', () => {
  it('adds attrition as a percentage rounded up to whole parts', () => {
    // 4 per board × 10 = 40; 3 % of 40 = 1.2 → 2 spares; 42 × $0.01 = 42 c
    const c = componentCost(part({ quantityPerBoard: 4 }), 10, T);
    expect(c).toEqual({ placed: 40, attrition: 2, ordered: 42, unitMicros: 10_000n, cents: 42n });
  });

  it('takes the part’s spare count when it is larger', () => {
    expect(componentCost(part({ quantityPerBoard: 4, attritionParts: 5 }), 10, T).ordered).toBe(45);
  });

  it('raises the order to the minimum order quantity and prices it at that tier', () => {
    // need 42, MOQ 50 → 50 at the 50+ tier $0.0015 = 7.5 c → 8 c (half up)
    const c = componentCost(
      part({ quantityPerBoard: 4, minimumOrder: 50, tiers: [{ fromQuantity: 1, unitMicros: 2000n }, { fromQuantity: 50, unitMicros: 1500n }] }),
      10, T,
    );
    expect(c).toMatchObject({ ordered: 50, unitMicros: 1500n, cents: 8n });
  });

  it('buys no less than the first price tier', () => {
    expect(componentCost(part({ tiers: [{ fromQuantity: 20, unitMicros: 5000n }] }), 2, T).ordered).toBe(20);
  });

  it('costs nothing for consigned parts and counts lines without a price', () => {
    const r = pricePcba(input({
      components: [part({ source: 'consigned', tiers: [] }), part({ tiers: [] }), part({ quantityPerBoard: 2 })],
    }), T);
    // only the priced line: 20 + 1 spare = 21 × $0.01
    expect(line(r, 'component')).toBe(21n);
    expect(r.unpricedComponents).toBe(1);
  });
});
