// What a coupon takes off (issue 9 campaigns): fixed or percent, on the goods in scope only, never more than them.
import { describe, expect, it } from 'vitest';
import { couponDiscountCents } from './coupon-discount';

const pcb = { productId: 835, totalCents: 10_000n };
const stencil = { productId: 1391, totalCents: 2_999n };

describe('couponDiscountCents', () => {
  it.each([
    ['a fixed value on any product', { valueCents: 500n, percent: null, productIds: null }, [pcb, stencil], 500n],
    ['a fixed value above the goods', { valueCents: 50_000n, percent: null, productIds: null }, [pcb], 10_000n],
    ['a percent of all goods, rounded down', { valueCents: 0n, percent: 15, productIds: null }, [pcb, stencil], 1949n],
    ['a percent of the goods in scope only', { valueCents: 0n, percent: 10, productIds: [1391] }, [pcb, stencil], 299n],
    ['a fixed value capped at the goods in scope', { valueCents: 5_000n, percent: null, productIds: [1391] }, [pcb, stencil], 2_999n],
    ['nothing in scope', { valueCents: 500n, percent: null, productIds: [1511] }, [pcb, stencil], 0n],
    ['an empty scope means every product', { valueCents: 0n, percent: 100, productIds: [] }, [pcb], 10_000n],
  ] as const)('%s', (_case, def, lines, expected) => {
    expect(couponDiscountCents({ ...def, productIds: def.productIds ? [...def.productIds] : null }, lines)).toBe(expected);
  });
});
