// Orders placed the short way, through the API with the signed-in page's own cookie: the checkout pages have their own
// journeys, so the journeys about what happens after the order spend their minute on that.
import crypto from 'node:crypto';
import type { Page } from 'playwright-core';
import { countryIdOf } from '../../src/server/commands/address/country-ids';
import { assert, expectUrl } from '../harness';
import { addPcbViaApi, payByCard } from './checkout.journey';

/** Payment method ids of POST /order/make (spec platform §4). */
export const PAYMENT = { card: 2, wireUsd: 8 } as const;

export interface PlacedOrder {
  order_id: number;
  order_no: string;
}

/**
 * Orders a cart item to a US business address: the given one (e.g. a confirmed quote), else a PCB with its design file
 * added first. Leaves the page on the cart.
 */
export const placeOrderViaApi = async (
  page: Page, base: string, paymentId: number, cartItem?: number, extra: Record<string, unknown> = {},
): Promise<PlacedOrder> => {
  await page.goto(`${base}/web/cart`);
  const cartId = cartItem ?? (await addPcbViaApi(page, base));
  const answer = await page.evaluate(async (payload) => {
    const res = await fetch('/api/order/make', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(payload) });
    return (await res.json()) as { code: number; msg: string; data: PlacedOrder };
  }, {
    cart_ids: [cartId], payment_id: paymentId, checkout_token: crypto.randomUUID(),
    addressInfo: {
      first_name: 'Ada', last_name: 'Lovelace', company: 'Engines Ltd', phone: '+1 415 555 0100', buyer_type: 'business',
      country_id: countryIdOf('US'), province: 'California', city: 'San Jose', postcode: '95112', street_address: '1 Market Street',
    },
    ...extra,
  });
  assert(answer.code === 0, `POST /order/make answered ${answer.code}: ${answer.msg}`);
  return answer.data;
};

/** Pays a card order on the sandbox's card page (in the edition's language), reached from the payment call. */
export const payOrderByCard = async (page: Page, base: string, orderId: number): Promise<void> => {
  const payUrl = await page.evaluate(async (body) => {
    const res = await fetch('/api/v1/payment/start', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    return ((await res.json()) as { data: { redirect_url: string } }).data.redirect_url;
  }, { order_id: orderId, payment_id: PAYMENT.card });
  await page.goto(new URL(payUrl, base).toString());
  await payByCard(page, '4242 4242 4242 4242');
  await expectUrl(page, (u) => u.pathname === '/pay_msg', 'back on /pay_msg', 20_000);
};
