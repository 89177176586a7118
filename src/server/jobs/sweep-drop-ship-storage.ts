// Drop shipping's free storage (issue 15; spec services: goods stored free for up to 6 months): a reminder to the
// customer STORAGE_REMINDER_DAYS before free storage of an item ends, while units are still in storage. Idempotent on
// the injected clock: a stock row is claimed by setting reminder_sent_at in the same statement that picks it (several
// processes cannot both mail), and the mail's dedupe key names the storage period. Adding units starts a new period.
import { and, isNull, lte, sql } from 'drizzle-orm';
import type { Deps } from '../deps';
import { dropShipStock } from '../db/schema/index';
import { FREE_STORAGE_MONTHS, STORAGE_REMINDER_DAYS } from '../../shared/contracts/drop-ship';
import { freeUntil, unitsInLists } from '../commands/drop-ship/stock';
import { mailDropShipStorageEnding } from '../commands/mail/mail-drop-ship';

export const sweepDropShipStorage = async ({ db, clock }: Pick<Deps, 'db' | 'clock'>): Promise<{ reminded: number }> => {
  const now = clock.now();
  // stored before this instant: free storage ends within the reminder window
  const cutoff = new Date(now.getTime() + STORAGE_REMINDER_DAYS * 86_400_000);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - FREE_STORAGE_MONTHS);
  return db.transaction(async (tx) => {
    const due = await tx.update(dropShipStock).set({ reminderSentAt: now })
      .where(and(isNull(dropShipStock.reminderSentAt), lte(dropShipStock.storedAt, cutoff), sql`${dropShipStock.quantity} > 0`))
      .returning();
    let reminded = 0;
    for (const s of due) {
      const units = s.quantity - ((await unitsInLists(tx, s.userId)).get(s.item) ?? 0);
      if (units <= 0) continue; // everything already went out in lists
      await mailDropShipStorageEnding(tx, s.userId, { stockId: s.id, item: s.item, units, freeUntil: freeUntil(s.storedAt), storedAt: s.storedAt }, now);
      reminded += 1;
    }
    return { reminded };
  });
};
