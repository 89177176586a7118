// Where the display currency and its rate are kept in the browser (spec platform §4, §9):
// the English edition remembers the chosen currency in localStorage; the Japanese edition keeps the
// USD→JPY rate in a cookie that expires after one day (Limits.rateCacheDays).
import { CURRENCIES, type Currency } from '../../shared/money';
import { Limits } from '../../shared/ids';

export const CURRENCY_STORAGE_KEY = 'fusion_currency';
const rateCookieName = (currency: Currency) => `fusion_rate_${currency}`;

const isCurrency = (v: unknown): v is Currency => typeof v === 'string' && (CURRENCIES as readonly string[]).includes(v);

export const readStoredCurrency = (storage: Pick<Storage, 'getItem'> | undefined): Currency | undefined => {
  try {
    const v = storage?.getItem(CURRENCY_STORAGE_KEY);
    return isCurrency(v) ? v : undefined;
  } catch {
    return undefined; // storage blocked (private mode, sandboxed frame)
  }
};

export const storeCurrency = (storage: Pick<Storage, 'setItem'> | undefined, currency: Currency) => {
  try {
    storage?.setItem(CURRENCY_STORAGE_KEY, currency);
  } catch {
    /* the choice then lasts for this visit only */
  }
};

/** The cached rate (parts per million, integer digits) from a document.cookie string, if present and sane. */
export const parseRateCookie = (cookieString: string, currency: Currency): string | undefined => {
  const name = rateCookieName(currency);
  for (const part of cookieString.split(';')) {
    const [k, v] = part.trim().split('=');
    if (k === name && v && /^[1-9]\d{0,15}$/.test(v)) return v;
  }
  return undefined;
};

/** The Set-Cookie-style string for document.cookie: the browser drops it after one day. */
export const rateCookie = (currency: Currency, ratePpm: string): string =>
  `${rateCookieName(currency)}=${ratePpm}; max-age=${Limits.rateCacheDays * 86_400}; path=/; SameSite=Lax`;

/** The rates key (GET /v1/system/setting) the cookie's rates were fetched under; another key means staff changed a rate. */
const RATES_KEY_COOKIE = 'fusion_rates_key';
export const parseRatesKeyCookie = (cookieString: string): string | undefined => {
  for (const part of cookieString.split(';')) {
    const [k, v] = part.trim().split('=');
    if (k === RATES_KEY_COOKIE && v && /^[0-9a-z]{1,20}$/.test(v)) return v;
  }
  return undefined;
};
export const ratesKeyCookie = (key: string): string => `${RATES_KEY_COOKIE}=${key}; max-age=${Limits.rateCacheDays * 86_400}; path=/; SameSite=Lax`;

export const browserStorage = (): Storage | undefined => {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
};
