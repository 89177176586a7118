// POST /pay_msg: a provider's callback. Verified (bad signature: 400, logged), stored raw in payment_events,
// then processed once per provider event id: a repeated delivery answers as the first did and records nothing
// new. A callback for an unknown payment is refused (4xx) and logged; the refusal is stored too. A capture that must
// not be kept (the order was cancelled or already paid, the amount or currency is wrong) is acknowledged and
// refunded automatically (apply-outcome.ts): refusing it would leave the money taken.
import { and, eq } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { paymentEvents } from '../../db/schema/index';
import { paymentsFor } from '../../integrations/payments/index';
import type { Headers } from '../../integrations/payments/provider';
import { applyOutcome, type OutcomeResult } from './apply-outcome';
import { attemptByRef } from './attempts';
import { closeOpenAttempts } from './close-open-attempts';
import { callbackMismatch, callbackUnknown, signatureInvalid } from './payment-errors';
import { executeRefund } from './refunds/execute-refund';

type Decision = OutcomeResult['decision'] | 'refused:mismatch';

interface CallbackAck {
  received: boolean;
  duplicate: boolean;
}

export const receiveCallback = async (deps: Deps, input: { rawBody: string; headers: Headers }): Promise<CallbackAck> => {
  const provider = paymentsFor(deps).forCallback(input.headers);
  if (!provider) {
    deps.log.warn({ bytes: input.rawBody.length }, 'payment callback from no configured provider');
    throw signatureInvalid();
  }
  const verified = await provider.verifyCallback(input.rawBody, input.headers);
  if (!verified.ok) {
    deps.log.warn({ provider: provider.name, reason: verified.reason }, 'payment callback refused: not verified');
    throw signatureInvalid();
  }
  const ev = verified.event;
  const now = deps.clock.now();
  await deps.db
    .insert(paymentEvents)
    .values({ provider: ev.provider, eventId: ev.eventId, rawBody: input.rawBody, receivedAt: now })
    .onConflictDoNothing();

  const { decision, duplicate, refundId, paidOrderId } = await deps.db.transaction(async (tx) => {
    // The row lock makes concurrent deliveries of one event take turns; the second sees processed_at.
    const [row] = await tx
      .select()
      .from(paymentEvents)
      .where(and(eq(paymentEvents.provider, ev.provider), eq(paymentEvents.eventId, ev.eventId)))
      .for('update');
    if (!row) throw new Error('payment event vanished');
    const none = { refundId: null, paidOrderId: null };
    if (row.processedAt) return { decision: (row.outcome ?? 'duplicate') as Decision, duplicate: true, ...none };
    const attempt = await attemptByRef(tx, ev.provider, ev.providerRef);
    let outcome: { decision: Decision; refundId: number | null; paidOrderId: number | null };
    if (!attempt) outcome = { decision: 'refused:unknown_order', ...none };
    else if (ev.orderId !== null && ev.orderId !== attempt.orderId) outcome = { decision: 'refused:mismatch', ...none };
    else {
      outcome = await applyOutcome(tx, attempt.id, {
        type: ev.type, msgCode: ev.msgCode, amount: ev.amount, currency: ev.currency, actorId: ev.provider, now,
      });
    }
    await tx.update(paymentEvents).set({ processedAt: now, outcome: outcome.decision }).where(eq(paymentEvents.id, row.id));
    return { ...outcome, duplicate: false };
  });

  if (refundId !== null) {
    deps.log.warn({ provider: ev.provider, eventId: ev.eventId, ref: ev.providerRef, decision, refundId }, 'capture that cannot be kept: refunding it');
    await executeRefund(deps, refundId);
  }
  if (paidOrderId !== null) await closeOpenAttempts(deps, paidOrderId);
  if (decision.startsWith('refused:')) {
    deps.log.warn({ provider: ev.provider, eventId: ev.eventId, ref: ev.providerRef, orderId: ev.orderId, decision }, 'payment callback refused');
    if (decision === 'refused:unknown_order') throw callbackUnknown();
    throw callbackMismatch();
  }
  return { received: true, duplicate: duplicate || decision === 'duplicate' };
};
