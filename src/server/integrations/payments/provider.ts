// The one interface every payment provider implements (ARCHITECTURE "Outside services"). Commands call it outside
// database transactions; callbacks come back through verifyCallback and are processed idempotently by event id.

export type ProviderName = 'sandbox' | 'braintree' | 'paypal';

export interface CreatePaymentInput {
  orderId: number;
  orderNo: string;
  /** Our attempt, so the provider can echo it (Braintree/PayPal custom ids). */
  attemptNo: number;
  /** Minor units (USD cents). */
  amount: bigint;
  currency: 'USD';
  /** Spec payment method id: PayPal 1, card 2, Union Pay 7. */
  method: number;
  /** Where the provider sends the browser after the payment (our result pages). */
  returnUrl: string;
  cancelUrl: string;
}

export interface CreatedPayment {
  providerRef: string;
  /** The provider's page; null when the payment is made in our own page (Braintree drop-in). */
  redirectUrl: string | null;
}

export type PaymentEventType = 'payment.succeeded' | 'payment.failed' | 'payment.pending' | 'payment.cancelled' | 'refund.succeeded';

export interface VerifiedEvent {
  provider: ProviderName;
  eventId: string;
  type: PaymentEventType;
  providerRef: string;
  /** Our order id as the provider echoes it, when it does. */
  orderId: number | null;
  /** Minor units, when the event carries an amount. */
  amount: bigint | null;
  /** ISO 4217 code of that amount, when the event carries one (checked against the attempt with the amount). */
  currency: string | null;
  msgCode: string | null;
}

export type VerifyResult = { ok: true; event: VerifiedEvent } | { ok: false; reason: string };

export type Headers = Record<string, string | string[] | undefined>;

export interface RefundInput {
  providerRef: string;
  amount: bigint;
  currency: 'USD';
}

export type RefundResult = { ok: true; refundRef: string } | { ok: false; msgCode: string };

/** Outcome of a charge decided synchronously (Braintree nonce, PayPal capture). */
export type ChargeResult =
  | { ok: true; providerRef: string }
  | { ok: false; providerRef: string | null; msgCode: string };

export interface PaymentProvider {
  readonly name: ProviderName;
  createPayment(input: CreatePaymentInput): Promise<CreatedPayment>;
  /** True when these headers look like this provider's callback (the dispatcher picks the verifier). */
  recognizes(headers: Headers): boolean;
  verifyCallback(rawBody: string, headers: Headers): Promise<VerifyResult>;
  refund(input: RefundInput): Promise<RefundResult>;
  /** Client token for Braintree-style drop-in flows. */
  clientToken(): Promise<string>;
  /** Charges a client nonce right away (Braintree); providers with hosted pages do not implement it. */
  chargeNonce?(input: CreatePaymentInput & { nonce: string }): Promise<ChargeResult>;
  /** Captures an approved order (PayPal, after the buyer returns). */
  capture?(providerRef: string): Promise<ChargeResult>;
  /**
   * Closes a payment that was started but not completed, so its page can no longer take money (the order was
   * cancelled, or paid another way). Providers whose payments only complete through our own server call (Braintree
   * nonce, PayPal capture) need none: that call checks the order first.
   */
  expirePayment?(providerRef: string): Promise<void>;
}

/** Raised by adapters when the provider could not be reached or answered garbage: 'processor_network'. */
export class ProviderUnavailableError extends Error {
  constructor(readonly provider: ProviderName, detail: string) {
    super(`${provider} unavailable: ${detail}`);
  }
}

/** First value of a header (Node gives arrays for repeated headers). */
export const header = (headers: Headers, name: string): string | undefined => {
  const v = headers[name.toLowerCase()];
  return Array.isArray(v) ? v[0] : v;
};

/** 1234n from "12.34" (a provider's decimal amount); null when it is not a plain decimal with at most 2 places. */
export const decimalToCents = (value: string | undefined): bigint | null => {
  const m = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(value ?? '');
  return m ? BigInt(m[1]!) * 100n + BigInt((m[2] ?? '0').padEnd(2, '0')) : null;
};

/** "12.34" from 1234n cents: the decimal form the real providers' APIs take. */
export const centsToDecimal = (cents: bigint): string => {
  const neg = cents < 0n;
  const s = (neg ? -cents : cents).toString().padStart(3, '0');
  return `${neg ? '-' : ''}${s.slice(0, -2)}.${s.slice(-2)}`;
};
