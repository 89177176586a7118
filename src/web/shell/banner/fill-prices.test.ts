import { describe, expect, it } from 'vitest';
import { formatPrice } from '../../../shared/currency';
import { fillPrices } from './fill-prices';

describe('fillPrices', () => {
  it('formats {price:cents} tokens in the display currency and leaves other text alone', () => {
    const yen = (c: bigint) => formatPrice(c, 'JPY', 150_000_000n);
    expect(fillPrices('PCB 10枚 {price:490}から、{price:2500}', yen)).toBe('PCB 10枚 ¥735から、¥3,750');
    expect(fillPrices('from {price:490}', (c) => formatPrice(c))).toBe('from $4.90');
    expect(fillPrices('no price {price:abc} here', (c) => formatPrice(c))).toBe('no price {price:abc} here');
  });
});
