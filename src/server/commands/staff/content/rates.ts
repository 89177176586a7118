// Exchange rates (issue 9; spec platform §3 country rate info): one USD in each display currency, which the shop's
// price formatter converts with (POST /currency/trans), checkout totals and mails read. Staff see each rate with its
// age and edit one; a rate older than RATE_STALE_HOURS (48 h: the Japanese edition keeps the rate in a cookie for a
// day, so a day more means nobody updated it) is flagged in the console and logged as a warning.
import { asc, eq } from 'drizzle-orm';
import type { Deps } from '../../../deps';
import { currencyRates } from '../../../db/schema/index';
import { RATE_MAX, RATE_MAX_JUMP, RATE_MIN, RATE_STALE_HOURS, type StaffRate } from '../../../../shared/contracts/staff-content';
import { CURRENCIES, type Currency } from '../../../../shared/money';
import { invalid, notFound } from '../../../http/errors';
import { ppmToDecimal } from '../../content/cross-rate';
import { writeAudit } from '../audit';

type Row = typeof currencyRates.$inferSelect;
const STALE_MS = RATE_STALE_HOURS * 3_600_000;
const isCurrency = (c: string): c is Currency => (CURRENCIES as readonly string[]).includes(c);

export const isStale = (updatedAt: Date, now: Date): boolean => now.getTime() - updatedAt.getTime() > STALE_MS;

const toStaff = (r: Row & { currency: Currency }, now: Date): StaffRate => ({
  currency: r.currency, rate: ppmToDecimal(r.ratePpm), updated_at: r.updatedAt.toISOString(), stale: r.currency !== 'USD' && isStale(r.updatedAt, now),
});

export const listRates = async ({ db, clock, log }: Pick<Deps, 'db' | 'clock' | 'log'>) => {
  const now = clock.now();
  const rows = await db.select().from(currencyRates).orderBy(asc(currencyRates.currency));
  const list = rows.filter((r): r is Row & { currency: Currency } => isCurrency(r.currency)).map((r) => toStaff(r, now));
  for (const r of list) if (r.stale) log.warn({ currency: r.currency, updated_at: r.updated_at }, `exchange rate ${r.currency} is older than ${RATE_STALE_HOURS} h`);
  return { stale_hours: RATE_STALE_HOURS, list };
};

/** '151.25' → 151250000n (the schema allows at most six decimals). */
const toPpm = (rate: string): bigint => {
  const [whole = '0', frac = ''] = rate.split('.');
  return BigInt(whole) * 1_000_000n + BigInt(frac.padEnd(6, '0'));
};

export const saveRate = async ({ db, clock }: Pick<Deps, 'db' | 'clock'>, staffId: number, r: { currency: Exclude<Currency, 'USD'>; rate: string }): Promise<StaffRate> =>
  db.transaction(async (tx) => {
    const ppm = toPpm(r.rate);
    const value = Number(ppm) / 1e6;
    if (!(value >= RATE_MIN && value <= RATE_MAX)) throw invalid({ rate: 'validation.rateBounds' });
    const [before] = await tx.select().from(currencyRates).where(eq(currencyRates.currency, r.currency)).for('update');
    if (!before) throw notFound('No rate for this currency.');
    const old = Number(before.ratePpm) / 1e6;
    // A slipped digit (151 → 1510) is the likeliest mistake; a real market never moves this far between edits.
    if (value > old * RATE_MAX_JUMP || value < old / RATE_MAX_JUMP) throw invalid({ rate: 'validation.rateJump' });
    const now = clock.now();
    const [row] = await tx.update(currencyRates).set({ ratePpm: ppm, updatedAt: now }).where(eq(currencyRates.currency, r.currency)).returning();
    if (!row) throw notFound('No rate for this currency.');
    const after = toStaff({ ...row, currency: r.currency }, now);
    await writeAudit(tx, {
      staffId, action: 'content.manage', recordType: 'currency_rate', recordId: r.currency,
      before: { rate: ppmToDecimal(before.ratePpm), updated_at: before.updatedAt.toISOString() }, after, now,
    });
    return after;
  });
