// Money as integer minor units (bigint) with a currency. No floats anywhere (ARCHITECTURE.md).

export const CURRENCIES = ['USD', 'EUR', 'JPY', 'GBP', 'CAD', 'AUD', 'CNY'] as const;
export type Currency = (typeof CURRENCIES)[number];

export const CURRENCY_DECIMALS: Record<Currency, number> = {
  USD: 2, EUR: 2, JPY: 0, GBP: 2, CAD: 2, AUD: 2, CNY: 2,
};

export const CURRENCY_SYMBOLS: Record<Currency, string> = {
  USD: '$', EUR: '€', JPY: '¥', GBP: '£', CAD: 'C$', AUD: 'A$', CNY: '¥',
};

export interface Money {
  readonly amount: bigint; // minor units
  readonly currency: Currency;
}

export const money = (amount: bigint | number, currency: Currency = 'USD'): Money => ({
  amount: typeof amount === 'bigint' ? amount : BigInt(Math.round(amount)),
  currency,
});

export const usd = (cents: bigint | number): Money => money(cents, 'USD');

const sameCurrency = (a: Money, b: Money) => {
  if (a.currency !== b.currency) throw new Error(`currency mismatch: ${a.currency} vs ${b.currency}`);
};

export const add = (a: Money, b: Money): Money => {
  sameCurrency(a, b);
  return { amount: a.amount + b.amount, currency: a.currency };
};

export const sum = (items: readonly Money[], currency: Currency = 'USD'): Money =>
  items.reduce((acc, m) => add(acc, m), money(0n, currency));

export const times = (m: Money, factor: bigint | number): Money => ({
  amount: m.amount * BigInt(factor),
  currency: m.currency,
});

/** Divides with half-up rounding (away from zero for halves). */
export const divRound = (n: bigint, d: bigint): bigint => {
  if (d === 0n) throw new Error('division by zero');
  const neg = (n < 0n) !== (d < 0n);
  const an = n < 0n ? -n : n;
  const ad = d < 0n ? -d : d;
  const q = (an * 2n + ad) / (ad * 2n);
  return neg ? -q : q;
};

/** Multiplies by a rate given in parts per million (e.g. 13% = 130_000 ppm), rounding half-up. */
export const applyPpm = (m: Money, ppm: bigint | number): Money => ({
  amount: divRound(m.amount * BigInt(ppm), 1_000_000n),
  currency: m.currency,
});

/**
 * Converts between currencies. `ratePpm` is the price of one unit of `from` in `to`, times 1e6
 * (USD→JPY 150.25 = 150_250_000). Minor-unit decimals are reconciled exactly.
 */
export const convert = (m: Money, to: Currency, ratePpm: bigint): Money => {
  const fromScale = 10n ** BigInt(CURRENCY_DECIMALS[m.currency]);
  const toScale = 10n ** BigInt(CURRENCY_DECIMALS[to]);
  return { amount: divRound(m.amount * ratePpm * toScale, fromScale * 1_000_000n), currency: to };
};

/** Parses a decimal string ("4.90") into minor units of the currency, exactly. */
export const parseDecimal = (text: string, currency: Currency = 'USD'): Money => {
  const match = /^(-)?(\d+)(?:\.(\d+))?$/.exec(text.trim());
  if (!match) throw new Error(`not a decimal amount: ${text}`);
  const decimals = CURRENCY_DECIMALS[currency];
  const frac = (match[3] ?? '').padEnd(decimals, '0');
  if (frac.length > decimals && /[1-9]/.test(frac.slice(decimals))) {
    throw new Error(`too many decimals for ${currency}: ${text}`);
  }
  const amount = BigInt(match[2] + frac.slice(0, decimals));
  return { amount: match[1] ? -amount : amount, currency };
};

/** Plain decimal string of a Money value ("4.90", "1200"). */
export const toDecimalString = (m: Money): string => {
  const decimals = CURRENCY_DECIMALS[m.currency];
  const neg = m.amount < 0n;
  const digits = (neg ? -m.amount : m.amount).toString().padStart(decimals + 1, '0');
  const whole = decimals ? digits.slice(0, -decimals) : digits;
  const frac = decimals ? `.${digits.slice(-decimals)}` : '';
  return `${neg ? '-' : ''}${whole}${frac}`;
};
