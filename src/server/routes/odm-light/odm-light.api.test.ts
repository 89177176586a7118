// ODM light through the real routes (issue 13): schema and control states, the server's price, add / detail /
// update in the cart, checkout and card payment, the sample confirmation ($100 sample fee, only once paid, final),
// and the re-order look-ups. Every signed-in call: anonymous → 4302, bad input → 422 by field, another customer's
// item or order → 404 (and "does not exist" for an order number).
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { ParamControl } from '../../../shared/ids';
import { addItem, addressBody, get, orderOf, post, signUp, type Customer } from '../checkout/fixtures.test-helper';
import { payCard } from '../payment/payment.test-helper';

let t: TestApp;
let ann: Customer;
let bob: Customer;
beforeAll(async () => {
  t = await createTestApp();
  ann = await signUp(t);
  bob = await signUp(t);
});
afterAll(async () => t.close());

const CONFIG = { base: 'xiao-rp2040', enclosure: 'standard', colour: 'red', logo: 'laser', firmware: 'custom', packaging: 'retail-box', quantity: 200 };
const add = async (who: Customer, values: Record<string, unknown> = CONFIG) => {
  const res = await post(t, who, '/v1/cart/add-odm-light', { values, request_id: crypto.randomUUID() });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { cart_id: number; total: string; status: number; pid: number };
};
const NOT_LOGGED_IN = 4302;

/** Places and pays (sandbox card 4242…) an order of the item; answers the order. */
const paidOrder = async (who: Customer, cartId: number) => {
  const made = await orderOf(t, who, [cartId], { addressInfo: addressBody('US') });
  const start = await post(t, who, '/v1/payment/start', { order_id: made.order_id, payment_id: 2 });
  expect(start.statusCode, start.body).toBe(200);
  const page = start.json().data.redirect_url as string;
  const paid = await payCard(t, page, '4242424242424242');
  expect(paid.statusCode).toBeLessThan(400);
  return made;
};

describe('ODM light configurator', () => {
  it('publishes the options with their control rules, and the defaults with the $100 sample fee', async () => {
    const schema = (await get(t, null, '/v1/products/odm-light/schema')).json().data;
    expect(schema.options.map((o: { key: string }) => o.key)).toEqual(['base', 'enclosure', 'colour', 'logo', 'firmware', 'packaging', 'quantity']);
    expect(schema.controls).toContainEqual({ when: { key: 'enclosure', value: 'none' }, target: 'logo', state: ParamControl.Disabled, value: 'none' });
    const param = (await get(t, null, '/v1/products/odm-light/param')).json().data;
    expect(param.sample_fee).toBe('10000');
    expect(param.states.quantity).toMatchObject({ state: ParamControl.Active, min: 50, max: 10_000 });
  });

  it('prices a configuration with the sample line, applies the controls, and refuses bad values by field', async () => {
    const res = await post(t, null, '/v1/products/odm-light/price', { values: { ...CONFIG, enclosure: 'none' } });
    const p = res.json().data;
    expect(p.values).toMatchObject({ enclosure: 'none', logo: 'none' });
    expect(p.states.logo.state).toBe(ParamControl.Disabled);
    expect(p.lines).toContainEqual({ key: 'sample', amount: '10000' });
    expect(p.lines.find((l: { key: string }) => l.key === 'print')).toBeUndefined();
    const bad = await post(t, null, '/v1/products/odm-light/price', { values: { base: 'arduino', quantity: 1.5, remark: 'a\u0000b' } });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().fields)).toEqual(expect.arrayContaining(['values.base', 'values.quantity', 'values.remark']));
    const few = await post(t, null, '/v1/products/odm-light/price', { values: { enclosure: 'waterproof', quantity: 60 } });
    expect(few.json().fields).toEqual({ 'values.quantity': 'odmlight.rule.quantityMin' });
    const extra = await post(t, null, '/v1/products/odm-light/price', { values: CONFIG, price: '1' });
    expect(extra.statusCode).toBe(422);
  });
});

describe('ODM light in the cart', () => {
  it('adds once per request id at the server price, reads and updates the item; others get 404', async () => {
    const price = (await post(t, null, '/v1/products/odm-light/price', { values: CONFIG })).json().data;
    const anonymous = await post(t, null, '/v1/cart/add-odm-light', { values: CONFIG, request_id: crypto.randomUUID() });
    expect(anonymous.json().code).toBe(NOT_LOGGED_IN);
    const rid = crypto.randomUUID();
    const first = (await post(t, ann, '/v1/cart/add-odm-light', { values: CONFIG, request_id: rid })).json().data;
    const again = (await post(t, ann, '/v1/cart/add-odm-light', { values: CONFIG, request_id: rid })).json().data;
    expect(again.cart_id).toBe(first.cart_id);
    expect(first).toMatchObject({ pid: 3236, product: 'odm_light', total: price.total, status: 1 });
    expect((await post(t, ann, '/v1/cart/add-odm-light', { values: CONFIG, request_id: 'nope' })).statusCode).toBe(422);

    const detail = (await post(t, ann, '/v1/cart/odm-light/cart-detail', { cart_id: first.cart_id })).json().data;
    expect(detail.values).toMatchObject(CONFIG);
    const updated = await post(t, ann, '/v1/cart/odm-light/cart-update', { cart_id: first.cart_id, values: { ...CONFIG, quantity: 1000 } });
    expect(updated.statusCode).toBe(200);
    const repriced = (await post(t, null, '/v1/products/odm-light/price', { values: { ...CONFIG, quantity: 1000 } })).json().data;
    expect(updated.json().data.item).toMatchObject({ quantity: 1000, total: repriced.total });

    for (const [url, body] of [['/v1/cart/odm-light/cart-detail', {}], ['/v1/cart/odm-light/cart-update', { values: CONFIG }]] as const) {
      expect((await post(t, bob, url, { cart_id: first.cart_id, ...body })).statusCode).toBe(404);
      expect((await post(t, null, url, { cart_id: first.cart_id, ...body })).json().code).toBe(NOT_LOGGED_IN);
      expect((await post(t, ann, url, { cart_id: 2 ** 31, ...body })).statusCode).toBe(422);
    }
    expect((await post(t, ann, '/v1/cart/odm-light/cart-update', { cart_id: first.cart_id, values: { ...CONFIG, packaging: 'gift-box', quantity: 3000 } })).json().fields)
      .toEqual({ 'values.quantity': 'odmlight.rule.quantityMax' });
  });
});

describe('ODM light order: sample and re-order', () => {
  it('confirms the sample only once the order is paid, once; another customer gets 404', async () => {
    const item = await add(ann);
    const made = await orderOf(t, ann, [item.cart_id], { addressInfo: addressBody('US') });
    const unpaid = (await post(t, ann, '/order/get-odm-eq', { order_id: made.order_id })).json().data;
    expect(unpaid).toMatchObject({ paid: false, sample_fee: '10000', can_confirm: false, sample_confirmed_at: null });
    expect(unpaid.items[0].values).toMatchObject(CONFIG);
    const early = await post(t, ann, '/order/confirmed-sample', { order_id: made.order_id });
    expect(early.statusCode).toBe(409);
    expect(early.json().key).toBe('errors.odmSampleUnpaid');

    const start = await post(t, ann, '/v1/payment/start', { order_id: made.order_id, payment_id: 2 });
    await payCard(t, start.json().data.redirect_url as string, '4242424242424242');
    expect((await post(t, ann, '/order/get-odm-eq', { order_id: made.order_id })).json().data.can_confirm).toBe(true);
    expect((await post(t, bob, '/order/confirmed-sample', { order_id: made.order_id })).statusCode).toBe(404);
    expect((await post(t, bob, '/order/get-odm-eq', { order_id: made.order_id })).statusCode).toBe(404);
    expect((await post(t, null, '/order/confirmed-sample', { order_id: made.order_id })).json().code).toBe(NOT_LOGGED_IN);
    expect((await post(t, ann, '/order/confirmed-sample', { order_id: 'x' })).statusCode).toBe(422);
    const confirmed = (await post(t, ann, '/order/confirmed-sample', { order_id: made.order_id })).json().data;
    expect(confirmed).toMatchObject({ can_confirm: false, sample_confirmed_at: t.clock.now().toISOString() });
    const repeat = (await post(t, ann, '/order/confirmed-sample', { order_id: made.order_id })).json().data;
    expect(repeat.sample_confirmed_at).toBe(confirmed.sample_confirmed_at);
  });

  it('finds the customer’s own ODM light order by number and answers its configuration', async () => {
    const item = await add(ann, { ...CONFIG, colour: 'blue', quantity: 300 });
    const made = await paidOrder(ann, item.cart_id);
    const found = (await post(t, ann, '/v1/cart/odm-light/check-back-order', { back_order: ` ${made.order_no} ` })).json().data;
    expect(found).toEqual({ is_exists: true, back_id: made.order_no });
    const param = (await post(t, ann, '/v1/cart/odm-light/get-back-order-param', { back_id: made.order_no })).json().data;
    expect(param.values).toMatchObject({ colour: 'blue', quantity: 300 });

    // another customer's number does not exist for bob, exactly like an unknown one
    expect((await post(t, bob, '/v1/cart/odm-light/check-back-order', { back_order: made.order_no })).json().data).toEqual({ is_exists: false, back_id: null });
    expect((await post(t, ann, '/v1/cart/odm-light/check-back-order', { back_order: 'NO-SUCH-1' })).json().data.is_exists).toBe(false);
    expect((await post(t, bob, '/v1/cart/odm-light/get-back-order-param', { back_id: made.order_no })).statusCode).toBe(404);
    const empty = await post(t, ann, '/v1/cart/odm-light/check-back-order', { back_order: '  ' });
    expect(empty.json().fields).toEqual({ back_order: 'odmlight.reorder.required' });
    expect((await post(t, ann, '/v1/cart/odm-light/check-back-order', { back_order: 'a\u0000' })).statusCode).toBe(422);
    expect((await post(t, null, '/v1/cart/odm-light/check-back-order', { back_order: made.order_no })).json().code).toBe(NOT_LOGGED_IN);
    expect((await post(t, null, '/v1/cart/odm-light/get-back-order-param', { back_id: made.order_no })).json().code).toBe(NOT_LOGGED_IN);
  });

  it('an order without an ODM light line has no sample (404)', async () => {
    const pcb = await addItem(t, ann);
    const made = await orderOf(t, ann, [pcb]);
    expect((await post(t, ann, '/order/get-odm-eq', { order_id: made.order_id })).statusCode).toBe(404);
  });
});
