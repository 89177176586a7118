// A distributor's rebate terms over time (issue 15): the terms set at approval, then staff's changes, each in force
// from the start of a later period (src/shared/partners/rebate.ts termsAt / nextTermsStart). Read by the statements,
// by the order recording (an order keeps the rate in force when it was recorded) and by the console.
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { distributorTermChanges } from '../../db/schema/index';
import { termsAt, type RebatePeriod, type RebateTerms, type RebateTermsChange } from '../../../shared/partners/rebate';

export const asPeriod = (p: string | null): RebatePeriod | null => (p === 'monthly' || p === 'quarterly' ? p : null);

/** The approval's terms, or null before approval (or after a rejection). */
export const initialTerms = (d: { rateBp: number | null; period: string | null }): RebateTerms | null => {
  const period = asPeriod(d.period);
  return d.rateBp === null || period === null ? null : { rateBp: d.rateBp, period };
};

export const termChangesOf = async (db: DbOrTx, distributorId: number): Promise<RebateTermsChange[]> =>
  (await db.select().from(distributorTermChanges).where(eq(distributorTermChanges.distributorId, distributorId)).orderBy(asc(distributorTermChanges.effectiveFrom), asc(distributorTermChanges.id)))
    .map((c) => ({ rateBp: c.rateBp, period: asPeriod(c.period) ?? 'monthly', from: c.effectiveFrom }));

export interface TermsTimeline {
  initial: RebateTerms;
  changes: RebateTermsChange[];
  at: (at: Date) => RebateTerms;
  /** The change that is not in force yet at `now`, if any. */
  scheduled: (now: Date) => RebateTermsChange | null;
}

export const termsTimeline = async (db: DbOrTx, d: { id: number; rateBp: number | null; period: string | null }): Promise<TermsTimeline | null> => {
  const initial = initialTerms(d);
  if (!initial) return null;
  const changes = await termChangesOf(db, d.id);
  return {
    initial,
    changes,
    at: (at) => termsAt(initial, changes, at),
    scheduled: (now) => changes.filter((c) => c.from.getTime() > now.getTime()).at(-1) ?? null,
  };
};
