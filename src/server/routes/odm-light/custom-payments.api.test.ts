// Customized payments through the real routes (issue 13): finance staff create a payment request for a customer
// (455 payment / 1633 shipping cost) with an audit row and a mail; the customer finds it confirmed in the cart and
// pays it like any order, the order being not-detail (spec platform §4). Customers and other roles are refused;
// bad input answers by field; an unknown customer 404.
import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { auditLog, mailOutbox, orders } from '../../db/schema/index';
import { makeStaff } from '../../commands/cart/test-support';
import { get, orderOf, post, signUp, type Customer } from '../checkout/fixtures.test-helper';
import { payCard } from '../payment/payment.test-helper';

let t: TestApp;
let finance: Customer;
let content: Customer;
let buyer: Customer;
let buyerEmail: string;
beforeAll(async () => {
  t = await createTestApp();
  finance = await signUp(t);
  await makeStaff(t.handle.db, finance.id, 'finance');
  content = await signUp(t);
  await makeStaff(t.handle.db, content.id, 'content');
  buyer = await signUp(t);
  buyerEmail = (await get(t, buyer, '/user/info')).json().data?.email ?? '';
});
afterAll(async () => t.close());

const body = (over: Record<string, unknown> = {}) => ({
  email: buyerEmail, kind: 'payment', amount: '12345', description: 'Extra units for PO 77', request_id: crypto.randomUUID(), ...over,
});

describe('POST /v1/staff/custom-payments', () => {
  it('refuses customers and roles without the action, and bad input by field', async () => {
    expect(buyerEmail).toContain('@');
    expect((await post(t, buyer, '/v1/staff/custom-payments', body())).statusCode).toBe(403);
    expect((await post(t, content, '/v1/staff/custom-payments', body())).statusCode).toBe(403);
    expect((await get(t, content, '/v1/staff/custom-payments')).statusCode).toBe(403);
    const bad = await post(t, finance, '/v1/staff/custom-payments', body({ email: 'x', kind: 'gift', amount: '1.5', description: 'a\u0000', request_id: 'r' }));
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().fields).sort()).toEqual(['amount', 'description', 'email', 'kind', 'request_id']);
    expect((await post(t, finance, '/v1/staff/custom-payments', body({ amount: '0' }))).statusCode).toBe(422);
    expect((await post(t, finance, '/v1/staff/custom-payments', body({ email: 'nobody@example.test' }))).statusCode).toBe(404);
  });

  it('puts a confirmed 455 item in the customer’s cart with an audit row and a mail; the paid order is not-detail', async () => {
    const b = body();
    const res = await post(t, finance, '/v1/staff/custom-payments', b);
    expect(res.statusCode, res.body).toBe(200);
    const made = res.json().data;
    expect(made).toMatchObject({ kind: 'payment', product_id: 455, amount: '12345', ordered: false, status: 5, state: 'waiting' });
    const again = (await post(t, finance, '/v1/staff/custom-payments', b)).json().data;
    expect(again.id).toBe(made.id);
    const audit = await t.handle.db.select().from(auditLog).where(and(eq(auditLog.recordType, 'custom_payment'), eq(auditLog.recordId, String(made.id))));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ staffId: finance.id, action: 'payments.request' });
    const mails = await t.handle.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'custom_payment_requested'));
    expect(mails.some((m) => m.toAddress === buyerEmail)).toBe(true);
    expect((await get(t, finance, '/v1/staff/custom-payments')).json().data.items[0]).toMatchObject({ id: made.id, email: buyerEmail });

    const order = await orderOf(t, buyer, [made.cart_id]);
    const [row] = await t.handle.db.select().from(orders).where(eq(orders.id, order.order_id));
    expect(row!.notDetail).toBe(true);
    expect(row!.subtotalCents).toBe(12_345n);
    const shipping = (await post(t, finance, '/v1/staff/custom-payments', body({ kind: 'shipping', amount: '2500' }))).json().data;
    expect(shipping).toMatchObject({ product_id: 1633, kind: 'shipping' });
  });
});

describe('GET /v1/user/payment-requests (the customer’s page)', () => {
  it('lists the customer’s own requests, waiting until the order holding one is paid by card, then paid', async () => {
    const made = (await post(t, finance, '/v1/staff/custom-payments', body({ amount: '4200', description: 'Rework of 20 boards' }))).json().data;
    const mine = (await get(t, buyer, '/v1/user/payment-requests')).json().data.list;
    expect(mine.find((r: { id: number }) => r.id === made.id)).toMatchObject({
      kind: 'payment', amount: '4200', description: 'Rework of 20 boards', status: 'waiting', cart_id: made.cart_id, order_id: null,
    });
    const stranger = await signUp(t);
    expect((await get(t, stranger, '/v1/user/payment-requests')).json().data.list).toEqual([]);
    expect((await get(t, stranger, `/v1/user/payment-requests/detail?id=${made.id}`)).statusCode).toBe(404);
    expect((await get(t, buyer, '/v1/user/payment-requests/detail?id=0')).statusCode).toBe(422);
    expect((await get(t, null, '/v1/user/payment-requests')).statusCode).toBe(401);

    const order = await orderOf(t, buyer, [made.cart_id]);
    const ordered = (await get(t, buyer, `/v1/user/payment-requests/detail?id=${made.id}`)).json().data;
    expect(ordered).toMatchObject({ status: 'waiting', cart_id: null, order_id: order.order_id });
    const start = await post(t, buyer, '/v1/payment/start', { order_id: order.order_id, payment_id: 2 });
    expect(start.statusCode, start.body).toBe(200);
    await payCard(t, start.json().data.redirect_url, '4242 4242 4242 4242');
    expect((await get(t, buyer, `/v1/user/payment-requests/detail?id=${made.id}`)).json().data).toMatchObject({ status: 'paid', order_id: order.order_id });
    const staffView = (await get(t, finance, '/v1/staff/custom-payments')).json().data.items;
    expect(staffView.find((r: { id: number }) => r.id === made.id)).toMatchObject({ state: 'paid', ordered: true });
  });

  it('a request the customer removed from the cart is cancelled', async () => {
    const made = (await post(t, finance, '/v1/staff/custom-payments', body({ amount: '900' }))).json().data;
    expect((await post(t, buyer, '/v1/cart/cancel', { id: made.cart_id })).statusCode).toBe(200);
    expect((await get(t, buyer, `/v1/user/payment-requests/detail?id=${made.id}`)).json().data).toMatchObject({ status: 'cancelled', cart_id: null, order_id: null });
  });
});
