// Display formatting of prices in the edition's currency (spec platform §1, §9).
// Every price shown to a user goes through formatPrice / formatMoney.
import { CURRENCY_DECIMALS, CURRENCY_SYMBOLS, type Currency, type Money, divRound } from './money';

export interface FormatOptions {
  /** Show 4 decimals when the amount is under 0.1 (unit prices of small parts; spec platform §9). */
  fine?: boolean;
  /** Locale for digit grouping; defaults to en-US. */
  locale?: string;
}

// Digit grouping. en-US (every price of the shop: "$1,234", "¥12,345") is written directly: bigint.toLocaleString()
// built a new Intl.NumberFormat on every call, and even one formatter costs ICU's set-up on a page's first render
// (34 ms of the home page's hydration on this machine, ×4 on Lighthouse's phone; issue 17). Same output as Intl's.
const groupers = new Map<string, Intl.NumberFormat>();
const group = (whole: bigint, locale: string): string => {
  if (locale === 'en-US') return whole.toString().replace(/\B(?=(\d{3})+$)/g, ',');
  let grouper = groupers.get(locale);
  if (!grouper) {
    grouper = new Intl.NumberFormat(locale);
    groupers.set(locale, grouper);
  }
  return grouper.format(whole);
};

/** Formats an amount given in 1/10^scale units of `currency`. */
const formatScaled = (scaled: bigint, scale: number, currency: Currency, opts: FormatOptions): string => {
  const locale = opts.locale ?? 'en-US';
  const baseDecimals = CURRENCY_DECIMALS[currency];
  const abs = scaled < 0n ? -scaled : scaled;
  const underTenth = baseDecimals > 0 && abs * 10n < 10n ** BigInt(scale);
  // a unit price under one yen (a chip resistor) would show as ¥0: two decimals then
  const underOneWhole = baseDecimals === 0 && abs < 10n ** BigInt(scale);
  const decimals = opts.fine && underTenth ? 4 : opts.fine && underOneWhole && abs > 0n ? 2 : baseDecimals;
  const rounded = divRound(abs, 10n ** BigInt(scale - decimals));
  return fixed(scaled < 0n ? -rounded : rounded, decimals, currency, locale);
};

/** An amount already in 1/10^decimals units, written with exactly that many decimals. */
const fixed = (amount: bigint, decimals: number, currency: Currency, locale: string): string => {
  const abs = amount < 0n ? -amount : amount;
  const unit = 10n ** BigInt(decimals);
  const whole = abs / unit;
  const frac = decimals ? `.${(abs % unit).toString().padStart(decimals, '0')}` : '';
  const sign = amount < 0n ? '-' : '';
  return `${sign}${CURRENCY_SYMBOLS[currency]}${group(whole, locale)}${frac}`;
};

/** Formats a Money value in its own currency. */
export const formatMoney = (m: Money, opts: FormatOptions = {}): string =>
  formatScaled(m.amount, CURRENCY_DECIMALS[m.currency], m.currency, opts);

/**
 * Formats a USD amount (cents) in a display currency at `ratePpm` (1 USD in the target currency × 1e6).
 * Converts at 6 decimals of precision first so that sub-cent unit prices keep their digits.
 */
export const formatPrice = (
  usdCents: bigint,
  currency: Currency = 'USD',
  ratePpm: bigint = 1_000_000n,
  opts: FormatOptions = {},
): string => {
  if (currency === 'USD') return formatScaled(usdCents * 10_000n, 6, 'USD', opts);
  // usdCents/100 * rate/1e6 in units of 1e-6 of the target currency
  const scaled = divRound(usdCents * ratePpm, 100n);
  return formatScaled(scaled, 6, currency, opts);
};

/**
 * Formats a USD amount given in micro-dollars (USD × 1e6: unit prices of parts, which are fractions of a cent) in a
 * display currency at `ratePpm`, with the same rounding as formatPrice.
 */
export const formatPriceMicros = (
  usdMicros: bigint,
  currency: Currency = 'USD',
  ratePpm: bigint = 1_000_000n,
  opts: FormatOptions = {},
): string =>
  currency === 'USD'
    ? formatScaled(usdMicros, 6, 'USD', opts)
    : formatScaled(divRound(usdMicros * ratePpm, 1_000_000n), 6, currency, opts);

/** A USD amount in the display currency's minor units (cents, yen), rounded as formatPrice rounds it. */
const displayMinor = (usdCents: bigint, currency: Currency, ratePpm: bigint): bigint =>
  currency === 'USD' ? usdCents : divRound(divRound(usdCents * ratePpm, 100n), 10n ** BigInt(6 - CURRENCY_DECIMALS[currency]));

/**
 * The unit price shown beside a line total (issue 8 §5): the DISPLAYED total divided by the quantity, so unit ×
 * quantity is the total the customer reads (¥735 for 10 shows ¥73.5 each, never ¥74 × 10 = ¥735). The total is
 * the figure that counts (it is what is charged, and what the order sums); a unit converted and rounded on its
 * own cannot agree with it. Up to two decimals more than the currency has; '≈' when even those do not divide
 * exactly (¥100 for 3 is ≈¥33.33).
 */
export const formatUnitPrice = (
  totalUsdCents: bigint,
  quantity: number,
  currency: Currency = 'USD',
  ratePpm: bigint = 1_000_000n,
  opts: FormatOptions = {},
): string => {
  const locale = opts.locale ?? 'en-US';
  const q = BigInt(Math.max(1, Math.trunc(quantity)));
  const total = displayMinor(totalUsdCents, currency, ratePpm);
  const base = CURRENCY_DECIMALS[currency];
  if (total % q === 0n) return fixed(total / q, base, currency, locale);
  const finer = total * 100n;
  let unit = divRound(finer, q);
  let decimals = base + 2;
  // drop trailing zeros below the currency's own decimals: ¥73.50 → ¥73.5
  while (decimals > base && unit % 10n === 0n) {
    unit /= 10n;
    decimals -= 1;
  }
  return `${finer % q === 0n ? '' : '≈'}${fixed(unit, decimals, currency, locale)}`;
};
