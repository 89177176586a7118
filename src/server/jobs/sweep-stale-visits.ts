// Housekeeping for what visitors leave behind (issue 7 §5): guest ids nobody can use any more, and checkout sessions
// (step 2's carrier choices) long abandoned. Batched deletes (a few thousand rows per statement), so a large backlog
// never holds one long lock; conditional on the injected clock, so idempotent and safe on several processes.
import { inArray, lt } from 'drizzle-orm';
import type { Deps } from '../deps';
import { checkoutSessions, guests } from '../db/schema/index';
import { DAY } from '../clock';
import { Limits } from '../../shared/ids';

/** A guest id lives in a 30-day cookie; a month after that nobody presents it (an unknown id just gets a new one). */
export const GUEST_KEEP_MS = 2 * Limits.guidCookieDays * DAY;
/** A checkout untouched for a week is abandoned (order/make with its id then answers "checkout not found"). */
export const CHECKOUT_KEEP_MS = 7 * DAY;
export const STALE_BATCH = 5000;

const deleteInBatches = async (run: () => Promise<number>): Promise<number> => {
  let total = 0;
  for (;;) {
    const n = await run();
    total += n;
    if (n < STALE_BATCH) return total;
  }
};

export const sweepStaleVisits = async ({ db, clock }: Pick<Deps, 'db' | 'clock'>): Promise<{ guests: number; checkouts: number }> => {
  const now = clock.now().getTime();
  const guestCutoff = new Date(now - GUEST_KEEP_MS);
  const checkoutCutoff = new Date(now - CHECKOUT_KEEP_MS);
  const guestsDeleted = await deleteInBatches(async () => {
    const due = db.select({ guid: guests.guid }).from(guests).where(lt(guests.createdAt, guestCutoff)).limit(STALE_BATCH);
    return (await db.delete(guests).where(inArray(guests.guid, due)).returning({ guid: guests.guid })).length;
  });
  const checkoutsDeleted = await deleteInBatches(async () => {
    const due = db.select({ id: checkoutSessions.id }).from(checkoutSessions).where(lt(checkoutSessions.updatedAt, checkoutCutoff)).limit(STALE_BATCH);
    return (await db.delete(checkoutSessions).where(inArray(checkoutSessions.id, due)).returning({ id: checkoutSessions.id })).length;
  });
  return { guests: guestsDeleted, checkouts: checkoutsDeleted };
};
