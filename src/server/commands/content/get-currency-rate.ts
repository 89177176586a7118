// POST /currency/trans: the rate from one display currency to another (spec platform §3 country rate info),
// from the currency_rates table (one USD in each currency × 1e6).
import { inArray } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { currencyRates } from '../../db/schema/index';
import type { CurrencyRate } from '../../../shared/contracts/content';
import type { Currency } from '../../../shared/money';
import { crossRatePpm, ppmToDecimal } from './cross-rate';

/** Undefined when either currency has no stored rate. `unit` is the currency the rate is expressed in (`to`). */
export const getCurrencyRate = async ({ db }: Pick<Deps, 'db'>, from: Currency, to: Currency): Promise<CurrencyRate | undefined> => {
  const rows = await db.select().from(currencyRates).where(inArray(currencyRates.currency, [from, to]));
  const fromRate = rows.find((r) => r.currency === from)?.ratePpm;
  const toRate = rows.find((r) => r.currency === to)?.ratePpm;
  if (!fromRate || !toRate) return undefined;
  const ppm = crossRatePpm(fromRate, toRate);
  return { unit: to, rate: ppmToDecimal(ppm), rate_ppm: ppm.toString() };
};
