// Sends a claimed refund to the payment provider, once. The call is leased: a conditional update moves the refund to
// 'processing' first, so the callback that claimed it, the sweep and a staff retry can never call the provider twice
// for it at the same time. A provider that refuses or cannot be reached leaves it 'failed' with a next attempt after
// a growing delay (5, 10, 20, 40 minutes); after the fifth failure it waits for staff (the staff refund list).
// Wire transfers cannot be paid back by an API: they become 'manual' (staff transfers the money).
import { and, eq, inArray, isNotNull, lte, or, sql } from 'drizzle-orm';
import type { Deps } from '../../../deps';
import { paymentRefunds, payments } from '../../../db/schema/index';
import { paymentsFor } from '../../../integrations/payments/index';
import { MINUTE } from '../../../clock';
import { mailRefundSent } from './refund-mail';
import type { RefundKind, RefundRow } from './claim-refund';

const REFUND_MAX_ATTEMPTS = 5;
/** A lease older than this belongs to a runner that died mid-call: the refund may be taken again. */
export const REFUND_LEASE_MS = 10 * MINUTE;
const retryDelayMs = (attempts: number): number => 5 * MINUTE * 2 ** Math.max(0, attempts - 1);

export type RefundStatus = 'pending' | 'processing' | 'done' | 'manual' | 'failed';

/** Takes the refund for this runner when it is due; null when someone else has it or it is finished. */
const lease = async (deps: Pick<Deps, 'db' | 'clock'>, refundId: number, force: boolean): Promise<RefundRow | null> => {
  const now = deps.clock.now();
  const stale = new Date(now.getTime() - REFUND_LEASE_MS);
  const due = force
    ? inArray(paymentRefunds.status, ['pending', 'failed'])
    : or(
        eq(paymentRefunds.status, 'pending'),
        and(eq(paymentRefunds.status, 'failed'), isNotNull(paymentRefunds.nextAttemptAt), lte(paymentRefunds.nextAttemptAt, now)),
      );
  const [row] = await deps.db
    .update(paymentRefunds)
    .set({ status: 'processing', attempts: sql`${paymentRefunds.attempts} + 1`, updatedAt: now })
    .where(and(eq(paymentRefunds.id, refundId), or(due, and(eq(paymentRefunds.status, 'processing'), lte(paymentRefunds.updatedAt, stale)))))
    .returning();
  return row ?? null;
};

/**
 * Executes one refund if it is due (or, with `force`, whenever it is not finished: a staff retry). Answers the status
 * it ended in, or null when nothing was done (finished already, or another runner holds it).
 */
export const executeRefund = async (deps: Deps, refundId: number, opts: { force?: boolean } = {}): Promise<RefundStatus | null> => {
  const refund = await lease(deps, refundId, opts.force ?? false);
  if (!refund) return null;
  const [payment] = await deps.db.select().from(payments).where(eq(payments.id, refund.paymentId));
  if (!payment) throw new Error(`refund ${refundId}: payment ${refund.paymentId} missing`);

  let outcome: { status: 'done' | 'manual' | 'failed'; refundRef: string | null; msgCode: string | null };
  if (payment.provider === 'wire') {
    outcome = { status: 'manual', refundRef: null, msgCode: null };
  } else {
    const provider = paymentsFor(deps).byName(payment.provider);
    const res = !provider || !payment.providerRef
      ? { ok: false as const, msgCode: 'provider_not_configured' }
      : await provider
          .refund({ providerRef: payment.providerRef, amount: refund.amountCents, currency: 'USD' })
          .catch((err: unknown) => {
            deps.log.warn({ err, refundId }, 'refund call failed to complete');
            return { ok: false as const, msgCode: 'processor_network' };
          });
    outcome = res.ok ? { status: 'done', refundRef: res.refundRef, msgCode: null } : { status: 'failed', refundRef: null, msgCode: res.msgCode };
  }

  const now = deps.clock.now();
  const failed = outcome.status === 'failed';
  const nextAttemptAt = failed && refund.attempts < REFUND_MAX_ATTEMPTS ? new Date(now.getTime() + retryDelayMs(refund.attempts)) : null;
  await deps.db.transaction(async (tx) => {
    await tx
      .update(paymentRefunds)
      .set({
        status: outcome.status, providerRefundRef: outcome.refundRef, msgCode: outcome.msgCode, nextAttemptAt,
        completedAt: failed ? null : now, updatedAt: now,
      })
      .where(and(eq(paymentRefunds.id, refund.id), eq(paymentRefunds.status, 'processing')));
    if (!failed) {
      await tx.update(payments).set({ status: 'refunded', updatedAt: now }).where(eq(payments.id, payment.id));
      // the customer hears about money coming back (a failed attempt is not news: it is retried)
      await mailRefundSent(tx, {
        refundId: refund.id, orderId: payment.orderId, amountCents: refund.amountCents, kind: refund.kind as RefundKind, manual: outcome.status === 'manual',
      }, now);
    }
  });
  if (outcome.status === 'failed') {
    deps.log.error({ refundId, paymentId: payment.id, msgCode: outcome.msgCode, attempts: refund.attempts }, 'refund refused or not reachable');
  }
  return outcome.status;
};

