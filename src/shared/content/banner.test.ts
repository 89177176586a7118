import { describe, expect, it } from 'vitest';
import { formatPrice } from '../currency';
import { bannerLinkKind, bannerShape, BANNER_SHAPES, fillPrices, placeholderBanner } from './banner';

describe('fillPrices', () => {
  it('formats {price:cents} tokens in the display currency and leaves other text alone', () => {
    const yen = (c: bigint) => formatPrice(c, 'JPY', 150_000_000n);
    expect(fillPrices('PCB 10枚 {price:490}から、{price:2500}', yen)).toBe('PCB 10枚 ¥735から、¥3,750');
    expect(fillPrices('from {price:490}', (c) => formatPrice(c))).toBe('from $4.90');
    expect(fillPrices('no price {price:abc} here', (c) => formatPrice(c))).toBe('no price {price:abc} here');
  });
});

describe('banner shapes', () => {
  it('names the link kinds as the strip renders them', () => {
    expect(bannerLinkKind('/fusion_pcb')).toBe('internal');
    expect(bannerLinkKind('//evil.example')).toBe('none');
    expect(bannerLinkKind('https://example.com/x')).toBe('external');
    expect(bannerLinkKind('javascript:alert(1)')).toBe('none');
  });

  it('has a template for every shape a showing banner can take, and each placeholder banner has its own shape', () => {
    const b = { image: '/a.png', desc: 'Sale', link: '/x', href_type: 0, color: '#fff' };
    expect(bannerShape(b)).toBe('image+text:internal');
    expect(BANNER_SHAPES).toContain(bannerShape({ ...b, image: '', link: '' }));
    expect(BANNER_SHAPES).toContain(bannerShape({ ...b, desc: '', link: 'https://example.com' }));
    for (const shape of BANNER_SHAPES) expect(bannerShape(placeholderBanner(shape))).toBe(shape);
  });
});
