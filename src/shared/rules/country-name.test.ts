import { describe, expect, it } from 'vitest';
import { countryName } from './country-name';

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
