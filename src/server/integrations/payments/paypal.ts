// PayPal adapter over the REST API (Orders v2) with fetch: no SDK. Only constructed when PAYPAL_CLIENT_ID and
// PAYPAL_SECRET are set. Flow: create an order (intent CAPTURE) and send the buyer to its approval link; PayPal
// returns the buyer to /paypal-loading?order=..&token=<paypal order id>; the page POSTs /payment/paypal/pay with
// paypal_order_id and we capture. Webhooks are verified by PayPal's verify-webhook-signature API (PAYPAL_WEBHOOK_ID).
import type { PaypalConfig } from './config';
import {
  ProviderUnavailableError, centsToDecimal, decimalToCents, header, type ChargeResult, type CreatePaymentInput, type CreatedPayment,
  type Headers, type PaymentEventType, type PaymentProvider, type RefundInput, type RefundResult, type VerifyResult,
} from './provider';

type FetchFn = typeof fetch;

interface PaypalLink { rel: string; href: string }
interface PaypalOrder {
  id: string;
  status: string;
  links?: PaypalLink[];
  purchase_units?: { payments?: { captures?: { id: string; status: string }[] } }[];
}

export class PaypalProvider implements PaymentProvider {
  readonly name = 'paypal' as const;
  private readonly base: string;
  private token: { value: string; expiresAt: number } | undefined;

  constructor(private readonly cfg: PaypalConfig, private readonly fetchFn: FetchFn = fetch) {
    this.base = cfg.environment === 'live' ? 'https://api-m.paypal.com' : 'https://api-m.sandbox.paypal.com';
  }

  private async call<T>(method: string, path: string, body?: unknown, auth?: string): Promise<{ status: number; json: T }> {
    let res: Response;
    try {
      res = await this.fetchFn(`${this.base}${path}`, {
        method,
        headers: auth
          ? { authorization: auth, 'content-type': 'application/x-www-form-urlencoded' }
          : { authorization: `Bearer ${await this.accessToken()}`, 'content-type': 'application/json' },
        body: typeof body === 'string' ? body : body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(30_000),
      });
    } catch (err) {
      throw new ProviderUnavailableError('paypal', String(err));
    }
    if (res.status >= 500) throw new ProviderUnavailableError('paypal', `HTTP ${res.status}`);
    return { status: res.status, json: (await res.json()) as T };
  }

  /** OAuth client-credentials token, reused until shortly before it expires (wall clock: a network cache, not a rule). */
  private async accessToken(): Promise<string> {
    if (this.token && this.token.expiresAt > Date.now() + 60_000) return this.token.value;
    const basic = `Basic ${Buffer.from(`${this.cfg.clientId}:${this.cfg.secret}`).toString('base64')}`;
    const { json } = await this.call<{ access_token?: string; expires_in?: number }>('POST', '/v1/oauth2/token', 'grant_type=client_credentials', basic);
    if (!json.access_token) throw new ProviderUnavailableError('paypal', 'no access token');
    this.token = { value: json.access_token, expiresAt: Date.now() + (json.expires_in ?? 300) * 1000 };
    return json.access_token;
  }

  async createPayment(input: CreatePaymentInput): Promise<CreatedPayment> {
    const { json } = await this.call<PaypalOrder>('POST', '/v2/checkout/orders', {
      intent: 'CAPTURE',
      purchase_units: [{
        reference_id: String(input.orderId),
        custom_id: `${input.orderId}:${input.attemptNo}`,
        invoice_id: `${input.orderNo}-${input.attemptNo}`,
        amount: { currency_code: input.currency, value: centsToDecimal(input.amount) },
      }],
      payment_source: { paypal: { experience_context: { return_url: input.returnUrl, cancel_url: input.cancelUrl, user_action: 'PAY_NOW' } } },
    });
    const link = json.links?.find((l) => l.rel === 'payer-action' || l.rel === 'approve');
    if (!json.id || !link) throw new ProviderUnavailableError('paypal', 'no approval link');
    return { providerRef: json.id, redirectUrl: link.href };
  }

  async capture(providerRef: string): Promise<ChargeResult> {
    const { json } = await this.call<PaypalOrder>('POST', `/v2/checkout/orders/${encodeURIComponent(providerRef)}/capture`, {});
    const capture = json.purchase_units?.[0]?.payments?.captures?.[0];
    if (json.status === 'COMPLETED' && capture?.status === 'COMPLETED') return { ok: true, providerRef };
    return { ok: false, providerRef, msgCode: capture?.status === 'PENDING' ? 'processor_network' : 'card_declined' };
  }

  async refund({ providerRef, amount, currency }: RefundInput): Promise<RefundResult> {
    const { json: order } = await this.call<PaypalOrder>('GET', `/v2/checkout/orders/${encodeURIComponent(providerRef)}`);
    const captureId = order.purchase_units?.[0]?.payments?.captures?.[0]?.id;
    if (!captureId) return { ok: false, msgCode: 'refund_refused' };
    const { json } = await this.call<{ id?: string; status?: string }>('POST', `/v2/payments/captures/${captureId}/refund`, {
      amount: { value: centsToDecimal(amount), currency_code: currency },
    });
    return json.id ? { ok: true, refundRef: json.id } : { ok: false, msgCode: 'refund_refused' };
  }

  async clientToken(): Promise<string> {
    return this.cfg.clientId;
  }

  recognizes(headers: Headers): boolean {
    return header(headers, 'paypal-transmission-id') !== undefined;
  }

  async verifyCallback(rawBody: string, headers: Headers): Promise<VerifyResult> {
    if (!this.cfg.webhookId) return { ok: false, reason: 'PAYPAL_WEBHOOK_ID not configured' };
    let event: {
      id?: string;
      event_type?: string;
      resource?: { id?: string; amount?: { value?: string; currency_code?: string }; supplementary_data?: { related_ids?: { order_id?: string } } };
    };
    try {
      event = JSON.parse(rawBody);
    } catch {
      return { ok: false, reason: 'malformed event' };
    }
    const { json } = await this.call<{ verification_status?: string }>('POST', '/v1/notifications/verify-webhook-signature', {
      auth_algo: header(headers, 'paypal-auth-algo'),
      cert_url: header(headers, 'paypal-cert-url'),
      transmission_id: header(headers, 'paypal-transmission-id'),
      transmission_sig: header(headers, 'paypal-transmission-sig'),
      transmission_time: header(headers, 'paypal-transmission-time'),
      webhook_id: this.cfg.webhookId,
      webhook_event: event,
    });
    if (json.verification_status !== 'SUCCESS') return { ok: false, reason: 'signature mismatch' };
    const types: Record<string, PaymentEventType> = {
      'PAYMENT.CAPTURE.COMPLETED': 'payment.succeeded',
      'PAYMENT.CAPTURE.DENIED': 'payment.failed',
      'PAYMENT.CAPTURE.PENDING': 'payment.pending',
    };
    const type = types[event.event_type ?? ''];
    const orderRef = event.resource?.supplementary_data?.related_ids?.order_id;
    if (!type || !event.id || !orderRef) return { ok: false, reason: `unsupported event ${event.event_type ?? ''}` };
    return {
      ok: true,
      event: {
        provider: 'paypal', eventId: event.id, type, providerRef: orderRef, orderId: null,
        amount: decimalToCents(event.resource?.amount?.value), currency: event.resource?.amount?.currency_code ?? null,
        msgCode: type === 'payment.failed' ? 'card_declined' : null,
      },
    };
  }
}
