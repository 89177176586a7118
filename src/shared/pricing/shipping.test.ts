import { describe, expect, it } from 'vitest';
import { carriersFor, estimateShipping } from './shipping';
import { defaultShippingTables as S, defaultShippingTables } from './shipping-tables';

describe('estimateShipping', () => {
  it.each([
    ['JP', 'dhl', 371, 2200n, 'asia'],
    ['jp', 'dhl', 501, 2800n, 'asia'],
    ['US', 'dhl', 1000, 4000n, 'north_america'],
    ['DE', 'dhl', 2000, 5200n, 'europe'],
    ['AU', 'dhl', 4999, 8800n, 'oceania'],
    ['BR', 'dhl', 300, 4200n, 'rest'],
    ['US', 'fedex', 500, 3072n, 'north_america'],
    ['US', 'ups', 500, 3296n, 'north_america'],
    ['GB', 'sz_post', 1500, 2200n, 'europe'],
  ] as const)('%s by %s, %s g → %s cents (%s)', (country, carrier, grams, cents, zone) => {
    const r = estimateShipping(country, carrier, grams, S);
    expect(r).toMatchObject({ ok: true, cost: cents, zone });
  });

  it('charges each started kilogram beyond the last band', () => {
    // 7,300 g to the US by DHL: 5 kg band $95 + 3 started kg × $15
    expect(estimateShipping('US', 'dhl', 7300, S)).toMatchObject({ ok: true, cost: 14000n, days: { min: 3, max: 6 } });
    expect(estimateShipping('US', 'dhl', 6000, S)).toMatchObject({ cost: 11000n });
  });

  it('takes the site country id for Japan (107) and China (44)', () => {
    expect(estimateShipping(107, 'ocs', 371, S)).toMatchObject({ ok: true, cost: 1500n, days: { min: 3, max: 5 } });
    expect(estimateShipping(44, 'sz_post', 400, S)).toMatchObject({ ok: true, cost: 600n });
    expect(estimateShipping(999, 'dhl', 400, S)).toEqual({ ok: false, key: 'shipping.unavailableCountry' });
  });

  it('offers OCS only to Japan', () => {
    expect(estimateShipping('US', 'ocs', 400, S)).toEqual({ ok: false, key: 'shipping.carrierUnavailable' });
  });

  it('refuses blocked or malformed destinations', () => {
    expect(estimateShipping('KP', 'dhl', 400, S)).toEqual({ ok: false, key: 'shipping.unavailableCountry' });
    expect(estimateShipping('USA', 'dhl', 400, S)).toEqual({ ok: false, key: 'shipping.unavailableCountry' });
  });

  it('refuses parcels above the courier limit', () => {
    expect(estimateShipping('US', 'sz_post', 2000, S)).toMatchObject({ ok: true });
    expect(estimateShipping('US', 'sz_post', 2001, S)).toEqual({ ok: false, key: 'shipping.overWeight' });
    expect(estimateShipping('US', 'dhl', 70_001, S)).toEqual({ ok: false, key: 'shipping.overWeight' });
  });

  it('is slower and cheaper by post than by courier', () => {
    const post = estimateShipping('FR', 'sz_post', 800, S);
    const dhl = estimateShipping('FR', 'dhl', 800, S);
    if (!post.ok || !dhl.ok) throw new Error('expected estimates');
    expect(post.cost).toBeLessThan(dhl.cost);
    expect(post.days.min).toBeGreaterThan(dhl.days.max);
  });
});

describe('carriersFor (issue 8 §5: the estimate and checkout offer the same carriers)', () => {
  it('offers OCS first in Japan, DHL first elsewhere, every carrier for an unzoned country, none for a blocked one', () => {
    expect(carriersFor('JP', defaultShippingTables)[0]).toBe('ocs');
    expect(carriersFor('US', defaultShippingTables)).toEqual(['dhl', 'fedex', 'ups', 'sz_post']);
    expect(carriersFor('BR', defaultShippingTables)[0]).toBe('dhl');
    expect(carriersFor('KP', defaultShippingTables)).toEqual([]);
  });
});
