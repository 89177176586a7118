// i18next with the English and Japanese catalogs, one namespace per area. Language follows the edition.
// The first bundle carries only the shell's catalogs (common, shell); the page catalogs of the edition's language
// come in one chunk, loaded before the first page renders (routes.tsx awaits loadPageCatalogs()), so the other
// language and the page texts (and the shared modules they quote) stay out of the first download.
import i18n, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { edition, i18nLang } from '../edition';
import { common as enCommon } from './en/common';
import { shell as enShell } from './en/shell';
import { common as jaCommon } from './ja/common';
import { shell as jaShell } from './ja/shell';

const shellResources = {
  en: { common: enCommon, shell: enShell },
  ja: { common: jaCommon, shell: jaShell },
};

export const initI18n = (lang: 'en' | 'ja' = i18nLang(edition), all?: Resource) => {
  if (!i18n.isInitialized) {
    void i18n.use(initReactI18next).init({
      resources: all ?? shellResources,
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
    const { pages } = lang === 'ja' ? await import('./pages-ja') : await import('./pages-en');
    for (const [ns, bundle] of Object.entries(pages)) i18n.addResourceBundle(lang, ns, bundle, true, true);
  })().catch((err: unknown) => {
    pageCatalogs = undefined;
    throw err;
  }));

/** Translates a server message key ("validation.email", "errors.generic") from the common namespace. */
export const translateKey = (key: string | undefined, fallback: string): string =>
  key && i18n.exists(key, { ns: 'common' }) ? i18n.t(key, { ns: 'common', defaultValue: fallback }) : fallback;

export default i18n;
