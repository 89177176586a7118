// The sandbox card flow end to end: hosted page, card checks, each bank outcome, the signed callback and what it
// records (one payment, order paid), and the result-page redirect.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/app';
import { orderHistory, orders, paymentEvents, payments } from '../../db/schema/index';
import { asUser } from '../user/test-helpers';
import { buyerWithOrder, payCard, paymentStatus, providerPage, startPayment } from './payment.test-helper';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const orderRow = async (id: number) => (await t.handle.db.select().from(orders).where(eq(orders.id, id)))[0];

describe('sandbox card page', () => {
  it('shows the amount and a form that posts back to itself, without any script', async () => {
    const b = await buyerWithOrder(t, { totalCents: 12_345n });
    const page = await providerPage(t, b, 2);
    expect(page).toMatch(/^\/api\/sandbox-pay\/card\/sbx_[0-9a-f]{24}$/);
    const res = await t.app.inject({ method: 'GET', url: page });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('$123.45');
    expect(res.body).toContain(`action="${page}"`);
    expect(res.body).not.toMatch(/<script/i);
  });

  it('speaks Japanese on the Japanese edition: the amount in yen with the dollar charge stated (issue 8 §6)', async () => {
    const b = await buyerWithOrder(t, { totalCents: 2_690n });
    const page = await providerPage(t, b, 2);
    const res = await t.app.inject({ method: 'GET', url: `${page}?lang=jp` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="ja"');
    expect(res.body).toMatch(/data-testid="amount">¥[\d,]+</);
    expect(res.body).toContain('USD 26.90として請求されます');
    expect(res.body).toContain('クレジットカード決済');
    expect(res.body).not.toContain('Pay $');
  });

  it('pays with a test Visa: redirects to the success page, records one done payment and marks the order paid', async () => {
    const b = await buyerWithOrder(t);
    const page = await providerPage(t, b, 2);
    const res = await payCard(t, page, '4242 4242 4242 4242');
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/pay_msg?order=${b.order.id}&result=success`);
    const status = await paymentStatus(t, b);
    expect(status).toMatchObject({ payment_status: 'done', order_status: 1003, payable: false });
    expect(status.attempts).toEqual([expect.objectContaining({ attempt_no: 1, payment_id: 2, status: 'done', result: 'checked', msg_code: null, amount: '12345' })]);
    const order = await orderRow(b.order.id);
    expect(order).toMatchObject({ paymentStatus: 'done', paymentMethod: 2 });
    expect(order?.paidAt?.toISOString()).toBe(t.clock.now().toISOString());
  });

  it('pays with the test Mastercard', async () => {
    const b = await buyerWithOrder(t);
    const res = await payCard(t, await providerPage(t, b, 2), '5555555555554444');
    expect(res.headers.location).toBe(`/pay_msg?order=${b.order.id}&result=success`);
    expect((await paymentStatus(t, b)).payment_status).toBe('done');
  });

  it.each([
    ['4000000000000002', 'card_declined'],
    ['4000000000009995', 'insufficient_funds'],
    ['4000000000000069', 'incorrect_info'],
    ['4000000000000259', 'spending_limit'],
    ['4000000000000119', 'processor_network'],
  ])('card %s is refused with msg_code %s; the order stays payable', async (number, code) => {
    const b = await buyerWithOrder(t);
    const res = await payCard(t, await providerPage(t, b, 2), number);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/pay_msg?order=${b.order.id}&result=failed&msg_code=${code}`);
    const status = await paymentStatus(t, b);
    expect(status).toMatchObject({ payment_status: 'pending', order_status: 1, payable: true });
    expect(status.attempts[0]).toMatchObject({ status: 'failed', result: 'rejected', msg_code: code });
  });

  it.each([
    [{ number: '4242424242424241' }, 'The card number is not valid.'],
    [{ number: '378282246310005' }, 'Only Visa and Mastercard are accepted.'],
    [{ number: '4242424242424242', expiry: '12/25' }, 'The card has expired.'],
    [{ number: '4242424242424242', expiry: '13/30' }, 'Enter the expiry date as MM/YY.'],
    [{ number: '4242424242424242', cvc: '12' }, 'The security code has 3 digits.'],
  ])('re-shows the page for %o without charging', async (fields, message) => {
    const b = await buyerWithOrder(t);
    const page = await providerPage(t, b, 2);
    const res = await payCard(t, page, fields.number, fields);
    expect(res.statusCode).toBe(422);
    expect(res.body).toContain(message);
    expect((await paymentStatus(t, b)).attempts[0]).toMatchObject({ status: 'pending', result: null });
    // the same page still takes a good card
    expect((await payCard(t, page, '4242424242424242')).headers.location).toContain('result=success');
  });

  it('words its refusals and its closed page in Japanese for the Japanese edition (issue 8 §6)', async () => {
    const b = await buyerWithOrder(t);
    const page = `${await providerPage(t, b, 2)}?lang=jp`;
    const expired = await payCard(t, page, '4242424242424242', { expiry: '12/25' });
    expect(expired.statusCode).toBe(422);
    expect(expired.body).toContain('カードの有効期限が切れています。');
    expect(expired.body).not.toContain('The card has expired.');
    expect((await payCard(t, page, '4242424242424241')).body).toContain('カード番号が正しくありません。');
    expect((await payCard(t, page, '4242424242424242')).headers.location).toContain('result=success');
    const done = await t.app.inject({ method: 'GET', url: page });
    expect(done.statusCode).toBe(409);
    expect(done.body).toContain('このお支払いはすでに完了しています。');
    const missing = await t.app.inject({ method: 'GET', url: '/api/sandbox-pay/card/sbx_000000000000000000000000?lang=jp' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('このお支払いは存在しません。');
  });

  it('does not charge twice when the form is submitted twice', async () => {
    const b = await buyerWithOrder(t);
    const page = await providerPage(t, b, 2);
    expect((await payCard(t, page, '4242424242424242')).statusCode).toBe(303);
    const again = await payCard(t, page, '4242424242424242');
    expect(again.statusCode).toBe(409);
    expect(await t.handle.db.select().from(payments).where(eq(payments.orderId, b.order.id))).toHaveLength(1);
  });

  it('Union Pay (7) uses the card page flagged UnionPay and takes a UnionPay card', async () => {
    const b = await buyerWithOrder(t, { paymentMethod: 7 });
    const page = await providerPage(t, b, 7);
    expect((await t.app.inject({ method: 'GET', url: page })).body).toContain('China UnionPay');
    const res = await payCard(t, page, '6200000000000005');
    expect(res.headers.location).toBe(`/pay_msg?order=${b.order.id}&result=success`);
    expect(await orderRow(b.order.id)).toMatchObject({ paymentStatus: 'done', paymentMethod: 7, status: 1003 });
  });

  it('retries with another method after a failure: a second attempt, PayPal approves, the order is paid once', async () => {
    const b = await buyerWithOrder(t);
    await payCard(t, await providerPage(t, b, 2), '4000000000000002');
    const paypal = await providerPage(t, b, 1);
    expect(paypal).toMatch(/^\/api\/sandbox-pay\/paypal\//);
    const res = await t.app.inject({
      method: 'POST', url: paypal, payload: 'decision=approve', headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.headers.location).toBe(`/paypal-loading?order=${b.order.id}&result=success`);
    const status = await paymentStatus(t, b);
    expect(status.attempts.map((a: { attempt_no: number; payment_id: number; status: string }) => [a.attempt_no, a.payment_id, a.status]))
      .toEqual([[1, 2, 'failed'], [2, 1, 'done']]);
    expect(await orderRow(b.order.id)).toMatchObject({ paymentStatus: 'done', paymentMethod: 1, status: 1003 });
    const paidTransitions = await t.handle.db.select().from(orderHistory).where(and(eq(orderHistory.orderId, b.order.id), eq(orderHistory.toStatus, 1003)));
    expect(paidTransitions).toHaveLength(1);
    expect(paidTransitions[0]).toMatchObject({ actorType: 'provider', actorId: 'sandbox' });
    // a paid order cannot start another payment
    expect((await startPayment(t, b, 2)).statusCode).toBe(409);
  });

  it('stores every callback raw with its event id and processing time', async () => {
    const b = await buyerWithOrder(t);
    await payCard(t, await providerPage(t, b, 2), '4242424242424242');
    const [attempt] = await t.handle.db.select().from(payments).where(eq(payments.orderId, b.order.id));
    const events = await t.handle.db.select().from(paymentEvents);
    const mine = events.filter((e) => e.rawBody.includes(attempt?.providerRef ?? 'none'));
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ provider: 'sandbox', outcome: 'recorded' });
    expect(mine[0]?.eventId).toMatch(/^evt_/);
    expect(mine[0]?.processedAt).not.toBeNull();
    expect(JSON.parse(mine[0]?.rawBody ?? '{}')).toMatchObject({ type: 'payment.succeeded', data: { order_id: b.order.id, card: { brand: 'visa', last4: '4242' } } });
  });
});

describe('payment start', () => {
  it('refuses another customer\'s order, an unknown method and unknown fields', async () => {
    const b = await buyerWithOrder(t);
    const other = await buyerWithOrder(t);
    const post = (token: string, payload: object) => t.app.inject({ method: 'POST', url: '/api/v1/payment/start', headers: asUser(token), payload });
    expect((await post(other.user.token, { order_id: b.order.id, payment_id: 2 })).statusCode).toBe(404);
    expect((await post(b.user.token, { order_id: b.order.id, payment_id: 3 })).statusCode).toBe(422);
    expect((await post(b.user.token, { order_id: b.order.id, payment_id: 2, amount: '1' })).json().fields).toEqual({ amount: 'validation.unknownField' });
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/payment/start', payload: { order_id: b.order.id, payment_id: 2 } })).json().code).toBe(4302);
  });

  it('answers "wire" for a wire transfer method without calling a provider', async () => {
    const b = await buyerWithOrder(t, { paymentMethod: 8 });
    const res = await startPayment(t, b, 8);
    expect(res.json().data).toEqual({ order_id: b.order.id, payment_id: 8, attempt_no: null, next: 'wire', redirect_url: null });
  });
});
