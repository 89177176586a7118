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

const collators = new Map<Lang, Intl.Collator>();
const lists = new Map<string, { value: string; label: string }[]>();

/**
 * The countries of a country picker, named in the edition's language and in its alphabetical order. Sorting with
 * `localeCompare(other, locale)` built a collator per comparison: the PCB form's 250 countries took 105 ms of a page's
 * render, again on every price update (issue 17). One collator per language, and each list is kept (it rarely changes).
 */
export const countryOptions = (codes: Iterable<string>, lang: Lang): { value: string; label: string }[] => {
  const all = [...codes];
  const key = `${lang}:${all.join(',')}`;
  let list = lists.get(key);
  if (!list) {
    let collator = collators.get(lang);
    if (!collator) {
      collator = new Intl.Collator(lang === 'jp' ? 'ja' : 'en');
      collators.set(lang, collator);
    }
    const order = collator;
    list = all.map((c) => ({ value: c, label: countryName(c, lang) })).sort((a, b) => order.compare(a.label, b.label));
    if (lists.size >= 20) lists.clear(); // a handful of lists in a page's life; a bound all the same
    lists.set(key, list);
  }
  return list;
};
