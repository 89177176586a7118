// Countries, regions and country names from maintained data packages, not typed by hand:
// - country-state-city: the country list (ISO alpha-2, English names) and states/provinces per country.
//   Its index module also loads an 8 MB city table (~130 ms, ~60 MB); we load only the country and state modules.
//   Licence: GPL-3.0; it is used on the server only and never shipped to the browser.
// - i18n-iso-countries: Japanese country names (only the en and ja locales are registered).
// Loaded through require: both are CommonJS packages whose default exports differ between bundlers and Node.
import { createRequire } from 'node:module';
import type { ICountry, IState } from 'country-state-city';
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
/** States / provinces / prefectures of a country, sorted by name. */
export const regionsOf = (iso2: string): { code: string; name: string }[] => {
  const code = iso2.toUpperCase();
  let list = regionCache.get(code);
  if (!list) {
    list = stateLib
      .getStatesOfCountry(code)
      .map((s) => ({ code: s.isoCode, name: s.name }))
      .sort((a, b) => a.name.localeCompare(b.name, 'en'));
    regionCache.set(code, list);
  }
  return list;
};

/** The region as stored: the package's name for a matching name or code (case-insensitive), else undefined. */
export const matchRegion = (iso2: string, province: string): string | undefined => {
  const p = province.trim().toLowerCase();
  return regionsOf(iso2).find((r) => r.name.toLowerCase() === p || r.code.toLowerCase() === p)?.name;
};
