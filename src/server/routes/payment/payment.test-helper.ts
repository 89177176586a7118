// Helpers for the payment API tests: a customer with a payable order, starting a payment, and driving the
// sandbox's hosted pages the way a browser does (GET the page, POST the form, follow the 303).
import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from '../../test/app';
import { buildOrder, type OrderOverrides } from '../../commands/payment/testing/orders';
import { asUser, signUp, type TestUser } from '../user/test-helpers';

export interface Buyer {
  user: TestUser;
  order: { id: number; orderNo: string };
}

export const buyerWithOrder = async (t: TestApp, overrides: OrderOverrides = {}): Promise<Buyer> => {
  const user = await signUp(t);
  const order = await buildOrder(t.handle.db, user.uid, t.clock.now(), overrides);
  return { user, order };
};

export const startPayment = (t: TestApp, b: Buyer, paymentId: number): Promise<LightMyRequestResponse> =>
  t.app.inject({ method: 'POST', url: '/api/v1/payment/start', headers: asUser(b.user.token), payload: { order_id: b.order.id, payment_id: paymentId } });

/** Starts a payment and answers the provider page it leads to. */
export const providerPage = async (t: TestApp, b: Buyer, paymentId: number): Promise<string> => {
  const res = await startPayment(t, b, paymentId);
  if (res.statusCode !== 200) throw new Error(`start failed: ${res.statusCode} ${res.body}`);
  return res.json().data.redirect_url as string;
};

export const postForm = (t: TestApp, url: string, form: Record<string, string>): Promise<LightMyRequestResponse> =>
  t.app.inject({
    method: 'POST', url, payload: new URLSearchParams(form).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });

export const payCard = (t: TestApp, pageUrl: string, number: string, extra: Record<string, string> = {}) =>
  postForm(t, pageUrl, { name: 'Dana Rivera', number, expiry: '12/30', cvc: '123', ...extra });

export const paymentStatus = async (t: TestApp, b: Buyer) =>
  (await t.app.inject({ method: 'GET', url: `/api/v1/payment/status?order_id=${b.order.id}`, headers: asUser(b.user.token) })).json().data;

/** The sandbox charge ref of a hosted-page URL. */
export const refOf = (pageUrl: string): string => pageUrl.split('/').at(-1) as string;
