// The order's amounts from priced items, shipping and coupon: subtotal, discount, shipping, tax (src/shared/rules/tax.ts)
// and grand total, all bigint USD cents. Shared by the checkout preview, is-free and order placement so they agree.
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { currencyRates } from '../../db/schema/index';
import type { Currency } from '../../../shared/money';
import { computeTax, isEuCountry, type TaxResult } from '../../../shared/rules/tax';
import type { PricedItem } from './price-selection';

interface Totals {
  subtotalCents: bigint;
  discountCents: bigint;
  shippingCents: bigint;
  tax: TaxResult;
  totalCents: bigint;
}

/** One USD in `currency` × 1e6 from the stored rates; null when none is stored. */
export const storedRatePpm = async (db: DbOrTx, currency: Currency): Promise<bigint | null> => {
  if (currency === 'USD') return 1_000_000n;
  const [row] = await db.select({ ppm: currencyRates.ratePpm }).from(currencyRates).where(eq(currencyRates.currency, currency));
  return row?.ppm ?? null;
};

export const subtotalOf = (items: readonly PricedItem[]): bigint => items.reduce((s, i) => s + i.totalCents, 0n);

export const computeTotals = async (
  db: DbOrTx,
  p: { items: readonly PricedItem[]; iso2: string; shippingCents: bigint; couponValueCents: bigint },
): Promise<Totals> => {
  const subtotalCents = subtotalOf(p.items);
  // A coupon never takes the goods below zero; shipping and tax are still due.
  const discountCents = p.couponValueCents > subtotalCents ? subtotalCents : p.couponValueCents;
  const eur = isEuCountry(p.iso2) ? await storedRatePpm(db, 'EUR') : null;
  if (isEuCountry(p.iso2) && eur === null) throw new Error('no stored EUR rate: the EU VAT threshold cannot be checked');
  const tax = computeTax({ countryIso2: p.iso2, goodsCents: subtotalCents, discountCents, shippingCents: p.shippingCents, eurPerUsdPpm: eur });
  const totalCents = subtotalCents - discountCents + p.shippingCents + tax.taxCents;
  return { subtotalCents, discountCents, shippingCents: p.shippingCents, tax, totalCents };
};
