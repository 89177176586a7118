// Countries, regions and country names from maintained data packages, not typed by hand:
// - country-state-city: the country list (ISO alpha-2, English names) and states/provinces per country.
//   Its index module also loads an 8 MB city table (~130 ms, ~60 MB); we load only the country and state modules.
//   Licence: GPL-3.0; it is used on the server only and never shipped to the browser.
// Country names as printed come from the shared helper (Intl.DisplayNames), the same one the web app uses.
// Loaded through require: both are CommonJS packages whose default exports differ between bundlers and Node.
import { createRequire } from 'node:module';
import type { ICountry, IState } from 'country-state-city';
import { prefectureJa } from '../../../shared/rules/prefectures';
import { countryName } from '../../../shared/rules/country-name';
import type { Lang } from '../../../shared/ids';

const require = createRequire(import.meta.url);

interface CountryModule { getAllCountries(): ICountry[] }
interface StateModule { getStatesOfCountry(countryCode: string): IState[] }

const countryLib = (require('country-state-city/lib/cjs/country.js') as { default: CountryModule }).default;
const stateLib = (require('country-state-city/lib/cjs/state.js') as { default: StateModule }).default;

const countries = new Map(countryLib.getAllCountries().map((c) => [c.isoCode, c]));

export const packageCountryCodes = (): string[] => [...countries.keys()];
export const countryExists = (iso2: string): boolean => countries.has(iso2.toUpperCase());

export { countryName };

// Order address snapshots written before they carried the code hold only the English name the package gave
// (delivery.ts); this reads the code back so such orders print their country in the edition's language too.
let codeByName: Map<string, string> | undefined;
export const countryCodeOfName = (name: string): string | undefined => {
  if (!codeByName) {
    codeByName = new Map();
    for (const [code, c] of countries) {
      codeByName.set(c.name.toLowerCase(), code);
      codeByName.set(countryName(code, 'en').toLowerCase(), code);
    }
  }
  return codeByName.get(name.trim().toLowerCase());
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
