// A country's name in the edition's language, from its ISO alpha-2 code (issue 8 §6): the one helper the web app,
// the mails and the PDF documents print countries with. The names come from the CLDR data built into Node and every
// browser (Intl.DisplayNames), so no table is typed by hand and the web bundle carries no country list.
import type { Lang } from '../ids';

// CLDR's standard names for Hong Kong and Macao are the long "SAR China" forms (中華人民共和国香港特別行政区); an
// address line wants the name a customer writes, which is CLDR's short form.
const SHORT_FORM = new Set(['HK', 'MO']);

const cache = new Map<string, Intl.DisplayNames>();
const namesFor = (lang: Lang, style: 'long' | 'short'): Intl.DisplayNames => {
  const key = `${lang}/${style}`;
  let names = cache.get(key);
  if (!names) {
    names = new Intl.DisplayNames([lang === 'jp' ? 'ja' : 'en'], { type: 'region', style, fallback: 'code' });
    cache.set(key, names);
  }
  return names;
};

/** 'JP' → 'Japan' / '日本'; an unknown or malformed code comes back as given (upper-cased), never throws. */
export const countryName = (iso2: string, lang: Lang): string => {
  const code = iso2.trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(code)) return iso2;
  try {
    return namesFor(lang, SHORT_FORM.has(code) ? 'short' : 'long').of(code) ?? code;
  } catch {
    return code;
  }
};
