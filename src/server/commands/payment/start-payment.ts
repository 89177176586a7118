// POST /v1/payment/start: the owner starts a payment attempt for a payable order, first time or as a retry with
// another method after a failure. The provider is called outside any transaction (ARCHITECTURE "Placing an order
// is idempotent"); a provider that cannot be reached fails the attempt with 'processor_network'.
import { eq } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { payments } from '../../db/schema/index';
import { getOrderForPayment, type OrderForPayment } from '../order/transition-order';
import { ProviderUnavailableError, paymentsFor, type PaymentProvider } from '../../integrations/payments/index';
import { isWireMethod, type PaymentStart } from '../../../shared/contracts/payment';
import { insertAttempt, type PaymentRow } from './attempts';
import { mailWireInstructions } from '../mail/mail-wire-instructions';
import { notPayable, orderNotFound, providerNotConfigured, providerUnavailable } from './payment-errors';

interface StartPayment {
  userId: number;
  orderId: number;
  method: number;
}

/** The owner's payable order, or the error the customer should see. */
export const payableOrder = async (deps: Pick<Deps, 'db'>, userId: number, orderId: number): Promise<OrderForPayment> => {
  const order = await getOrderForPayment(deps.db, { orderId, userId });
  if (!order) throw orderNotFound();
  if (!order.payable) throw notPayable();
  return order;
};

/** Our pages the provider sends the browser back to. Absolute for real providers, relative for the sandbox. */
const backUrls = (deps: Pick<Deps, 'config'>, provider: PaymentProvider, orderId: number, method: number) => {
  const base = provider.name === 'sandbox' ? '' : deps.config.publicUrl.replace(/\/$/, '');
  return method === 1
    ? { returnUrl: `${base}/paypal-loading?order=${orderId}`, cancelUrl: `${base}/pay_msg?order=${orderId}` }
    : { returnUrl: `${base}/pay_msg?order=${orderId}`, cancelUrl: `${base}/credit_card?order=${orderId}` };
};

export const providerFor = (deps: Deps, method: number): PaymentProvider => {
  const provider = paymentsFor(deps).forMethod(method);
  if (!provider) throw providerNotConfigured();
  return provider;
};

/** Creates the attempt row, then asks the provider for its page. */
export const openAttempt = async (
  deps: Deps,
  order: OrderForPayment,
  method: number,
  provider: PaymentProvider,
): Promise<{ attempt: PaymentRow; redirectUrl: string | null }> => {
  const now = deps.clock.now();
  const attempt = await insertAttempt(deps.db, { orderId: order.orderId, method, provider: provider.name, amountCents: order.amountDueCents, now });
  try {
    const created = await provider.createPayment({
      orderId: order.orderId, orderNo: order.orderNo, attemptNo: attempt.attemptNo, amount: order.amountDueCents,
      currency: 'USD', method, ...backUrls(deps, provider, order.orderId, method),
    });
    await deps.db.update(payments).set({ providerRef: created.providerRef, updatedAt: deps.clock.now() }).where(eq(payments.id, attempt.id));
    return { attempt: { ...attempt, providerRef: created.providerRef }, redirectUrl: created.redirectUrl };
  } catch (err) {
    if (!(err instanceof ProviderUnavailableError)) throw err;
    deps.log.warn({ err, orderId: order.orderId }, 'payment provider unavailable');
    await deps.db
      .update(payments)
      .set({ status: 'failed', result: 'rejected', msgCode: 'processor_network', updatedAt: deps.clock.now() })
      .where(eq(payments.id, attempt.id));
    throw providerUnavailable();
  }
};

export const startPayment = async (deps: Deps, s: StartPayment): Promise<PaymentStart> => {
  const order = await payableOrder(deps, s.userId, s.orderId);
  if (isWireMethod(s.method)) {
    // The wire attempt is recorded when the customer uploads the bank receipt; until then: show the instructions,
    // and mail them (once per order and currency: the order placed with a wire transfer mailed them already).
    const method = s.method === 9 ? 9 : 8;
    await deps.db.transaction((tx) => mailWireInstructions(tx, { orderId: order.orderId, method, wire: paymentsFor(deps).config.wire }, deps.clock.now()));
    return { order_id: order.orderId, payment_id: s.method, attempt_no: null, next: 'wire', redirect_url: null };
  }
  const provider = providerFor(deps, s.method);
  const { attempt, redirectUrl } = await openAttempt(deps, order, s.method, provider);
  return {
    order_id: order.orderId,
    payment_id: s.method,
    attempt_no: attempt.attemptNo,
    next: 'redirect',
    // Braintree has no hosted page: the card is entered with its drop-in on our /credit_card page.
    redirect_url: redirectUrl ?? `/credit_card?order=${order.orderId}`,
  };
};
