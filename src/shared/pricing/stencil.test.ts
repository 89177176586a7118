import { describe, expect, it } from 'vitest';
import { defaultStencilValues, type StencilValues } from '../rules/stencil';
import { priceStencil } from './stencil';
import { defaultStencilTables as T } from './tables';

const stencil = (over: Partial<StencilValues> = {}): StencilValues => ({ ...defaultStencilValues(), ...over });

describe('priceStencil', () => {
  it.each([
    [{ size: '380x280' as const, framed: false }, 790n],
    [{ size: '370x470' as const, framed: false }, 1290n],
    [{ size: '370x470' as const, framed: true }, 1990n],
    [{ size: '420x520' as const, framed: true }, 2490n],
    [{ size: '550x650' as const, framed: false }, 2490n],
    [{ size: '736x736' as const, framed: true }, 4990n],
  ])('%j: one sheet costs %s cents', (over, cents) => {
    expect(priceStencil(stencil({ ...over, quantity: 2 }), T).total).toBe(cents * 2n);
  });

  it('multiplies by quantity, and by two sheets when both sides are separate', () => {
    expect(priceStencil(stencil({ quantity: 4 }), T).total).toBe(3160n);
    expect(priceStencil(stencil({ quantity: 2, side: 'both_one' }), T).total).toBe(1580n);
    expect(priceStencil(stencil({ quantity: 2, side: 'both_separate' }), T).total).toBe(3160n);
  });

  it('adds electropolishing and through-lasered fiducials per sheet', () => {
    const r = priceStencil(stencil({ quantity: 2, side: 'both_separate', electropolishing: true, fiducials: 'lasered_through' }), T);
    expect(r.lines).toEqual([
      { key: 'stencil', amount: 3160n }, { key: 'electropolishing', amount: 2000n }, { key: 'fiducials', amount: 800n },
    ]);
    expect(r.total).toBe(5960n);
    expect(priceStencil(stencil({ fiducials: 'half_lasered' }), T).lines).toHaveLength(1);
  });

  it('counts build days and weight', () => {
    expect(priceStencil(stencil(), T)).toMatchObject({ buildDays: 2, weightGrams: 500, manualQuote: false });
    expect(priceStencil(stencil({ electropolishing: true }), T).buildDays).toBe(3);
    expect(priceStencil(stencil({ size: '736x736', framed: true }), T)).toMatchObject({ buildDays: 3, weightGrams: 12_200 });
  });

  it('refuses a framing the size does not come in', () => {
    expect(() => priceStencil(stencil({ size: '380x280', framed: true }), T)).toThrow();
  });
});
