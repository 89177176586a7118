// Refunds a confirmed payment through its provider (the orders area's cancel command calls this: a cancel within
// one hour keeps the 3.5% platform fee and refunds the rest). Call it OUTSIDE any transaction: the provider is
// called in between. Idempotent: one refund per payment, claimed by a unique row before the provider is asked,
// so a retry or a concurrent call never refunds twice. Wire transfers are refunded by staff: recorded as 'manual'.
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { paymentRefunds, payments } from '../../db/schema/index';
import { paymentsFor } from '../../integrations/payments/index';
import { divRound } from '../../../shared/money';
import { PLATFORM_FEE_PPM } from '../../../shared/status/order';
import { invalid } from '../../http/errors';
import { nothingToRefund, providerNotConfigured } from './payment-errors';

/** What a cancellation refunds: the total minus the 3.5% platform fee, the fee rounded half-up in cents. */
export const cancellationRefundCents = (totalCents: bigint): bigint => totalCents - divRound(totalCents * PLATFORM_FEE_PPM, 1_000_000n);

export interface RefundPayment {
  orderId: number;
  amountCents: bigint;
  reason: string;
}

export interface RefundOutcome {
  paymentId: number;
  amountCents: bigint;
  /** done: the provider refunded; manual: staff must pay it back (wire); failed: the provider refused. */
  status: 'done' | 'manual' | 'failed';
  refundRef: string | null;
  msgCode: string | null;
  /** false when this refund had already been made (a retry). */
  changed: boolean;
}

export const refundPayment = async (deps: Deps, r: RefundPayment): Promise<RefundOutcome> => {
  const [payment] = await deps.db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, r.orderId), inArray(payments.status, ['done', 'refunded'])))
    .orderBy(desc(payments.attemptNo))
    .limit(1);
  if (!payment) throw nothingToRefund();
  if (r.amountCents <= 0n || r.amountCents > payment.amountCents) throw invalid({ amountCents: 'validation.refundAmount' });
  const now = deps.clock.now();

  const [claimed] = await deps.db
    .insert(paymentRefunds)
    .values({ paymentId: payment.id, amountCents: r.amountCents, status: 'pending', reason: r.reason, createdAt: now, updatedAt: now })
    .onConflictDoNothing()
    .returning();
  if (!claimed) {
    const [existing] = await deps.db.select().from(paymentRefunds).where(eq(paymentRefunds.paymentId, payment.id));
    if (!existing) throw new Error('refund claim vanished');
    // A failed refund may be tried again; anything else is the answer already given.
    const retry = existing.status === 'failed'
      ? await deps.db.update(paymentRefunds).set({ status: 'pending', amountCents: r.amountCents, updatedAt: now })
          .where(and(eq(paymentRefunds.id, existing.id), eq(paymentRefunds.status, 'failed'))).returning()
      : [];
    if (!retry.length) {
      return {
        paymentId: payment.id, amountCents: existing.amountCents, status: existing.status === 'pending' ? 'manual' : (existing.status as RefundOutcome['status']),
        refundRef: existing.providerRefundRef, msgCode: existing.msgCode, changed: false,
      };
    }
  }

  let outcome: { status: RefundOutcome['status']; refundRef: string | null; msgCode: string | null };
  if (payment.provider === 'wire') {
    outcome = { status: 'manual', refundRef: null, msgCode: null };
  } else {
    const provider = paymentsFor(deps).byName(payment.provider);
    if (!provider || !payment.providerRef) throw providerNotConfigured();
    const res = await provider
      .refund({ providerRef: payment.providerRef, amount: r.amountCents, currency: 'USD' })
      .catch((err: unknown) => {
        deps.log.warn({ err, paymentId: payment.id }, 'refund failed to complete');
        return { ok: false as const, msgCode: 'processor_network' };
      });
    outcome = res.ok ? { status: 'done', refundRef: res.refundRef, msgCode: null } : { status: 'failed', refundRef: null, msgCode: res.msgCode };
  }

  const done = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await tx.update(paymentRefunds)
      .set({ status: outcome.status, providerRefundRef: outcome.refundRef, msgCode: outcome.msgCode, updatedAt: done })
      .where(eq(paymentRefunds.paymentId, payment.id));
    if (outcome.status !== 'failed') {
      await tx.update(payments).set({ status: 'refunded', updatedAt: done }).where(eq(payments.id, payment.id));
    }
  });
  if (outcome.status === 'failed') deps.log.error({ paymentId: payment.id, msgCode: outcome.msgCode }, 'refund refused by the provider');
  return { paymentId: payment.id, amountCents: r.amountCents, ...outcome, changed: true };
};
