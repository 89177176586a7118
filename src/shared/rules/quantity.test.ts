import { describe, expect, it } from 'vitest';
import { cartQuantity, normalizeQuantity, quantityDigits, snapQuantity } from './quantity';

describe('normalizeQuantity (spec platform §5)', () => {
  it.each([
    ['-5', 5],
    ['', 1],
    ['0', 1],
    ['000', 1],
    ['abc12', 12],
    ['1,000', 1000],
    [' 2 5 ', 25],
    ['--', 1],
    ['007', 7],
    [30, 30],
    [-4, 4],
    [0, 1],
  ])('%j becomes %i', (raw, expected) => {
    expect(normalizeQuantity(raw)).toBe(expected);
  });

  it('keeps digits only for the input text', () => {
    expect(quantityDigits('-1a2b-3')).toBe('123');
  });

  it('does not lose precision on absurd input', () => {
    expect(normalizeQuantity('9'.repeat(40))).toBe(999_999_999);
  });
});

describe('snapQuantity', () => {
  const pcb = { steps: [3, 5, 10, 15, 20, 10000] };
  it('goes up to the next allowed PCB step', () => {
    expect(snapQuantity(12, pcb)).toBe(15);
    expect(snapQuantity(10, pcb)).toBe(10);
    expect(snapQuantity(1, pcb)).toBe(3);
    expect(snapQuantity(20_000, pcb)).toBe(10000);
  });

  it('keeps stencils within their range and even', () => {
    const stencil = { min: 2, max: 100, step: 2 };
    expect(snapQuantity(1, stencil)).toBe(2);
    expect(snapQuantity(5, stencil)).toBe(6);
    expect(snapQuantity(8, stencil)).toBe(8);
    expect(snapQuantity(101, stencil)).toBe(100);
  });

  it('normalises then snaps', () => {
    expect(cartQuantity('abc12', pcb)).toBe(15);
    expect(cartQuantity('', pcb)).toBe(3);
  });
});
