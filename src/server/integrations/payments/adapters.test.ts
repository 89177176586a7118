// The real adapters against a recorded-shape fake of each API (no network): what they send and how they read answers.
import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { BraintreeProvider, braintreeMsgCode } from './braintree';
import { PaypalProvider } from './paypal';
import { loadPaymentConfig } from './config';
import { ProviderUnavailableError, centsToDecimal } from './provider';
import { checkSignature, signBody } from './signature';

type Call = { url: string; init: RequestInit };
const fakeFetch = (answers: unknown[], calls: Call[]): typeof fetch =>
  (async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} });
    return new Response(JSON.stringify(answers.shift() ?? {}), { status: 200, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;

const input = { orderId: 10001, orderNo: 'F1', attemptNo: 1, amount: 12_345n, currency: 'USD' as const, method: 2, returnUrl: 'https://shop/r', cancelUrl: 'https://shop/c' };

describe('configuration', () => {
  it('defaults to the sandbox and constructs real adapters only with credentials', () => {
    expect(loadPaymentConfig({})).toMatchObject({ mode: 'sandbox', braintree: undefined, paypal: undefined });
    const live = loadPaymentConfig({ PAYMENT_PROVIDER: 'braintree,paypal', BRAINTREE_MERCHANT_ID: 'm', BRAINTREE_PUBLIC_KEY: 'p', BRAINTREE_PRIVATE_KEY: 'k' });
    expect(live).toMatchObject({ mode: 'live', wanted: { braintree: true, paypal: true }, paypal: undefined });
    expect(live.braintree).toMatchObject({ merchantId: 'm', environment: 'sandbox' });
    expect(() => loadPaymentConfig({ PAYMENT_PROVIDER: 'stripe' })).toThrow(/unknown provider/);
  });
});

describe('signature', () => {
  it('verifies its own signature and refuses changes and old timestamps', () => {
    const now = new Date('2026-01-15T09:00:00Z');
    const sig = signBody('s3cret', '{"a":1}', now);
    expect(checkSignature('s3cret', '{"a":1}', sig, now)).toEqual({ ok: true });
    expect(checkSignature('s3cret', '{"a":2}', sig, now)).toEqual({ ok: false, reason: 'mismatch' });
    expect(checkSignature('s3cret', '{"a":1}', sig, new Date(now.getTime() + 6 * 60_000))).toEqual({ ok: false, reason: 'stale' });
    expect(checkSignature('s3cret', '{"a":1}', 'garbage', now)).toEqual({ ok: false, reason: 'malformed' });
  });
});

describe('Braintree adapter', () => {
  const cfg = { merchantId: 'm', publicKey: 'pub', privateKey: 'priv', environment: 'sandbox' as const };

  it('charges a nonce with the decimal amount and basic auth', async () => {
    const calls: Call[] = [];
    const bt = new BraintreeProvider(cfg, fakeFetch([{ data: { chargePaymentMethod: { transaction: { id: 'tx1', status: 'SUBMITTED_FOR_SETTLEMENT' } } } }], calls));
    expect(await bt.chargeNonce({ ...input, nonce: 'fake-nonce' })).toEqual({ ok: true, providerRef: 'tx1' });
    expect(calls[0]?.url).toBe('https://payments.sandbox.braintree-api.com/graphql');
    const body = JSON.parse(String(calls[0]?.init.body));
    expect(body.variables.input).toEqual({ paymentMethodId: 'fake-nonce', transaction: { amount: '123.45', orderId: '10001' } });
    expect((calls[0]?.init.headers as Record<string, string>).authorization).toBe(`Basic ${Buffer.from('pub:priv').toString('base64')}`);
  });

  it('maps processor declines to the result page reasons', async () => {
    const bt = new BraintreeProvider(cfg, fakeFetch([{ errors: [{ message: 'Insufficient Funds', extensions: { legacyCode: '2001' } }] }], []));
    expect(await bt.chargeNonce({ ...input, nonce: 'n' })).toEqual({ ok: false, providerRef: null, msgCode: 'insufficient_funds' });
    expect(braintreeMsgCode('2000')).toBe('card_declined');
  });

  it('reports an unreachable API as unavailable', async () => {
    const bt = new BraintreeProvider(cfg, (async () => { throw new Error('ECONNREFUSED'); }) as typeof fetch);
    await expect(bt.clientToken()).rejects.toBeInstanceOf(ProviderUnavailableError);
  });

  it('verifies webhook signatures (HMAC-SHA1 keyed by SHA1 of the private key)', async () => {
    const xml = '<notification><kind>transaction_settled</kind><timestamp type="datetime">2026-01-15T09:00:00Z</timestamp><subject><transaction><id>tx9</id></transaction></subject></notification>';
    const payload = Buffer.from(xml).toString('base64');
    const key = crypto.createHash('sha1').update('priv').digest();
    const sig = `pub|${crypto.createHmac('sha1', key).update(payload).digest('hex')}`;
    const bt = new BraintreeProvider(cfg, fakeFetch([], []));
    const good = await bt.verifyCallback(new URLSearchParams({ bt_signature: sig, bt_payload: payload }).toString());
    expect(good).toMatchObject({ ok: true, event: { type: 'payment.succeeded', providerRef: 'tx9' } });
    const bad = await bt.verifyCallback(new URLSearchParams({ bt_signature: `pub|${'0'.repeat(40)}`, bt_payload: payload }).toString());
    expect(bad.ok).toBe(false);
  });
});

describe('PayPal adapter', () => {
  const cfg = { clientId: 'cid', secret: 'sec', webhookId: 'wh', environment: 'sandbox' as const };

  it('creates an order and answers its approval link; captures when the buyer is back', async () => {
    const calls: Call[] = [];
    const pp = new PaypalProvider(cfg, fakeFetch([
      { access_token: 'tok', expires_in: 3600 },
      { id: 'PP1', status: 'PAYER_ACTION_REQUIRED', links: [{ rel: 'payer-action', href: 'https://paypal/approve?token=PP1' }] },
      { id: 'PP1', status: 'COMPLETED', purchase_units: [{ payments: { captures: [{ id: 'CAP1', status: 'COMPLETED' }] } }] },
    ], calls));
    expect(await pp.createPayment({ ...input, method: 1 })).toEqual({ providerRef: 'PP1', redirectUrl: 'https://paypal/approve?token=PP1' });
    expect(calls[0]?.url).toBe('https://api-m.sandbox.paypal.com/v1/oauth2/token');
    const order = JSON.parse(String(calls[1]?.init.body));
    expect(order.purchase_units[0].amount).toEqual({ currency_code: 'USD', value: '123.45' });
    expect(order.payment_source.paypal.experience_context).toMatchObject({ return_url: 'https://shop/r', cancel_url: 'https://shop/c' });
    expect(await pp.capture('PP1')).toEqual({ ok: true, providerRef: 'PP1' });
    expect(calls[2]?.url).toBe('https://api-m.sandbox.paypal.com/v2/checkout/orders/PP1/capture');
  });

  it('formats cents for the APIs exactly', () => {
    expect(centsToDecimal(5n)).toBe('0.05');
    expect(centsToDecimal(100n)).toBe('1.00');
  });
});
