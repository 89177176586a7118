// Real adapters chosen without credentials: their routes answer a clear 'not configured' error, nothing is charged.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { asUser } from '../user/test-helpers';
import { buyerWithOrder, startPayment } from './payment.test-helper';

let t: TestApp;
beforeAll(async () => {
  const saved = process.env.PAYMENT_PROVIDER;
  process.env.PAYMENT_PROVIDER = 'braintree,paypal';
  try {
    // The payments registry reads the environment when the app is built.
    t = await createTestApp();
  } finally {
    if (saved === undefined) delete process.env.PAYMENT_PROVIDER;
    else process.env.PAYMENT_PROVIDER = saved;
  }
});
afterAll(async () => t.close());

describe('real providers without credentials', () => {
  it('answer 503 "not configured" on every entry point, and the sandbox pages do not exist', async () => {
    const b = await buyerWithOrder(t);
    const headers = asUser(b.user.token);
    const calls = [
      await startPayment(t, b, 2),
      await startPayment(t, b, 1),
      await t.app.inject({ method: 'GET', url: '/api/braintree/token', headers }),
      await t.app.inject({ method: 'POST', url: '/api/braintree/pay', headers, payload: { order_id: b.order.id, payment_method_nonce: 'n' } }),
      await t.app.inject({ method: 'POST', url: '/api/payment/paypal/pay', headers, payload: { order_id: b.order.id } }),
    ];
    for (const res of calls) {
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ key: 'errors.paymentNotConfigured', msg: 'This payment method is not configured on this shop.' });
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/sandbox-pay/card/sbx_000000000000000000000000' })).statusCode).toBe(404);
    // wire transfer needs no provider
    expect((await startPayment(t, b, 8)).json().data.next).toBe('wire');
  });

  it('refuses callbacks nobody can verify', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/pay_msg', payload: '{"id":"x"}', headers: { 'content-type': 'application/json', 'x-sandbox-signature': 't=1,v1=00' } });
    expect(res.statusCode).toBe(400);
  });
});
