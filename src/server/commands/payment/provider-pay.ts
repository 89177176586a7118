// The provider-specific entry points of the spec's call list (platform §7): GET /braintree/token,
// POST /braintree/pay and POST /payment/paypal/pay. With the sandbox they lead to the sandbox's own pages;
// with the real adapters they charge a Braintree nonce or capture an approved PayPal order right away.
import type { Deps } from '../../deps';
import { paymentsFor } from '../../integrations/payments/index';
import type { ChargeResult } from '../../integrations/payments/provider';
import type { PayAnswer } from '../../../shared/contracts/payment';
import { applyOutcome } from './apply-outcome';
import { attemptByRef, type PaymentRow } from './attempts';
import { eq } from 'drizzle-orm';
import { payments } from '../../db/schema/index';
import { nonceRequired, orderNotFound, providerNotConfigured } from './payment-errors';
import { closeOpenAttempts } from './close-open-attempts';
import { executeRefund } from './refunds/execute-refund';
import { getOrderForPayment } from '../order/transition-order';
import { openAttempt, payableOrder, providerFor } from './start-payment';

const answer = (p: PaymentRow, redirectUrl: string | null): PayAnswer => ({
  order_id: p.orderId, payment_id: p.method, attempt_no: p.attemptNo, redirect_url: redirectUrl,
  status: p.status as PayAnswer['status'], msg_code: p.msgCode,
});

export const braintreeToken = async (deps: Deps): Promise<{ provider: string; client_token: string }> => {
  const provider = paymentsFor(deps).forMethod(2);
  if (!provider) throw providerNotConfigured();
  return { provider: provider.name, client_token: await provider.clientToken() };
};

/**
 * Records a synchronous charge result in one transaction (payment row + order paid, or a refund claimed when the
 * order could no longer take the money), then executes the refund or closes the order's other open attempts.
 */
const recordCharge = async (deps: Deps, attempt: PaymentRow, result: ChargeResult): Promise<PaymentRow> => {
  const now = deps.clock.now();
  const outcome = await deps.db.transaction(async (tx) => {
    if (result.providerRef && result.providerRef !== attempt.providerRef) {
      await tx.update(payments).set({ providerRef: result.providerRef, updatedAt: now }).where(eq(payments.id, attempt.id));
    }
    return applyOutcome(tx, attempt.id, {
      type: result.ok ? 'payment.succeeded' : 'payment.failed', msgCode: result.ok ? null : result.msgCode,
      amount: null, currency: null, actorId: attempt.provider, now,
    });
  });
  if (outcome.refundId !== null) await executeRefund(deps, outcome.refundId);
  if (outcome.paidOrderId !== null) await closeOpenAttempts(deps, outcome.paidOrderId);
  const [row] = await deps.db.select().from(payments).where(eq(payments.id, attempt.id));
  return row as PaymentRow;
};

export const payWithBraintree = async (deps: Deps, userId: number, orderId: number, nonce: string | undefined): Promise<PayAnswer> => {
  const order = await payableOrder(deps, userId, orderId);
  const provider = providerFor(deps, 2);
  if (!provider.chargeNonce) {
    // The sandbox collects the card on its hosted page.
    const { attempt, redirectUrl } = await openAttempt(deps, order, 2, provider);
    return answer(attempt, redirectUrl);
  }
  if (!nonce) throw nonceRequired();
  const { attempt } = await openAttempt(deps, order, 2, provider);
  const result = await provider.chargeNonce({
    orderId: order.orderId, orderNo: order.orderNo, attemptNo: attempt.attemptNo, amount: order.amountDueCents,
    currency: 'USD', method: 2, returnUrl: '', cancelUrl: '', nonce,
  }).catch((err: unknown) => {
    deps.log.warn({ err, orderId }, 'braintree charge failed to complete');
    return { ok: false, providerRef: null, msgCode: 'processor_network' } as ChargeResult;
  });
  return answer(await recordCharge(deps, attempt, result), null);
};

export const payWithPaypal = async (deps: Deps, userId: number, orderId: number, paypalOrderId: string | undefined): Promise<PayAnswer> => {
  const provider = providerFor(deps, 1);
  if (!paypalOrderId) {
    const order = await payableOrder(deps, userId, orderId);
    const { attempt, redirectUrl } = await openAttempt(deps, order, 1, provider);
    return answer(attempt, redirectUrl);
  }
  // Back from the approval page: capture (real PayPal), or report what the sandbox's callback already decided.
  const order = await getOrderForPayment(deps.db, { orderId, userId });
  const attempt = await attemptByRef(deps.db, provider.name, paypalOrderId);
  if (!order || !attempt || attempt.orderId !== order.orderId) throw orderNotFound();
  if (!provider.capture || attempt.status !== 'pending') return answer(attempt, null);
  const result = await provider.capture(paypalOrderId).catch((err: unknown) => {
    deps.log.warn({ err, orderId }, 'paypal capture failed to complete');
    return { ok: false, providerRef: paypalOrderId, msgCode: 'processor_network' } as ChargeResult;
  });
  return answer(await recordCharge(deps, attempt, result), null);
};

