// Braintree adapter (cards, Union Pay) over its GraphQL API with fetch: no SDK. Only constructed when
// BRAINTREE_MERCHANT_ID / PUBLIC_KEY / PRIVATE_KEY are set. Cards are entered in Braintree's drop-in on our
// /credit_card page, which asks GET /braintree/token for a client token and POSTs the nonce to /braintree/pay.
// Webhooks (form-encoded bt_signature / bt_payload) are verified with the documented HMAC-SHA1 scheme.
import crypto from 'node:crypto';
import type { BraintreeConfig } from './config';
import {
  ProviderUnavailableError, centsToDecimal, decimalToCents, type ChargeResult, type CreatePaymentInput, type CreatedPayment, type Headers,
  type PaymentEventType, type PaymentProvider, type RefundInput, type RefundResult, type VerifyResult,
} from './provider';

type FetchFn = typeof fetch;
const API_VERSION = '2019-01-01';

interface GraphqlAnswer<T> {
  data?: T;
  errors?: { message: string; extensions?: { legacyCode?: string } }[];
}

/** Processor response codes (2000–2999 declines) mapped to the result page's reasons. */
export const braintreeMsgCode = (code: string | undefined): string => {
  switch (code) {
    case '2001': return 'insufficient_funds';
    case '2002': case '2003': return 'spending_limit';
    case '2004': case '2005': case '2006': case '2010': return 'incorrect_info';
    case '2038': case '3000': return 'processor_network';
    default: return 'card_declined';
  }
};

export class BraintreeProvider implements PaymentProvider {
  readonly name = 'braintree' as const;
  private readonly endpoint: string;

  constructor(private readonly cfg: BraintreeConfig, private readonly fetchFn: FetchFn = fetch) {
    this.endpoint = cfg.environment === 'production'
      ? 'https://payments.braintree-api.com/graphql'
      : 'https://payments.sandbox.braintree-api.com/graphql';
  }

  private async graphql<T>(query: string, variables: Record<string, unknown>): Promise<GraphqlAnswer<T>> {
    let res: Response;
    try {
      res = await this.fetchFn(this.endpoint, {
        method: 'POST',
        headers: {
          authorization: `Basic ${Buffer.from(`${this.cfg.publicKey}:${this.cfg.privateKey}`).toString('base64')}`,
          'braintree-version': API_VERSION,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ query, variables }),
        signal: AbortSignal.timeout(30_000),
      });
    } catch (err) {
      throw new ProviderUnavailableError('braintree', String(err));
    }
    if (res.status >= 500) throw new ProviderUnavailableError('braintree', `HTTP ${res.status}`);
    return (await res.json()) as GraphqlAnswer<T>;
  }

  /** Braintree has no hosted page for cards: the payment is made from our /credit_card page with the drop-in. */
  async createPayment(input: CreatePaymentInput): Promise<CreatedPayment> {
    return { providerRef: `bt_pending_${input.orderId}_${input.attemptNo}`, redirectUrl: null };
  }

  async clientToken(): Promise<string> {
    const answer = await this.graphql<{ createClientToken: { clientToken: string } }>(
      'mutation Token($input: CreateClientTokenInput) { createClientToken(input: $input) { clientToken } }',
      { input: { clientToken: { merchantAccountId: null } } },
    );
    const token = answer.data?.createClientToken.clientToken;
    if (!token) throw new ProviderUnavailableError('braintree', answer.errors?.[0]?.message ?? 'no client token');
    return token;
  }

  async chargeNonce(input: CreatePaymentInput & { nonce: string }): Promise<ChargeResult> {
    const answer = await this.graphql<{
      chargePaymentMethod: { transaction: { id: string; status: string; statusHistory?: { processorResponse?: { legacyCode?: string } }[] } };
    }>(
      `mutation Charge($input: ChargePaymentMethodInput!) {
        chargePaymentMethod(input: $input) { transaction { id status } } }`,
      { input: { paymentMethodId: input.nonce, transaction: { amount: centsToDecimal(input.amount), orderId: String(input.orderId) } } },
    );
    const tx = answer.data?.chargePaymentMethod.transaction;
    if (tx && ['AUTHORIZED', 'SUBMITTED_FOR_SETTLEMENT', 'SETTLING', 'SETTLED', 'SETTLEMENT_PENDING'].includes(tx.status)) {
      return { ok: true, providerRef: tx.id };
    }
    return { ok: false, providerRef: tx?.id ?? null, msgCode: braintreeMsgCode(answer.errors?.[0]?.extensions?.legacyCode) };
  }

  async refund({ providerRef, amount }: RefundInput): Promise<RefundResult> {
    const answer = await this.graphql<{ refundTransaction: { refund: { id: string } } }>(
      'mutation Refund($input: RefundTransactionInput!) { refundTransaction(input: $input) { refund { id status } } }',
      { input: { transactionId: providerRef, refund: { amount: centsToDecimal(amount) } } },
    );
    const id = answer.data?.refundTransaction.refund.id;
    return id ? { ok: true, refundRef: id } : { ok: false, msgCode: answer.errors?.[0]?.extensions?.legacyCode ?? 'refund_refused' };
  }

  recognizes(headers: Headers): boolean {
    const type = headers['content-type'];
    return typeof type === 'string' && type.startsWith('application/x-www-form-urlencoded');
  }

  /** bt_signature is "public_key|hex(HMAC-SHA1(key = SHA1(private_key), bt_payload))"; bt_payload is base64 XML. */
  async verifyCallback(rawBody: string): Promise<VerifyResult> {
    const form = new URLSearchParams(rawBody);
    const signature = form.get('bt_signature') ?? '';
    const payload = form.get('bt_payload') ?? '';
    const pair = signature.split('&').map((p) => p.split('|')).find(([key]) => key === this.cfg.publicKey);
    if (!pair?.[1] || !payload) return { ok: false, reason: 'signature missing' };
    const key = crypto.createHash('sha1').update(this.cfg.privateKey).digest();
    const expected = crypto.createHmac('sha1', key).update(payload).digest('hex');
    const given = pair[1];
    if (given.length !== expected.length || !crypto.timingSafeEqual(Buffer.from(given), Buffer.from(expected))) {
      return { ok: false, reason: 'signature mismatch' };
    }
    const xml = Buffer.from(payload, 'base64').toString('utf8');
    const kind = /<kind>([^<]+)<\/kind>/.exec(xml)?.[1] ?? '';
    const txId = /<transaction>[\s\S]*?<id>([^<]+)<\/id>/.exec(xml)?.[1];
    const timestamp = /<timestamp[^>]*>([^<]+)<\/timestamp>/.exec(xml)?.[1] ?? '';
    const types: Record<string, PaymentEventType> = {
      transaction_settled: 'payment.succeeded',
      transaction_settlement_declined: 'payment.failed',
    };
    const type = types[kind];
    if (!type || !txId) return { ok: false, reason: `unsupported notification ${kind}` };
    return {
      ok: true,
      event: {
        provider: 'braintree', eventId: `${kind}:${txId}:${timestamp}`, type, providerRef: txId, orderId: null,
        amount: decimalToCents(/<transaction>[\s\S]*?<amount>([^<]+)<\/amount>/.exec(xml)?.[1]),
        currency: /<transaction>[\s\S]*?<currency-iso-code>([^<]+)<\/currency-iso-code>/.exec(xml)?.[1] ?? null,
        msgCode: type === 'payment.failed' ? 'card_declined' : null,
      },
    };
  }
}
