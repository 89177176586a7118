// Order numbers (issue 7 §5): FS + yymmdd + 8 digits, distinct for distinct sequence values.
import { describe, expect, it } from 'vitest';
import { orderNumberFor } from './order-number';

describe('orderNumberFor', () => {
  it('writes FS, the UTC date and 8 digits', () => {
    expect(orderNumberFor(new Date('2026-11-24T23:59:00Z'), 1)).toMatch(/^FS261124\d{8}$/);
  });

  it('gives 300,000 consecutive sequence values 300,000 different numbers, none of them counting up', () => {
    const day = new Date('2026-11-24T10:00:00Z');
    const numbers = Array.from({ length: 300_000 }, (_, n) => orderNumberFor(day, n + 1));
    expect(new Set(numbers).size).toBe(numbers.length);
    const digits = numbers.slice(0, 3).map((s) => Number(s.slice(-8)));
    expect(digits[1]! - digits[0]!).not.toBe(1);
  });
});
