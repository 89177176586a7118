// Payment attempts: rows of `payments`, numbered 1, 2, 3... per order. A retry with another method is a new row.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { payments } from '../../db/schema/index';
import { isUniqueViolation } from '../../db/errors';
import type { PaymentAttempt } from '../../../shared/contracts/payment';

export type PaymentRow = typeof payments.$inferSelect;


interface NewAttempt {
  orderId: number;
  method: number;
  provider: string;
  amountCents: bigint;
  currency?: string;
  now: Date;
  result?: PaymentRow['result'];
  receiptKey?: string;
}

/** Inserts the next attempt number; two concurrent starts for one order both get a number (retry on the unique key). */
export const insertAttempt = async (db: DbOrTx, a: NewAttempt): Promise<PaymentRow> => {
  for (let i = 0; ; i++) {
    try {
      const [row] = await db
        .insert(payments)
        .values({
          orderId: a.orderId,
          attemptNo: sql`(select coalesce(max(${payments.attemptNo}), 0) + 1 from ${payments} where ${payments.orderId} = ${a.orderId})`,
          method: a.method,
          provider: a.provider,
          amountCents: a.amountCents,
          currency: a.currency ?? 'USD',
          status: 'pending',
          result: a.result ?? null,
          receiptKey: a.receiptKey ?? null,
          receiptUploadedAt: a.receiptKey ? a.now : null,
          createdAt: a.now,
          updatedAt: a.now,
        })
        .returning();
      return row as PaymentRow;
    } catch (err) {
      if (i < 4 && isUniqueViolation(err)) continue;
      throw err;
    }
  }
};

export const attemptsOf = (db: DbOrTx, orderId: number): Promise<PaymentRow[]> =>
  db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(asc(payments.attemptNo));

export const attemptByRef = async (db: DbOrTx, provider: string, ref: string): Promise<PaymentRow | undefined> => {
  const [row] = await db.select().from(payments).where(and(eq(payments.provider, provider), eq(payments.providerRef, ref)));
  return row;
};

export const presentAttempt = (p: PaymentRow): PaymentAttempt => ({
  attempt_no: p.attemptNo,
  payment_id: p.method,
  provider: p.provider,
  status: p.status as PaymentAttempt['status'],
  result: p.result as PaymentAttempt['result'],
  msg_code: p.msgCode,
  amount: p.amountCents.toString(),
  currency: p.currency,
  created_at: p.createdAt.toISOString(),
  updated_at: p.updatedAt.toISOString(),
});
