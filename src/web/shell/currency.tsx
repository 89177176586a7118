// The display currency (spec platform §1, §4): every price on the site goes through useCurrency().format.
// Prices are USD cents (bigint); they are converted at the rate from POST /currency/trans and formatted by
// src/shared/currency.ts. English edition: USD by default, the visitor may choose another, kept in localStorage.
// Japanese edition: always JPY, the USD→JPY rate cached in a cookie for a day.
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSystemSetting } from './queries';
import { formatPrice, formatPriceMicros, formatUnitPrice, type FormatOptions } from '../../shared/currency';
import type { Currency } from '../../shared/money';
import { Limits } from '../../shared/ids';
import { call } from '../api/client';
import { defaultCurrency } from '../edition';
import { useEdition } from './edition-context';
import { browserStorage, parseRateCookie, parseRatesKeyCookie, rateCookie, ratesKeyCookie, readStoredCurrency, storeCurrency } from './currency-storage';

interface CurrencyValue {
  /** The chosen display currency (prices still show in USD until its rate has arrived). */
  currency: Currency;
  /** Changes the display currency (English edition; the Japanese edition stays in JPY). */
  setCurrency(c: Currency): void;
  /** 1 USD in the display currency × 1e6, or null while the rate is loading (prices then show in USD). */
  ratePpm: bigint | null;
  format(usdCents: bigint, opts?: FormatOptions): string;
  /** The same for micro-dollars (USD × 1e6): unit prices of parts. */
  formatMicros(usdMicros: bigint, opts?: FormatOptions): string;
  /** The unit price of a line from its total, so unit × quantity reads as the total shown (formatUnitPrice). */
  formatUnit(totalUsdCents: bigint, quantity: number): string;
}

const usdFormat = (usdCents: bigint, opts?: FormatOptions) => formatPrice(usdCents, 'USD', 1_000_000n, opts);
const usdFormatMicros = (usdMicros: bigint, opts?: FormatOptions) => formatPriceMicros(usdMicros, 'USD', 1_000_000n, opts);

// Without a provider (component tests, previews) prices show in USD.
const CurrencyContext = createContext<CurrencyValue>({
  currency: 'USD',
  setCurrency: () => {},
  ratePpm: 1_000_000n,
  format: usdFormat,
  formatMicros: usdFormatMicros,
  formatUnit: (total, qty) => formatUnitPrice(total, qty),
});

/**
 * `ratesKey` is the server's current rates key (undefined while unknown): a cookie written under another key holds
 * a rate staff have since changed, so it is fetched again.
 */
const fetchRate = async (to: Currency, useCookie: boolean, ratesKey: string | undefined): Promise<string> => {
  if (useCookie && (ratesKey === undefined || parseRatesKeyCookie(document.cookie) === ratesKey)) {
    const cached = parseRateCookie(document.cookie, to);
    if (cached) return cached;
  }
  const rate = await call('POST /currency/trans', { body: { from: 'USD', to } });
  if (useCookie && /^\d+$/.test(rate.rate_ppm)) {
    document.cookie = rateCookie(to, rate.rate_ppm);
    if (ratesKey) document.cookie = ratesKeyCookie(ratesKey);
  }
  return rate.rate_ppm;
};

export const CurrencyProvider = ({ children }: { children: ReactNode }) => {
  const edition = useEdition();
  const [chosen, setChosen] = useState<Currency>(() => readStoredCurrency(browserStorage()) ?? defaultCurrency(edition));
  const currency: Currency = edition === 'jp' ? 'JPY' : chosen;

  const setting = useSystemSetting();
  const ratesKey = setting.data?.currency_rates_key || undefined;
  const rate = useQuery({
    // with the rates key: a rate changed by staff is fetched again on the shop's next setting read
    queryKey: ['currency', 'rate', currency, ratesKey ?? null],
    queryFn: () => fetchRate(currency, edition === 'jp', ratesKey),
    // after the setting has answered (or failed), so the key is known and the rate is read once
    enabled: currency !== 'USD' && !setting.isPending,
    staleTime: Limits.rateCacheDays * 86_400_000,
  });

  const setCurrency = useCallback((c: Currency) => {
    setChosen(c);
    storeCurrency(browserStorage(), c);
  }, []);

  const value = useMemo<CurrencyValue>(() => {
    const ratePpm = currency === 'USD' ? 1_000_000n : rate.data ? BigInt(rate.data) : null;
    // Until the rate is known (or if it cannot be fetched) prices show in dollars rather than not at all.
    const format =
      ratePpm === null
        ? usdFormat
        : (usdCents: bigint, opts?: FormatOptions) => formatPrice(usdCents, currency, ratePpm, opts);
    const formatMicros =
      ratePpm === null
        ? usdFormatMicros
        : (usdMicros: bigint, opts?: FormatOptions) => formatPriceMicros(usdMicros, currency, ratePpm, opts);
    const formatUnit = (total: bigint, qty: number) =>
      ratePpm === null ? formatUnitPrice(total, qty) : formatUnitPrice(total, qty, currency, ratePpm);
    return { currency, setCurrency, ratePpm, format, formatMicros, formatUnit };
  }, [currency, rate.data, setCurrency]);

  return <CurrencyContext.Provider value={value}>{children}</CurrencyContext.Provider>;
};

export const useCurrency = (): CurrencyValue => useContext(CurrencyContext);
