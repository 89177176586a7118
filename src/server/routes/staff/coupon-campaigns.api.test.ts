// Coupon campaigns (issue 9): sales create one in the console, customers bind its shared code and use it at checkout
// pricing; the total and per-customer limits hold, also when customers place their orders at the same moment; a
// deactivated campaign stops binding and its unused coupons stop working; every staff change is audited.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { auditLog, couponDefinitions, orders } from '../../db/schema/index';
import { makeStaff } from '../../commands/payment/testing/orders';
import { signUp as signUpStaffUser, type TestUser } from '../user/test-helpers';
import { get as staffGet, post as staffPost } from '../cart/cart.test-helper';
import { addItem, makeOrder, post, signUp, type Customer } from '../checkout/fixtures.test-helper';
import { ProductId } from '../../../shared/ids';

let t: TestApp;
let sales: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  sales = await signUpStaffUser(t);
  await makeStaff(t.handle.db, sales.uid, 'sales');
});
afterAll(async () => t.close());

let seq = 0;
const uniqueCode = (prefix: string) => `${prefix}${Date.now().toString(36).toUpperCase()}${(seq += 1)}`;
const create = (body: Record<string, unknown>) => staffPost(t, sales, '/v1/staff/coupons', { name: 'Spring sale', ...body });
const bind = (c: Customer, code: string) => post(t, c, '/v1/user/coupon/bind', { code });
const isFree = (c: Customer, item: number, code: string) => post(t, c, '/v1/checkout/is-free', { cart_id: [item], coupon_code: code });

describe('creating a campaign', () => {
  it.each([
    ['value and percent together', { value: '500', percent: 10 }],
    ['neither value nor percent', {}],
    ['a code with spaces', { code: 'NO SPACES', value: '500' }],
    ['a percent over 100', { percent: 101 }],
    ['an end before the start', { value: '500', starts_at: '2030-02-01T00:00:00Z', ends_at: '2030-01-01T00:00:00Z' }],
    ['an unknown field', { value: '500', bogus: 1 }],
    ['a zero value', { value: '000' }],
  ])('refuses %s (422)', async (_case, body) => {
    const res = await create({ code: uniqueCode('BAD'), ...body });
    expect(res.statusCode, res.body).toBe(422);
  });

  it('stores the campaign with its audit row, and refuses the same code twice', async () => {
    const code = uniqueCode('FIVE');
    const res = await create({ code: code.toLowerCase(), value: '500', min_order: '1000', max_uses: 10, per_customer: 2 });
    expect(res.statusCode, res.body).toBe(200);
    const c = res.json().data;
    expect(c).toMatchObject({ code, value: '500', percent: null, min_order: '1000', max_uses: 10, per_customer: 2, active: true, bound: 0, used: 0 });
    const audit = await t.handle.db.select().from(auditLog).where(eq(auditLog.recordId, String(c.id)));
    expect(audit).toEqual([expect.objectContaining({ staffId: sales.uid, action: 'coupons.manage', recordType: 'coupon' })]);
    expect((await create({ code, value: '100' })).statusCode).toBe(409);
    const list = (await staffGet(t, sales, `/v1/staff/coupons?q=${code}`)).json().data;
    expect(list).toMatchObject({ total: 1, list: [{ id: c.id, code }] });
  });
});

describe('a campaign at checkout', () => {
  it('binds by code, prices the order with the percent on goods in scope, and counts the use', async () => {
    const code = uniqueCode('PCB10');
    const c = (await create({ code, percent: 10, max_uses: 5, per_customer: 1, product_ids: [ProductId.PCB] })).json().data;
    const ann = await signUp(t);
    const item = await addItem(t, ann);
    const bound = await bind(ann, code.toLowerCase());
    expect(bound.statusCode, bound.body).toBe(200);
    expect(bound.json().data).toMatchObject({ code, status: 'available' });
    const priced = (await isFree(ann, item, code)).json().data;
    const subtotal = BigInt(priced.total) + BigInt(priced.discount); // US, no tax, no shipping chosen: goods − discount
    expect(BigInt(priced.discount)).toBe((subtotal * 10n) / 100n);
    const list = (await post(t, ann, '/v1/checkout/coupons-list', { cart_id: [item], product_ids: [ProductId.PCB] })).json().data as { code: string; value: string }[];
    expect(list.find((x) => x.code === code)?.value).toBe(priced.discount);

    const placed = await makeOrder(t, ann, [item], { coupon_code: code });
    expect(placed.statusCode, placed.body).toBe(200);
    const [order] = await t.handle.db.select().from(orders).where(eq(orders.id, placed.json().data.order_id));
    expect(order?.discountCents.toString()).toBe(priced.discount);
    // per customer: one coupon from this campaign, and it is used
    expect((await bind(ann, code)).statusCode).toBe(409);
    const detail = (await staffGet(t, sales, `/v1/staff/coupons/detail?id=${c.id}`)).json().data;
    expect(detail.campaign).toMatchObject({ bound: 1, used: 1 });
    expect(detail.uses).toEqual([expect.objectContaining({ user_id: ann.id, status: 'used', order_id: order?.id, order_no: order?.orderNo })]);
  });

  it('is worth nothing to an order without a product in scope', async () => {
    const code = uniqueCode('STENCIL');
    await create({ code, value: '300', product_ids: [ProductId.Stencil] });
    const bob = await signUp(t);
    const item = await addItem(t, bob);
    expect((await bind(bob, code)).statusCode).toBe(200);
    const res = await isFree(bob, item, code);
    expect(res.statusCode).toBe(400);
    expect(res.json().key).toBe('errors.couponNotUsable');
  });

  it('holds the total limit when customers order at the same moment', async () => {
    const code = uniqueCode('LAST2');
    const c = (await create({ code, value: '200', max_uses: 2 })).json().data;
    const buyers = await Promise.all([1, 2, 3, 4].map(() => signUp(t)));
    const items: number[] = [];
    for (const b of buyers) {
      items.push(await addItem(t, b));
      expect((await bind(b, code)).statusCode).toBe(200);
    }
    const results = await Promise.all(buyers.map((b, i) => makeOrder(t, b, [items[i] as number], { coupon_code: code })));
    const ok = results.filter((r) => r.statusCode === 200);
    expect(ok).toHaveLength(2);
    for (const r of results.filter((x) => x.statusCode !== 200)) expect(r.statusCode, r.body).toBe(409);
    const [def] = await t.handle.db.select().from(couponDefinitions).where(eq(couponDefinitions.id, c.id));
    expect(def?.usedCount).toBe(2);
    // and once the limit is reached, the code no longer binds
    expect((await bind(await signUp(t), code)).statusCode).toBe(409);
  });

  it('gives the use back to the total when the order is cancelled before payment', async () => {
    const code = uniqueCode('ONCE');
    const c = (await create({ code, value: '200', max_uses: 1 })).json().data;
    const [first, second] = await Promise.all([signUp(t), signUp(t)]);
    const firstItem = await addItem(t, first);
    expect((await bind(first, code)).statusCode).toBe(200);
    const placed = await makeOrder(t, first, [firstItem], { coupon_code: code });
    expect(placed.statusCode, placed.body).toBe(200);
    const usedCount = async () => (await t.handle.db.select().from(couponDefinitions).where(eq(couponDefinitions.id, c.id)))[0]?.usedCount;
    expect(await usedCount()).toBe(1);
    const cancelled = await post(t, first, '/v1/order/cancel', { order_id: placed.json().data.order_id, reason: 'ordered the wrong board' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await usedCount()).toBe(0);
    // the one use is free again: another customer binds the code and orders with it
    const secondItem = await addItem(t, second);
    expect((await bind(second, code)).statusCode).toBe(200);
    expect((await makeOrder(t, second, [secondItem], { coupon_code: code })).statusCode).toBe(200);
    expect(await usedCount()).toBe(1);
  });

  it('stops binding and using once deactivated (audited), while used coupons keep their order', async () => {
    const code = uniqueCode('OFF');
    const c = (await create({ code, value: '100' })).json().data;
    const cat = await signUp(t);
    const item = await addItem(t, cat);
    expect((await bind(cat, code)).statusCode).toBe(200);
    expect((await isFree(cat, item, code)).statusCode).toBe(200);
    const off = await staffPost(t, sales, '/v1/staff/coupons/deactivate', { id: c.id });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().data.active).toBe(false);
    expect((await isFree(cat, item, code)).statusCode).toBe(400);
    expect((await bind(await signUp(t), code)).statusCode).toBe(400);
    const history = (await staffGet(t, sales, `/v1/staff/audit?record_type=coupon&record_id=${c.id}`)).json().data;
    expect(history.map((h: { note: string }) => h.note)).toEqual(['campaign deactivated', 'campaign created']);
  });

  it('does not bind before its start', async () => {
    const code = uniqueCode('SOON');
    await create({ code, value: '100', starts_at: new Date(t.clock.now().getTime() + 86_400_000).toISOString() });
    const res = await bind(await signUp(t), code);
    expect(res.statusCode).toBe(400);
  });
});
