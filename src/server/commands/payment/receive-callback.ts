// POST /pay_msg: a provider's callback. Verified (bad signature: 400, logged), stored raw in payment_events,
// then processed once per provider event id: a repeated delivery answers as the first did and records nothing
// new. A callback for an unknown or cancelled order is refused (4xx) and logged; the refusal is stored too.
import { and, eq } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { paymentEvents } from '../../db/schema/index';
import { paymentsFor } from '../../integrations/payments/index';
import type { Headers } from '../../integrations/payments/provider';
import { applyOutcome, type OutcomeDecision } from './apply-outcome';
import { attemptByRef } from './attempts';
import { callbackMismatch, callbackOrderCancelled, callbackUnknown, signatureInvalid } from './payment-errors';

export interface CallbackAck {
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

  const { decision, duplicate } = await deps.db.transaction(async (tx) => {
    // The row lock makes concurrent deliveries of one event take turns; the second sees processed_at.
    const [row] = await tx
      .select()
      .from(paymentEvents)
      .where(and(eq(paymentEvents.provider, ev.provider), eq(paymentEvents.eventId, ev.eventId)))
      .for('update');
    if (!row) throw new Error('payment event vanished');
    if (row.processedAt) return { decision: (row.outcome ?? 'duplicate') as OutcomeDecision | 'refused:mismatch', duplicate: true };
    const attempt = await attemptByRef(tx, ev.provider, ev.providerRef);
    let decision: OutcomeDecision | 'refused:mismatch';
    if (!attempt) decision = 'refused:unknown_order';
    else if (ev.orderId !== null && ev.orderId !== attempt.orderId) decision = 'refused:mismatch';
    else {
      decision = await applyOutcome(tx, attempt.id, {
        type: ev.type, msgCode: ev.msgCode, amount: ev.amount, actorId: ev.provider, now,
      });
    }
    await tx.update(paymentEvents).set({ processedAt: now, outcome: decision }).where(eq(paymentEvents.id, row.id));
    return { decision, duplicate: false };
  });

  if (decision.startsWith('refused:')) {
    deps.log.warn({ provider: ev.provider, eventId: ev.eventId, ref: ev.providerRef, orderId: ev.orderId, decision }, 'payment callback refused');
    if (decision === 'refused:order_cancelled' && ev.type === 'payment.succeeded') {
      // Money arrived for an order that no longer exists as a sale: someone must pay it back.
      deps.log.error({ eventId: ev.eventId, ref: ev.providerRef }, 'payment succeeded for a cancelled order: refund it');
    }
    if (decision === 'refused:order_cancelled') throw callbackOrderCancelled();
    if (decision === 'refused:unknown_order') throw callbackUnknown();
    throw callbackMismatch();
  }
  return { received: true, duplicate: duplicate || decision === 'duplicate' };
};
