import { describe, expect, it } from 'vitest';
import { allCountryIsoCodes, countryIdOf, isoOfCountryId } from './country-ids';
import { countryName, packageCountryCodes, regionsOf } from './geo-data';

describe('country ids', () => {
  it('keeps the spec ids: Japan 107, China 44', () => {
    expect(countryIdOf('JP')).toBe(107);
    expect(countryIdOf('CN')).toBe(44);
    expect(isoOfCountryId(107)).toBe('JP');
  });

  it('has an id for every country of the data package (extend the list at the end when this fails)', () => {
    const missing = packageCountryCodes().filter((iso) => countryIdOf(iso) === undefined);
    expect(missing).toEqual([]);
    expect(new Set(allCountryIsoCodes()).size).toBe(allCountryIsoCodes().length);
  });

  it('names countries in English and Japanese and lists regions', () => {
    expect(countryName('JP', 'en')).toBe('Japan');
    expect(countryName('JP', 'jp')).toBe('日本');
    expect(regionsOf('JP')).toHaveLength(47);
    expect(regionsOf('US').map((r) => r.code)).toContain('CA');
  });
});
