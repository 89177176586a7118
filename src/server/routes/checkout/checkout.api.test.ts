// Checkout API: grouping, shipping options and over-weight, blocked countries, stored carrier choice, coupons,
// is-free, tax at checkout.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { DAY } from '../../clock';
import { couponDefinitions, coupons } from '../../db/schema/index';
import { CartItemStatus } from '../../../shared/contracts/cart';
import { createTestApp, type TestApp } from '../../test/app';
import { addItem, addressBody, post, signUp, type Customer } from './fixtures.test-helper';

let t: TestApp;
let ann: Customer;
beforeAll(async () => {
  t = await createTestApp();
  ann = await signUp(t);
});
afterAll(async () => t.close());

type Checkout = {
  checkout_id: string; subtotal: string; shipping_fee: string; tax_fee: string; tax_code: string; tax_note: string | null; total: string; can_continue: boolean;
  warehouses: { warehouse: string; products: { cart_id: number; product_id: number }[]; selected: string | null; shipping_list: { carrier: string; cost: string; over_weight: boolean }[] }[];
};
const checkout = async (who: Customer, cartIds: number[], where: Parameters<typeof addressBody>[0] = 'US') => {
  const res = await post(t, who, '/v1/new-checkout/checkout', { cart_ids: cartIds, address: addressBody(where) });
  return { res, data: res.json().data as Checkout };
};

const giveCoupon = async (who: Customer, cents: bigint, minOrder = 0n, expiresInDays: number | null = 30) => {
  const [def] = await t.handle.db.insert(couponDefinitions).values({ kind: 'code', name: `c${cents}`, valueCents: cents, minOrderCents: minOrder }).returning();
  const expiresAt = expiresInDays === null ? null : new Date(t.clock.now().getTime() + expiresInDays * DAY);
  const [c] = await t.handle.db.insert(coupons).values({ definitionId: def!.id, ownerId: who.id, boundAt: t.clock.now(), expiresAt }).returning();
  return c!.id;
};

describe('POST /v1/new-checkout/checkout', () => {
  it('needs a login and a valid body', async () => {
    expect((await post(t, null, '/v1/new-checkout/checkout', { cart_ids: [1], address_id: 1 })).json().code).toBe(4302);
    const none = await post(t, ann, '/v1/new-checkout/checkout', { cart_ids: [1] });
    expect(none.statusCode).toBe(422);
    const extra = await post(t, ann, '/v1/new-checkout/checkout', { cart_ids: [1], address: addressBody(), price: '1' });
    expect(extra.json().fields).toHaveProperty('price');
  });

  it('groups the items by warehouse, prices them on the server and picks the first carrier not over weight', async () => {
    const a = await addItem(t, ann, { totalCents: 1n });
    const b = await addItem(t, ann, { values: { quantity: 100, width: 100, height: 100 } });
    const { res, data } = await checkout(ann, [a, b]);
    expect(res.statusCode).toBe(200);
    expect(data.warehouses).toHaveLength(1);
    const w = data.warehouses[0]!;
    expect(w.warehouse).toBe('shenzhen');
    expect(w.products.map((p) => p.cart_id)).toEqual([a, b]);
    // the tampered stored price (1 cent) is not used
    expect(BigInt(data.subtotal)).toBeGreaterThan(100n);
    // a hundred 10×10 cm boards weigh more than the 2 kg small-packet limit
    expect(w.shipping_list.find((o) => o.carrier === 'sz_post')?.over_weight).toBe(true);
    expect(w.shipping_list.some((o) => o.carrier === 'ocs')).toBe(false); // OCS serves Japan only
    expect(w.selected).toBe('dhl');
    expect(data.can_continue).toBe(true);
    expect(data.tax_code).toBe('none');
    expect(BigInt(data.total)).toBe(BigInt(data.subtotal) + BigInt(data.shipping_fee));
  });

  it('offers OCS for Japan', async () => {
    const a = await addItem(t, ann);
    const { data } = await checkout(ann, [a], 'JP');
    expect(data.warehouses[0]!.shipping_list.map((o) => o.carrier)).toContain('ocs');
  });

  it('blocks when every carrier is over weight, and refuses an over-weight choice', async () => {
    const heavy = await addItem(t, ann, { values: { quantity: 5000, width: 100, height: 100 } });
    const { data } = await checkout(ann, [heavy]);
    expect(data.warehouses[0]!.shipping_list.every((o) => o.over_weight)).toBe(true);
    expect(data.warehouses[0]!.selected).toBeNull();
    expect(data.can_continue).toBe(false);

    const light = await addItem(t, ann, { values: { quantity: 100, width: 100, height: 100 } });
    const second = await checkout(ann, [light]);
    const refused = await post(t, ann, '/v1/new-checkout/set-logistic', { checkout_id: second.data.checkout_id, shipping_method: { shenzhen: 'sz_post' } });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().key).toBe('shipping.overWeight');
    const okay = await post(t, ann, '/v1/new-checkout/set-logistic', { checkout_id: second.data.checkout_id, shipping_method: { shenzhen: 'ups' } });
    expect(okay.json().data.shipping_method).toEqual({ shenzhen: 'ups' });
    const notServed = await post(t, ann, '/v1/new-checkout/set-logistic', { checkout_id: second.data.checkout_id, shipping_method: { shenzhen: 'ocs' } });
    expect(notServed.statusCode).toBe(422);
    // another customer cannot touch this checkout
    const bob = await signUp(t);
    const foreign = await post(t, bob, '/v1/new-checkout/set-logistic', { checkout_id: second.data.checkout_id, shipping_method: { shenzhen: 'ups' } });
    expect(foreign.statusCode).toBe(404);
  });

  it('refuses a country nobody ships to with the spec message', async () => {
    const a = await addItem(t, ann);
    const { res } = await checkout(ann, [a], 'KP');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ key: 'shipping.unavailableCountry', msg: 'Unable to ship to the chosen country.' });
  });

  it('refuses items waiting for a quotation and items of another customer', async () => {
    const waiting = await addItem(t, ann, { status: CartItemStatus.Quotation, unitCents: null, totalCents: null });
    const { res } = await checkout(ann, [waiting]);
    expect(res.statusCode).toBe(409);
    expect(res.json().key).toBe('errors.cartItemNotQuoted');
    const bob = await signUp(t);
    const bobs = await addItem(t, bob);
    expect((await checkout(ann, [bobs])).res.statusCode).toBe(404);
  });

  it('charges 13% VAT for China and EU VAT under €150 for Germany', async () => {
    const a = await addItem(t, ann);
    const cn = (await checkout(ann, [a], 'CN')).data;
    expect(cn.tax_code).toBe('cn_vat');
    expect(BigInt(cn.tax_fee)).toBe((BigInt(cn.subtotal) + BigInt(cn.shipping_fee)) * 13n / 100n + (((BigInt(cn.subtotal) + BigInt(cn.shipping_fee)) * 13n % 100n) * 2n >= 100n ? 1n : 0n));
    const de = (await checkout(ann, [a], 'DE')).data;
    expect(de.tax_code).toBe('eu_ioss');
    expect(BigInt(de.tax_fee)).toBeGreaterThan(0n);
  });
});

describe('coupons at checkout', () => {
  it('lists only the account own, unused, unexpired coupons the order reaches', async () => {
    const cat = await signUp(t);
    const item = await addItem(t, cat); // re-priced: well under $1000
    const usable = await giveCoupon(cat, 500n);
    await giveCoupon(cat, 700n, 100_000n); // minimum order not reached
    await giveCoupon(cat, 300n, 0n, -1); // expired
    const used = await giveCoupon(cat, 400n);
    await t.handle.db.update(coupons).set({ status: 'used' }).where(eq(coupons.id, used));
    const dan = await signUp(t);
    await giveCoupon(dan, 900n); // someone else's
    const res = await post(t, cat, '/v1/checkout/coupons-list', { cart_id: [item], product_ids: [835] });
    expect(res.statusCode).toBe(200);
    const ids = (res.json().data as { id: number; value: string }[]).filter((c) => c.value !== '5000').map((c) => c.id);
    expect(ids).toEqual([usable]);
  });

  it('is-free says whether the coupon covers the whole order', async () => {
    const eve = await signUp(t);
    const item = await addItem(t, eve);
    const big = await giveCoupon(eve, 1_000_000n);
    const small = await giveCoupon(eve, 100n);
    const free = await post(t, eve, '/v1/checkout/is-free', { cart_id: [item], coupon_id: big });
    expect(free.json().data).toMatchObject({ is_free: true, total: '0' });
    const notFree = await post(t, eve, '/v1/checkout/is-free', { cart_id: [item], coupon_id: small });
    expect(notFree.json().data.is_free).toBe(false);
    const foreign = await post(t, ann, '/v1/checkout/is-free', { cart_id: [item], coupon_id: big });
    expect(foreign.statusCode).toBe(404);
  });
});
