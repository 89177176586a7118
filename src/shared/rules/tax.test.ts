import { describe, expect, it } from 'vitest';
import { EU_COUNTRIES, computeTax, isEuCountry } from './tax';

const EUR = 920_000n; // 1 USD = 0.92 EUR

describe('tax at checkout', () => {
  it('charges 13% VAT on mainland China deliveries, on goods after discount plus shipping', () => {
    const r = computeTax({ countryIso2: 'CN', goodsCents: 10_000n, discountCents: 1_000n, shippingCents: 2_000n, eurPerUsdPpm: null });
    expect(r).toMatchObject({ code: 'cn_vat', ratePpm: 130_000, baseCents: 11_000n, taxCents: 1_430n });
    // Hong Kong is not mainland China
    expect(computeTax({ countryIso2: 'HK', goodsCents: 10_000n, discountCents: 0n, shippingCents: 0n, eurPerUsdPpm: null }).taxCents).toBe(0n);
  });

  it('charges German VAT (19%) at checkout up to an intrinsic value of €150 (IOSS)', () => {
    // $163.04 × 0.92 = €149.997 → €150.00: still within
    const r = computeTax({ countryIso2: 'DE', goodsCents: 16_304n, discountCents: 0n, shippingCents: 3_000n, eurPerUsdPpm: EUR });
    expect(r.code).toBe('eu_ioss');
    expect(r.intrinsicEurCents).toBe(15_000n);
    expect(r.taxCents).toBe(3_668n); // 19% of 193.04, half-up
    // shipping does not count towards the threshold
    expect(computeTax({ countryIso2: 'de', goodsCents: 5_000n, discountCents: 0n, shippingCents: 100_000n, eurPerUsdPpm: EUR }).code).toBe('eu_ioss');
  });

  it('charges no VAT at checkout above €150 and notes import VAT on arrival', () => {
    const r = computeTax({ countryIso2: 'DE', goodsCents: 16_310n, discountCents: 0n, shippingCents: 3_000n, eurPerUsdPpm: EUR });
    expect(r).toMatchObject({ code: 'eu_import', taxCents: 0n, noteKey: 'tax.importVatOnArrival' });
    // a coupon can bring the consignment under the ceiling
    expect(computeTax({ countryIso2: 'DE', goodsCents: 16_310n, discountCents: 5_000n, shippingCents: 0n, eurPerUsdPpm: EUR }).code).toBe('eu_ioss');
  });

  it('uses each state standard rate', () => {
    expect(EU_COUNTRIES).toHaveLength(27);
    expect(computeTax({ countryIso2: 'HU', goodsCents: 10_000n, discountCents: 0n, shippingCents: 0n, eurPerUsdPpm: EUR }).taxCents).toBe(2_700n);
    expect(computeTax({ countryIso2: 'FI', goodsCents: 10_000n, discountCents: 0n, shippingCents: 0n, eurPerUsdPpm: EUR }).taxCents).toBe(2_550n);
    expect(isEuCountry('GB')).toBe(false);
    expect(isEuCountry('CH')).toBe(false);
  });

  it('charges nothing for the United States and other destinations', () => {
    expect(computeTax({ countryIso2: 'US', goodsCents: 10_000n, discountCents: 0n, shippingCents: 2_000n, eurPerUsdPpm: null })).toMatchObject({ code: 'none', taxCents: 0n });
    expect(computeTax({ countryIso2: 'GB', goodsCents: 10_000n, discountCents: 0n, shippingCents: 0n, eurPerUsdPpm: EUR }).taxCents).toBe(0n);
  });

  it('never taxes a negative base when the coupon exceeds the goods', () => {
    expect(computeTax({ countryIso2: 'CN', goodsCents: 1_000n, discountCents: 5_000n, shippingCents: 0n, eurPerUsdPpm: null }).taxCents).toBe(0n);
  });
});
