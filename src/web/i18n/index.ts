// i18next with the English and Japanese catalogs, one namespace per area. Language follows the edition.
// The first bundle carries no catalog: the edition's language comes in one chunk (pages-en or pages-ja: the shell's
// common and shell namespaces and the page catalogs), loaded in parallel with the first page's code and before any
// route renders (routes.tsx awaits loadPageCatalogs(); until then only the text-free loading fallback shows), so the
// other language and the page texts (and the shared modules they quote) stay out of the first download (issue 17).
import i18n, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { edition, i18nLang } from '../edition';
export const initI18n = (lang: 'en' | 'ja' = i18nLang(edition), all?: Resource) => {
  if (!i18n.isInitialized) {
    void i18n.use(initReactI18next).init({
      resources: all ?? {},
      partialBundledLanguages: true,
      lng: lang,
      fallbackLng: 'en',
      defaultNS: 'common',
      interpolation: { escapeValue: false }, // React escapes
      returnNull: false,
    });
  }
  return i18n;
};

let pageCatalogs: Promise<void> | undefined;
/**
 * Loads the page namespaces of the current language once; every lazy page awaits it. The data router starts
 * loading the first route while the modules are still being evaluated, so this may run before main.tsx's
 * initI18n(): it initialises i18n itself (idempotent). A failed load is retried by the next page.
 */
export const loadPageCatalogs = (): Promise<void> =>
  (pageCatalogs ??= (async () => {
    initI18n();
    const lang = i18n.language === 'ja' ? 'ja' : 'en';
    if (i18n.hasResourceBundle(lang, 'account')) return; // tests load everything up front
    const { pages, shellCatalogs } = lang === 'ja' ? await import('./pages-ja') : await import('./pages-en');
    for (const [ns, bundle] of Object.entries({ ...shellCatalogs, ...pages })) i18n.addResourceBundle(lang, ns, bundle, true, true);
  })().catch((err: unknown) => {
    pageCatalogs = undefined;
    throw err;
  }));

/** Translates a server message key ("validation.email", "errors.generic") from the common namespace. */
export const translateKey = (key: string | undefined, fallback: string): string =>
  key && i18n.exists(key, { ns: 'common' }) ? i18n.t(key, { ns: 'common', defaultValue: fallback }) : fallback;

export default i18n;
