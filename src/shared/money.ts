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

const money = (amount: bigint | number, currency: Currency = 'USD'): Money => ({
  amount: typeof amount === 'bigint' ? amount : BigInt(Math.round(amount)),
  currency,
});

export const usd = (cents: bigint | number): Money => money(cents, 'USD');

/** Divides with half-up rounding (away from zero for halves). */
export const divRound = (n: bigint, d: bigint): bigint => {
  if (d === 0n) throw new Error('division by zero');
  const neg = (n < 0n) !== (d < 0n);
  const an = n < 0n ? -n : n;
  const ad = d < 0n ? -d : d;
  const q = (an * 2n + ad) / (ad * 2n);
  return neg ? -q : q;
};

/**
 * Converts between currencies. `ratePpm` is the price of one unit of `from` in `to`, times 1e6
 * (USD→JPY 150.25 = 150_250_000). Minor-unit decimals are reconciled exactly.
 */
export const convert = (m: Money, to: Currency, ratePpm: bigint): Money => {
  const fromScale = 10n ** BigInt(CURRENCY_DECIMALS[m.currency]);
  const toScale = 10n ** BigInt(CURRENCY_DECIMALS[to]);
  return { amount: divRound(m.amount * ratePpm * toScale, fromScale * 1_000_000n), currency: to };
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
