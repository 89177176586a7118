// POST /pay_msg: signature checks, repeated and late deliveries, unknown and cancelled orders, PayPal cancel.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/app';
import { orderHistory, orders, paymentEvents, paymentRefunds, payments, sandboxCharges } from '../../db/schema/index';
import { transitionOrder } from '../../commands/order/transition-order';
import { paymentsFor, type SandboxProvider } from '../../integrations/payments/index';
import { sandboxSecret } from '../../integrations/payments/secret';
import { SIGNATURE_HEADER, signBody } from '../../integrations/payments/signature';
import { asUser } from '../user/test-helpers';
import { buyerWithOrder, payCard, paymentStatus, postForm, providerPage, refOf } from './payment.test-helper';

let t: TestApp;
let sandbox: SandboxProvider;
beforeAll(async () => {
  t = await createTestApp();
  sandbox = paymentsFor(t.app.deps).sandbox as SandboxProvider;
});
afterEach(() => {
  sandbox.autoDeliver = true;
});
afterAll(async () => t.close());

const callback = (body: string, signature?: string) =>
  t.app.inject({
    method: 'POST', url: '/api/pay_msg', payload: body,
    headers: { 'content-type': 'application/json', ...(signature ? { [SIGNATURE_HEADER]: signature } : {}) },
  });
const secret = () => sandboxSecret(undefined, t.config.dataDir);
const eventBody = (ref: string, orderId: number, amount = '12345', id = `evt_test${Math.random().toString(16).slice(2)}`) =>
  JSON.stringify({
    id, type: 'payment.succeeded', created: t.clock.now().toISOString(),
    data: { ref, order_id: orderId, amount, currency: 'USD', method: 2, msg_code: null, card: null },
  });
const paidTransitions = async (orderId: number) =>
  t.handle.db.select().from(orderHistory).where(and(eq(orderHistory.orderId, orderId), eq(orderHistory.toStatus, 1003)));

/** Pays on the card page with callbacks held back; answers the event the sandbox did not deliver yet. */
const payHeld = async (number = '4242424242424242') => {
  const b = await buyerWithOrder(t);
  const page = await providerPage(t, b, 2);
  sandbox.autoDeliver = false;
  const res = await payCard(t, page, number);
  expect(res.statusCode).toBe(303);
  const [event] = await sandbox.eventsFor(refOf(page));
  if (!event) throw new Error('no sandbox event');
  return { b, page, event };
};

describe('callback signature', () => {
  it('refuses a missing, forged, tampered or stale signature with 400 and records nothing', async () => {
    const { b, page, event } = await payHeld();
    expect((await callback(event.body)).statusCode).toBe(400);
    expect((await callback(event.body, signBody('not-the-secret', event.body, t.clock.now()))).statusCode).toBe(400);
    const tampered = event.body.replace('"amount":"12345"', '"amount":"1"');
    expect((await callback(tampered, signBody(secret(), event.body, t.clock.now()))).statusCode).toBe(400);
    const stale = signBody(secret(), event.body, new Date(t.clock.now().getTime() - 10 * 60_000));
    const res = await callback(event.body, stale);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ key: 'errors.paymentSignature' });
    expect(await t.handle.db.select().from(paymentEvents).where(eq(paymentEvents.eventId, event.eventId))).toHaveLength(0);
    expect((await paymentStatus(t, b)).payment_status).toBe('pending');
    // the genuine delivery still works
    expect(await sandbox.deliver(event.eventId)).toBe(200);
    expect((await paymentStatus(t, b)).payment_status).toBe('done');
    expect(refOf(page)).toMatch(/^sbx_/);
  });
});

describe('repeated and late callbacks', () => {
  it('a callback delivered twice records one payment', async () => {
    const { b, event } = await payHeld();
    expect(await sandbox.deliver(event.eventId)).toBe(200);
    const again = await callback(event.body, signBody(secret(), event.body, t.clock.now()));
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toEqual({ received: true, duplicate: true });
    expect(await sandbox.deliver(event.eventId)).toBe(200);
    const rows = await t.handle.db.select().from(payments).where(eq(payments.orderId, b.order.id));
    expect(rows.map((r) => r.status)).toEqual(['done']);
    expect(await paidTransitions(b.order.id)).toHaveLength(1);
    expect(await t.handle.db.select().from(paymentEvents).where(eq(paymentEvents.eventId, event.eventId))).toHaveLength(1);
  });

  it('two deliveries at the same moment still record one payment', async () => {
    const { b, event } = await payHeld();
    const statuses = await Promise.all([sandbox.deliver(event.eventId), sandbox.deliver(event.eventId), sandbox.deliver(event.eventId)]);
    expect(statuses).toEqual([200, 200, 200]);
    expect(await paidTransitions(b.order.id)).toHaveLength(1);
  });

  it('a late callback (an hour after the payment, signed when sent) is still recorded', async () => {
    const { b, event } = await payHeld();
    t.clock.advance(60 * 60_000);
    expect(await sandbox.deliver(event.eventId)).toBe(200);
    expect((await paymentStatus(t, b)).payment_status).toBe('done');
  });

  it('a capture that arrives after the order was cancelled is refunded in full, visibly, once', async () => {
    const { b, page, event } = await payHeld();
    await t.handle.db.transaction((tx) =>
      transitionOrder(tx, { orderId: b.order.id, to: 9, actor: { type: 'customer', id: b.user.uid }, reason: 'changed my mind', now: t.clock.now() }));
    // acknowledged (a refusal would leave the money taken and make the provider deliver it again and again)
    const res = await callback(event.body, signBody(secret(), event.body, t.clock.now()));
    expect(res.statusCode).toBe(200);
    const [stored] = await t.handle.db.select().from(paymentEvents).where(eq(paymentEvents.eventId, event.eventId));
    expect(stored).toMatchObject({ outcome: 'refunded:order_cancelled', rawBody: event.body });
    const [order] = await t.handle.db.select().from(orders).where(eq(orders.id, b.order.id));
    expect(order).toMatchObject({ status: 9, paymentStatus: 'pending', paidPaymentId: null });
    const [payment] = await t.handle.db.select().from(payments).where(eq(payments.orderId, b.order.id));
    expect(payment).toMatchObject({ status: 'refunded' });
    expect(await t.handle.db.select().from(paymentRefunds).where(eq(paymentRefunds.paymentId, payment!.id))).toEqual([
      expect.objectContaining({ kind: 'extra_capture', status: 'done', amountCents: 12_345n }),
    ]);
    const [charge] = await t.handle.db.select().from(sandboxCharges).where(eq(sandboxCharges.ref, refOf(page)));
    expect(charge?.refundedCents).toBe(12_345n);
    // (the order detail page shows refunds: orders.api.test.ts and the two-captures test, with real orders)
    expect((await t.outbox()).filter((m) => m.raw.includes(`Refund for order ${b.order.orderNo}`))).toHaveLength(1);
    // redelivery: the same answer, no second refund
    expect(await sandbox.deliver(event.eventId)).toBe(200);
    const [again] = await t.handle.db.select().from(sandboxCharges).where(eq(sandboxCharges.ref, refOf(page)));
    expect(again?.refundedCents).toBe(12_345n);
  });

  it('a callback for an unknown payment or order is refused and logged', async () => {
    const body = eventBody('sbx_000000000000000000000000', 999_999);
    const res = await callback(body, signBody(secret(), body, t.clock.now()));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ key: 'errors.paymentUnknownOrder' });
    const [stored] = await t.handle.db.select().from(paymentEvents).where(eq(paymentEvents.eventId, JSON.parse(body).id));
    expect(stored?.outcome).toBe('refused:unknown_order');
  });

  it('a callback for another order is refused; one whose amount or currency does not match is refunded, the order unpaid', async () => {
    const { b, page } = await payHeld();
    const other = await buyerWithOrder(t);
    const wrongOrder = eventBody(refOf(page), other.order.id);
    expect((await callback(wrongOrder, signBody(secret(), wrongOrder, t.clock.now()))).statusCode).toBe(400);
    const wrongCurrency = eventBody(refOf(page), b.order.id).replace('"currency":"USD"', '"currency":"EUR"');
    expect((await callback(wrongCurrency, signBody(secret(), wrongCurrency, t.clock.now()))).statusCode).toBe(200);
    expect((await paymentStatus(t, b)).payment_status).toBe('pending');
    const [payment] = await t.handle.db.select().from(payments).where(eq(payments.orderId, b.order.id));
    expect(await t.handle.db.select().from(paymentRefunds).where(eq(paymentRefunds.paymentId, payment!.id))).toEqual([
      expect.objectContaining({ kind: 'mismatch', status: 'done', amountCents: 12_345n }),
    ]);
    // the amount too
    const c = await payHeld();
    const wrongAmount = eventBody(refOf(c.page), c.b.order.id, '1');
    expect((await callback(wrongAmount, signBody(secret(), wrongAmount, t.clock.now()))).statusCode).toBe(200);
    expect((await paymentStatus(t, c.b)).payment_status).toBe('pending');
    const [cp] = await t.handle.db.select().from(payments).where(eq(payments.orderId, c.b.order.id));
    expect(await t.handle.db.select().from(paymentRefunds).where(eq(paymentRefunds.paymentId, cp!.id))).toEqual([
      expect.objectContaining({ kind: 'mismatch', amountCents: 1n }),
    ]);
  });
});

describe('sandbox PayPal page', () => {
  it('approve leads to /paypal-loading and the order is paid with PayPal', async () => {
    const b = await buyerWithOrder(t, { paymentMethod: 1 });
    const page = await providerPage(t, b, 1);
    const view = await t.app.inject({ method: 'GET', url: page });
    expect(view.body).toContain('Approve payment');
    const res = await postForm(t, page, { decision: 'approve' });
    expect(res.headers.location).toBe(`/paypal-loading?order=${b.order.id}&result=success`);
    expect(await paymentStatus(t, b)).toMatchObject({ payment_status: 'done', order_status: 1003 });
  });

  it('cancel returns to the result page with msg_code cancelled; the order stays payable', async () => {
    const b = await buyerWithOrder(t, { paymentMethod: 1 });
    const page = await providerPage(t, b, 1);
    const res = await postForm(t, page, { decision: 'cancel' });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/pay_msg?order=${b.order.id}&result=failed&msg_code=cancelled`);
    const status = await paymentStatus(t, b);
    expect(status).toMatchObject({ payment_status: 'pending', payable: true });
    expect(status.attempts[0]).toMatchObject({ payment_id: 1, status: 'failed', result: 'rejected', msg_code: 'cancelled' });
    expect((await postForm(t, page, { decision: 'approve' })).statusCode).toBe(409);
  });
});

describe('spec entry points with the sandbox', () => {
  it('POST /payment/paypal/pay and /braintree/pay lead to the sandbox pages; GET /braintree/token answers a token', async () => {
    const b = await buyerWithOrder(t);
    const pp = await t.app.inject({ method: 'POST', url: '/api/payment/paypal/pay', headers: asUser(b.user.token), payload: { order_id: b.order.id } });
    expect(pp.json().data).toMatchObject({ payment_id: 1, attempt_no: 1, status: 'pending', redirect_url: expect.stringMatching(/^\/api\/sandbox-pay\/paypal\//) });
    const bt = await t.app.inject({ method: 'POST', url: '/api/braintree/pay', headers: asUser(b.user.token), payload: { order_id: b.order.id } });
    expect(bt.json().data).toMatchObject({ payment_id: 2, attempt_no: 2, redirect_url: expect.stringMatching(/^\/api\/sandbox-pay\/card\//) });
    const token = await t.app.inject({ method: 'GET', url: '/api/braintree/token', headers: asUser(b.user.token) });
    expect(token.json().data).toMatchObject({ provider: 'sandbox', client_token: expect.any(String) });
    expect((await t.app.inject({ method: 'GET', url: '/api/braintree/token' })).json().code).toBe(4302);
  });
});
