// Refunds the payment that paid an order (a cancellation within one hour keeps the 3.5% platform fee and refunds the
// rest). Call it OUTSIDE any transaction: the provider is called in between. Idempotent: one refund per payment,
// claimed by a unique row before the provider is asked (refunds/claim-refund.ts), executed under a lease
// (refunds/execute-refund.ts), so a retry or a concurrent call never refunds twice. Wire transfers are 'manual'.
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Deps } from '../../deps';
import type { DbOrTx } from '../../db/client';
import { orders, paymentRefunds, payments } from '../../db/schema/index';
import { divRound } from '../../../shared/money';
import { PLATFORM_FEE_PPM } from '../../../shared/status/order';
import { invalid } from '../../http/errors';
import { nothingToRefund } from './payment-errors';
import { claimRefund, type RefundKind } from './refunds/claim-refund';
import { executeRefund } from './refunds/execute-refund';

/** What a cancellation refunds: the total minus the 3.5% platform fee, the fee rounded half-up in cents. */
export const cancellationRefundCents = (totalCents: bigint): bigint => totalCents - divRound(totalCents * PLATFORM_FEE_PPM, 1_000_000n);

/** The payment that paid the order (orders.paid_payment_id; for orders paid before that column, the latest one). */
export const paidPaymentOf = async (db: DbOrTx, orderId: number): Promise<typeof payments.$inferSelect | undefined> => {
  const [order] = await db.select({ paidPaymentId: orders.paidPaymentId }).from(orders).where(eq(orders.id, orderId));
  const where = order?.paidPaymentId
    ? eq(payments.id, order.paidPaymentId)
    : and(eq(payments.orderId, orderId), inArray(payments.status, ['done', 'refunded']));
  const [payment] = await db.select().from(payments).where(where).orderBy(desc(payments.attemptNo)).limit(1);
  return payment;
};

interface RefundPayment {
  orderId: number;
  amountCents: bigint;
  reason: string;
  kind?: RefundKind;
}

interface RefundOutcome {
  paymentId: number;
  amountCents: bigint;
  /** done: the provider refunded; manual: staff must pay it back (wire); failed: refused, tried again later. */
  status: 'pending' | 'processing' | 'done' | 'manual' | 'failed';
  refundRef: string | null;
  msgCode: string | null;
  /** false when this refund had already been claimed (a retry). */
  changed: boolean;
}

export const refundPayment = async (deps: Deps, r: RefundPayment): Promise<RefundOutcome> => {
  const payment = await paidPaymentOf(deps.db, r.orderId);
  if (!payment) throw nothingToRefund();
  if (r.amountCents <= 0n || r.amountCents > payment.amountCents) throw invalid({ amountCents: 'validation.refundAmount' });
  const { refund, claimed } = await claimRefund(deps.db, {
    paymentId: payment.id, amountCents: r.amountCents, kind: r.kind ?? 'cancellation', reason: r.reason, now: deps.clock.now(),
  });
  await executeRefund(deps, refund.id);
  const [row] = await deps.db.select().from(paymentRefunds).where(eq(paymentRefunds.id, refund.id));
  if (!row) throw new Error('refund vanished');
  return {
    paymentId: payment.id, amountCents: row.amountCents, status: row.status as RefundOutcome['status'],
    refundRef: row.providerRefundRef, msgCode: row.msgCode, changed: claimed,
  };
};
