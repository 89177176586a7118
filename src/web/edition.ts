// The edition comes from the host name: one ending in .jp is the Japanese edition (spec platform §1).
import type { Currency } from '../shared/money';

export type Edition = 'en' | 'jp';

const detectEdition = (hostname: string = window.location.hostname): Edition =>
  /\.jp\.?$/i.test(hostname) ? 'jp' : 'en';

// Without a window (the build-time prerender, scripts/prerender-web.mjs), the prerender sets the edition it renders
// on globalThis before loading the app: one process per edition, since this module reads it once.
const prerenderEdition = (): Edition => ((globalThis as { __FUSION_EDITION__?: Edition }).__FUSION_EDITION__ === 'jp' ? 'jp' : 'en');

export const edition: Edition = typeof window === 'undefined' ? prerenderEdition() : detectEdition();

/** i18next language for an edition (the API calls Japanese "jp"). */
export const i18nLang = (e: Edition): 'en' | 'ja' => (e === 'jp' ? 'ja' : 'en');

export const defaultCurrency = (e: Edition): Currency => (e === 'jp' ? 'JPY' : 'USD');

export const appId = (e: Edition): string =>
  `${e}_${typeof window !== 'undefined' && window.matchMedia?.('(max-width: 48em)').matches ? 'mobile' : 'pc'}`;
