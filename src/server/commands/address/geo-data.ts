// Countries, regions and country names from maintained data packages, not typed by hand:
// - country-state-city: the country list (ISO alpha-2, English names) and states/provinces per country.
//   Its index module also loads an 8 MB city table (~130 ms, ~60 MB); we load only the country and state modules.
//   Licence: GPL-3.0; it is used on the server only and never shipped to the browser.
// - i18n-iso-countries: Japanese country names (only the en and ja locales are registered).
// Loaded through require: both are CommonJS packages whose default exports differ between bundlers and Node.
import { createRequire } from 'node:module';
import type { ICountry, IState } from 'country-state-city';
import { prefectureJa } from '../../../shared/rules/prefectures';
import type { Lang } from '../../../shared/ids';

const require = createRequire(import.meta.url);

interface CountryModule { getAllCountries(): ICountry[] }
interface StateModule { getStatesOfCountry(countryCode: string): IState[] }
interface IsoCountries {
  registerLocale(data: unknown): void;
  getName(code: string, lang: string, options?: { select: 'official' | 'alias' | 'all' }): string | undefined;
}

const countryLib = (require('country-state-city/lib/cjs/country.js') as { default: CountryModule }).default;
const stateLib = (require('country-state-city/lib/cjs/state.js') as { default: StateModule }).default;
const isoCountries = require('i18n-iso-countries') as IsoCountries;
isoCountries.registerLocale(require('i18n-iso-countries/langs/en.json'));
isoCountries.registerLocale(require('i18n-iso-countries/langs/ja.json'));

const countries = new Map(countryLib.getAllCountries().map((c) => [c.isoCode, c]));

export const packageCountryCodes = (): string[] => [...countries.keys()];
export const countryExists = (iso2: string): boolean => countries.has(iso2.toUpperCase());

export const countryName = (iso2: string, lang: Lang): string => {
  const code = iso2.toUpperCase();
  const english = countries.get(code)?.name ?? code;
  return lang === 'jp' ? (isoCountries.getName(code, 'ja') ?? english) : english;
};

const regionCache = new Map<string, { code: string; name: string }[]>();
/**
 * States / provinces / prefectures of a country, sorted by name; Japan's prefectures in JIS order (01 Hokkaido …
 * 47 Okinawa), named in Japanese for the Japanese edition (issue 8 §6).
 */
export const regionsOf = (iso2: string, lang: Lang = 'en'): { code: string; name: string }[] => {
  const code = iso2.toUpperCase();
  const key = `${code}/${code === 'JP' ? lang : 'en'}`;
  let list = regionCache.get(key);
  if (!list) {
    const states = stateLib.getStatesOfCountry(code).map((s) => ({ code: s.isoCode, name: s.name }));
    list =
      code === 'JP'
        ? states.sort((a, b) => a.code.localeCompare(b.code)).map((s) => ({ code: s.code, name: lang === 'jp' ? (prefectureJa(s.code) ?? s.name) : s.name }))
        : states.sort((a, b) => a.name.localeCompare(b.name, 'en'));
    regionCache.set(key, list);
  }
  return list;
};

/**
 * The region as stored: the package's name for a matching name or code (case-insensitive), a Japanese
 * prefecture's Japanese name when it was given in Japanese (so the address prints in Japanese); else undefined.
 */
export const matchRegion = (iso2: string, province: string): string | undefined => {
  const p = province.trim().toLowerCase();
  if (iso2.toUpperCase() === 'JP') {
    const ja = regionsOf('JP', 'jp').find((r) => r.name === province.trim());
    if (ja) return ja.name;
  }
  return regionsOf(iso2).find((r) => r.name.toLowerCase() === p || r.code.toLowerCase() === p)?.name;
};
