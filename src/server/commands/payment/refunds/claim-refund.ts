// Claiming a refund: one row per payment (unique), written in the caller's transaction, so the decision to pay money
// back commits with whatever caused it (the cancellation, the extra capture) and can never be made twice.
// The provider is called later, outside the transaction (execute-refund.ts).
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { paymentRefunds } from '../../../db/schema/index';

export type RefundKind = 'cancellation' | 'extra_capture' | 'mismatch';
export type RefundRow = typeof paymentRefunds.$inferSelect;

interface ClaimRefund {
  paymentId: number;
  amountCents: bigint;
  kind: RefundKind;
  reason: string;
  now: Date;
}

/** The payment's refund: the new claim, or the one already made (`claimed: false`). */
export const claimRefund = async (db: DbOrTx, c: ClaimRefund): Promise<{ refund: RefundRow; claimed: boolean }> => {
  const [claimed] = await db
    .insert(paymentRefunds)
    .values({
      paymentId: c.paymentId, amountCents: c.amountCents, kind: c.kind, status: 'pending', reason: c.reason,
      nextAttemptAt: c.now, createdAt: c.now, updatedAt: c.now,
    })
    .onConflictDoNothing()
    .returning();
  if (claimed) return { refund: claimed, claimed: true };
  const [existing] = await db.select().from(paymentRefunds).where(eq(paymentRefunds.paymentId, c.paymentId));
  if (!existing) throw new Error('refund claim vanished');
  return { refund: existing, claimed: false };
};
