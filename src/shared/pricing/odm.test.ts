import { describe, expect, it } from 'vitest';
import { estimateOdm } from './odm';

const base = { quantity: 100, labour_hours: 0, logo: 'none', firmware: false, packaging: 'standard' } as const;
const line = (e: ReturnType<typeof estimateOdm>, key: string) => e.lines.find((l) => l.key === key)?.amount;

describe('estimateOdm', () => {
  it('always charges the $100 customization sample (services §9)', () => {
    const e = estimateOdm(base);
    expect(line(e, 'sample')).toBe(10_000n);
    // no customization beyond the sample: the service fee is its minimum
    expect(line(e, 'service_fee')).toBe(2_000n);
    expect(e.total).toBe(12_000n);
  });

  it('adds a logo, firmware and a custom box per piece and once', () => {
    const e = estimateOdm({ ...base, logo: 'laser', firmware: true, packaging: 'custom_box', labour_hours: 2.5 });
    expect(line(e, 'labor')).toBe(7_500n);
    expect(line(e, 'setup')).toBe(3_000n + 5_000n + 20_000n);
    expect(line(e, 'print')).toBe(30n * 100n);
    expect(line(e, 'production')).toBe(20n * 100n);
    expect(line(e, 'package')).toBe(80n * 100n);
    expect(e.total).toBe(e.lines.reduce((s, l) => s + l.amount, 0n));
  });

  it('takes longer with more customization and more pieces', () => {
    const plain = estimateOdm(base);
    const custom = estimateOdm({ ...base, logo: 'silkscreen', firmware: true, packaging: 'custom_box' });
    expect(custom.sampleDays).toBeGreaterThan(plain.sampleDays);
    expect(estimateOdm({ ...base, quantity: 5000 }).productionDays).toBeGreaterThan(plain.productionDays);
  });
});
