// POST /currency/trans: the rate from one display currency to another (spec platform §3 country rate info),
// from the currency_rates table (one USD in each currency × 1e6). A rate older than RATE_STALE_HOURS is logged.
import { inArray } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { currencyRates } from '../../db/schema/index';
import type { CurrencyRate } from '../../../shared/contracts/content';
import type { Currency } from '../../../shared/money';
import { crossRatePpm, ppmToDecimal } from './cross-rate';
import { RATE_STALE_HOURS } from '../../../shared/contracts/staff-content';

const STALE_MS = RATE_STALE_HOURS * 3_600_000;
/** When each currency's stale warning was last logged: once an hour is enough to be noticed, not a flood. */
const warned = new Map<string, number>();

const warnIfStale = ({ clock, log }: Pick<Deps, 'clock' | 'log'>, rows: { currency: string; updatedAt: Date }[]): void => {
  const now = clock.now().getTime();
  for (const r of rows) {
    if (r.currency === 'USD' || now - r.updatedAt.getTime() <= STALE_MS || now - (warned.get(r.currency) ?? -Infinity) < 3_600_000) continue;
    warned.set(r.currency, now);
    log.warn({ currency: r.currency, updated_at: r.updatedAt.toISOString() }, `exchange rate ${r.currency} is older than ${RATE_STALE_HOURS} h (staff console: Exchange rates)`);
  }
};

/** Undefined when either currency has no stored rate. `unit` is the currency the rate is expressed in (`to`). */
export const getCurrencyRate = async (deps: Pick<Deps, 'db' | 'clock' | 'log'>, from: Currency, to: Currency): Promise<CurrencyRate | undefined> => {
  const rows = await deps.db.select().from(currencyRates).where(inArray(currencyRates.currency, [from, to]));
  warnIfStale(deps, rows);
  const fromRate = rows.find((r) => r.currency === from)?.ratePpm;
  const toRate = rows.find((r) => r.currency === to)?.ratePpm;
  if (!fromRate || !toRate) return undefined;
  const ppm = crossRatePpm(fromRate, toRate);
  return { unit: to, rate: ppmToDecimal(ppm), rate_ppm: ppm.toString() };
};
