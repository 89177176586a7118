import { describe, expect, it } from 'vitest';
import { formatPrice, formatUnitPrice } from './currency';

const YEN_150 = 150_000_000n; // 1 USD = ¥150

describe('formatUnitPrice (issue 8 §5: unit price × quantity agrees with the line total)', () => {
  it('divides the displayed yen total: ¥735 for 10 is ¥73.5 each, not ¥74', () => {
    expect(formatPrice(490n, 'JPY', YEN_150)).toBe('¥735');
    expect(formatPrice(49n, 'JPY', YEN_150)).toBe('¥74'); // the unit converted alone: 74 × 10 ≠ 735
    expect(formatUnitPrice(490n, 10, 'JPY', YEN_150)).toBe('¥73.5');
  });

  it('keeps the currency decimals when the total divides, marks an inexact unit with ≈', () => {
    expect(formatUnitPrice(490n, 10)).toBe('$0.49');
    expect(formatUnitPrice(1000n, 3)).toBe('≈$3.3333');
    expect(formatUnitPrice(1500n, 3, 'JPY', YEN_150)).toBe('¥750');
    expect(formatPrice(67n, 'JPY', YEN_150)).toBe('¥101');
    expect(formatUnitPrice(67n, 3, 'JPY', YEN_150)).toBe('≈¥33.67');
    expect(formatUnitPrice(5n, 100)).toBe('$0.0005');
    expect(formatUnitPrice(12_345n, 1, 'JPY', YEN_150, { locale: 'ja-JP' })).toBe('¥18,518');
  });
});

describe('digit grouping', () => {
  it('groups thousands with commas in en-US as Intl does, from one digit to eighteen', () => {
    for (let digits = 1; digits <= 18; digits++) {
      const usd = BigInt('9'.repeat(digits)); // whole dollars
      expect(formatPrice(usd * 100n), String(usd)).toBe(`$${usd.toLocaleString('en-US')}.00`);
    }
    expect(formatPrice(100_000_000n)).toBe('$1,000,000.00');
    expect(formatPrice(-123_456n)).toBe('-$1,234.56');
    expect(formatPrice(1_000n, 'JPY', YEN_150)).toBe('¥1,500');
  });
});
