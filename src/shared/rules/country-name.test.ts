import { describe, expect, it } from 'vitest';
import { countryName, countryOptions } from './country-name';

describe('countryName', () => {
  it('names countries in Japanese for the Japanese edition', () => {
    expect(countryName('JP', 'jp')).toBe('日本');
    expect(countryName('US', 'jp')).toBe('アメリカ合衆国');
    expect(countryName('DE', 'jp')).toBe('ドイツ');
    expect(countryName('CN', 'jp')).toBe('中国');
    expect(countryName('HK', 'jp')).toBe('香港');
  });

  it('names countries in English for the English edition', () => {
    expect(countryName('JP', 'en')).toBe('Japan');
    expect(countryName('US', 'en')).toBe('United States');
    expect(countryName('DE', 'en')).toBe('Germany');
    expect(countryName('HK', 'en')).toBe('Hong Kong');
  });

  it('accepts lower case and gives back what it cannot name', () => {
    expect(countryName('jp', 'jp')).toBe('日本');
    expect(countryName('Japan', 'jp')).toBe('Japan');
    expect(countryName('', 'en')).toBe('');
  });
});

describe('countryOptions', () => {
  it("lists the countries by name in the edition's alphabetical order, as localeCompare sorts them", () => {
    const codes = ['US', 'DE', 'JP', 'AT', 'CN', 'GB', 'FR', 'KR'];
    for (const lang of ['en', 'jp'] as const) {
      const expected = codes.map((c) => countryName(c, lang)).sort((a, b) => a.localeCompare(b, lang === 'jp' ? 'ja' : 'en'));
      expect(countryOptions(codes, lang).map((o) => o.label)).toEqual(expected);
    }
    expect(countryOptions(codes, 'en')[0]).toEqual({ value: 'AT', label: 'Austria' });
  });

  it('gives the same list for the same codes (kept), another for other codes', () => {
    expect(countryOptions(['JP', 'US'], 'en')).toBe(countryOptions(['JP', 'US'], 'en'));
    expect(countryOptions(['JP', 'DE'], 'en').map((o) => o.value)).toEqual(['DE', 'JP']);
  });
});
