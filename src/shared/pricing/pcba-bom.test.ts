// BOM matches into engine lines: a confirmed part's price survives exactly, unsettled lines have no price.
import { describe, expect, it } from 'vitest';
import type { BomLine, BomMatch, BomPart } from '../pcba/bom-line';
import { pricePcba } from './pcba';
import { componentFromMatch, couponPartFromMatch } from './pcba-bom';
import { pcbaCouponFor } from './pcba-coupon';
import { defaultPcbaTables as T } from './pcba-tables';

const line = (over: Partial<BomLine> = {}): BomLine => ({
  row: 2, designators: ['R1', 'R2'], quantity: 2, mpn: 'RC0402FR-0710KL', manufacturer: 'YAGEO', value: '10k', footprint: '0402',
  description: 'RES 10K 1% 0402', ...over,
});
const part = (over: Partial<BomPart> = {}): BomPart => ({
  sku: 'C25744', mpn: 'RC0402FR-0710KL', manufacturer: 'YAGEO', package: '0402', description: 'RES 10K OHM 1% 1/16W 0402',
  stock: 100_000, unitMicros: '500', basic: true, ...over,
});
const confirmed = (p: BomPart): BomMatch => ({ status: 'confirmed', part: p, suggestions: [] });

describe('componentFromMatch', () => {
  it('prices a confirmed part exactly: $0.0005 a piece is 500 micro-dollars', () => {
    const c = componentFromMatch(line(), confirmed(part()));
    expect(c).toEqual({ quantityPerBoard: 2, basic: true, source: 'opl', tiers: [{ fromQuantity: 1, unitMicros: 500n }] });
    // 2 per board × 10 boards + 3 % (1 spare) = 21 × $0.0005 = 1.05 c → 1 c
    const r = pricePcba({
      sides: 1, smtJoints: 4, thtJoints: 0, components: [c], expedited: false, dfa: false, functionTest: false,
      certificationMechanical: false, pcb: { lines: [], buildDays: 3, manualQuote: false },
    }, T);
    expect(r.lines.find((l) => l.key === 'component')?.amount).toBe(1n);
  });

  it('leaves pending and unavailable lines unpriced; unavailable parts are bought, consigned ones cost nothing', () => {
    expect(componentFromMatch(line(), { status: 'pending', suggestions: [part()] })).toMatchObject({ source: 'opl', tiers: [], basic: false });
    expect(componentFromMatch(line(), { status: 'unavailable', suggestions: [] })).toMatchObject({ source: 'sourced', tiers: [] });
    expect(componentFromMatch(line(), confirmed(part()), true).source).toBe('consigned');
  });
});

describe('couponPartFromMatch', () => {
  it('reads the confirmed part, else what the customer wrote', () => {
    const xiao = part({ sku: '113991054', mpn: '113991054', description: 'Seeed Studio XIAO ESP32C3', basic: false });
    expect(pcbaCouponFor([couponPartFromMatch(line(), confirmed(xiao))], T.coupon)?.percent).toBe(30);
    const written = couponPartFromMatch(line({ mpn: 'LoRa-E5', description: '' }), { status: 'unavailable', suggestions: [] });
    expect(written).toEqual({ mpn: 'LoRa-E5', sku: '', description: '' });
    expect(pcbaCouponFor([couponPartFromMatch(line(), confirmed(part()))], T.coupon)).toBeNull();
  });
});
