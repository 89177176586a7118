import { describe, expect, it } from 'vitest';
import { crossRatePpm, ppmToDecimal } from './cross-rate';

describe('crossRatePpm', () => {
  it('divides the target rate by the source rate, rounding half-up at 1e-6', () => {
    expect(crossRatePpm(1_000_000n, 150_000_000n)).toBe(150_000_000n);
    expect(crossRatePpm(150_000_000n, 1_000_000n)).toBe(6_667n); // 6666.67
    expect(crossRatePpm(920_000n, 150_000_000n)).toBe(163_043_478n); // 163043478.26
    expect(crossRatePpm(3_000_000n, 1_000_000n)).toBe(333_333n); // 333333.33
    expect(crossRatePpm(2_000_000n, 1n)).toBe(1n); // 0.5 rounds up
    expect(crossRatePpm(7_250_000n, 7_250_000n)).toBe(1_000_000n);
  });

  it('refuses a zero or negative source rate', () => {
    expect(() => crossRatePpm(0n, 1n)).toThrow();
    expect(() => crossRatePpm(-1n, 1n)).toThrow();
  });
});

describe('ppmToDecimal', () => {
  it('always shows six decimals', () => {
    expect(ppmToDecimal(150_000_000n)).toBe('150.000000');
    expect(ppmToDecimal(6_667n)).toBe('0.006667');
    expect(ppmToDecimal(0n)).toBe('0.000000');
    expect(ppmToDecimal(-1_500_000n)).toBe('-1.500000');
  });
});
