// A money-only order (a payment request 455, issues 13/15) ships nothing: once paid, staff finish it with no carrier
// or tracking number. The console offers "finished" instead of production and shipping, the move is audited and the
// customer gets "Your payment has been completed" (and its payment-confirmed mail never promised production); an order with goods still cannot skip the shipment.
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users } from '../../../db/schema/index';
import { createTestApp, type TestApp } from '../../../test/app';
import { parseMails } from '../../../test/mail';
import { makeStaff } from '../../payment/testing/orders';
import { payCard } from '../../../routes/payment/payment.test-helper';
import { addItem, get, makeOrder, orderOf, post, signUp, type Customer } from '../../../routes/checkout/fixtures.test-helper';
import { OrderStatus } from '../../../../shared/status/order';

let t: TestApp;
let engineering: Customer;
let finance: Customer;
beforeAll(async () => {
  t = await createTestApp();
  engineering = await signUp(t);
  await makeStaff(t.handle.db, engineering.id, 'engineering');
  finance = await signUp(t);
  await makeStaff(t.handle.db, finance.id, 'finance');
});
afterAll(async () => t.close());

const emailOf = async (who: Customer): Promise<string> => (await t.handle.db.select().from(users).where(eq(users.id, who.id)))[0]?.email ?? '';
const pay = async (who: Customer, orderId: number) => {
  const start = await post(t, who, '/v1/payment/start', { order_id: orderId, payment_id: 2 });
  expect(start.statusCode, start.body).toBe(200);
  expect((await payCard(t, start.json().data.redirect_url as string, '4242424242424242')).statusCode).toBe(303);
};
/** Finance request a payment from `who`, who orders and pays it by card: the order id. */
const paidPaymentRequest = async (who: Customer, email: string): Promise<number> => {
  const req = await post(t, finance, '/v1/staff/custom-payments', {
    email, kind: 'payment', amount: '15000', description: 'Extra firmware work', request_id: crypto.randomUUID(),
  });
  expect(req.statusCode, req.body).toBe(200);
  const placed = await makeOrder(t, who, [req.json().data.cart_id as number]);
  expect(placed.statusCode, placed.body).toBe(200);
  const orderId = placed.json().data.order_id as number;
  await pay(who, orderId);
  return orderId;
};
const nextOf = async (orderId: number) => (await get(t, engineering, `/v1/staff/orders/detail?id=${orderId}`)).json().data.next as number[];
const advance = (orderId: number, to: number, extra: Record<string, unknown> = {}) =>
  post(t, engineering, '/v1/staff/orders/advance', { order_id: orderId, to, ...extra });

describe('a paid payment request', () => {
  it('finishes without a carrier or tracking number, audited, with the payment-completed mail', async () => {
    const ann = await signUp(t);
    const email = await emailOf(ann);
    const orderId = await paidPaymentRequest(ann, email);
    // the payment-confirmed mail promises no production: there is nothing to make or ship
    const confirmed = parseMails(await t.outbox()).filter((m) => m.to === email && /^Payment confirmed/.test(m.subject));
    expect(confirmed).toHaveLength(1);
    expect(confirmed[0]?.bodies[0]).toContain('There is nothing to produce or ship for this order');
    expect(confirmed[0]?.bodies[0]).not.toContain('preparing production');

    // the console offers confirming or finishing, never production or shipping
    expect(await nextOf(orderId)).toEqual(expect.arrayContaining([OrderStatus.OrderConfirmed, OrderStatus.Finished]));
    expect(await nextOf(orderId)).not.toContain(OrderStatus.InProduction);
    expect((await advance(orderId, OrderStatus.OrderConfirmed)).statusCode).toBe(200);
    expect(await nextOf(orderId)).not.toContain(OrderStatus.InProduction);
    expect((await advance(orderId, OrderStatus.InProduction)).statusCode).toBe(409);
    expect((await advance(orderId, OrderStatus.Shipped, { carrier: 'dhl', tracking_number: '123' })).statusCode).toBe(409);

    const done = await advance(orderId, OrderStatus.Finished);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data).toEqual({ order_id: orderId, status: OrderStatus.Finished });
    const audit = await t.handle.db.select().from(auditLog).where(eq(auditLog.recordId, String(orderId)));
    expect(audit.filter((a) => a.action === 'orders.advance').map((a) => (a.after as { status: number }).status))
      .toEqual([OrderStatus.OrderConfirmed, OrderStatus.Finished]);

    const mails = parseMails(await t.outbox()).filter((m) => m.to === email);
    const completed = mails.filter((m) => /has been completed$/.test(m.subject));
    expect(completed).toHaveLength(1);
    expect(completed[0]?.bodies[0]).toContain('Your payment has been completed');
    expect(mails.some((m) => /has shipped$/.test(m.subject))).toBe(false);

    const seen = (await get(t, ann, `/v1/order/detail?id=${orderId}`)).json().data;
    expect(seen).toMatchObject({ status: OrderStatus.Finished, tracking_number: null, shipping: [] });
  });
});

describe('an order with goods', () => {
  it('cannot be finished before it ships, and shipping still asks for the carrier and tracking number', async () => {
    const bo = await signUp(t);
    const email = await emailOf(bo);
    const made = await orderOf(t, bo, [await addItem(t, bo)]);
    await pay(bo, made.order_id);
    const confirmed = parseMails(await t.outbox()).filter((m) => m.to === email && /^Payment confirmed/.test(m.subject));
    expect(confirmed).toHaveLength(1);
    expect(confirmed[0]?.bodies[0]).toContain('are preparing production');
    expect(confirmed[0]?.bodies[0]).not.toContain('nothing to produce or ship');
    expect(await nextOf(made.order_id)).not.toContain(OrderStatus.Finished);
    expect((await advance(made.order_id, OrderStatus.Finished)).statusCode).toBe(409);
    for (const to of [OrderStatus.OrderConfirmed, OrderStatus.InProduction, OrderStatus.ShippingHandled, OrderStatus.Packed]) {
      expect((await advance(made.order_id, to)).statusCode).toBe(200);
    }
    expect((await advance(made.order_id, OrderStatus.Finished)).statusCode).toBe(409);
    expect((await advance(made.order_id, OrderStatus.Shipped)).statusCode).toBe(422);
    expect((await advance(made.order_id, OrderStatus.Shipped, { carrier: 'dhl', tracking_number: '1234567890' })).statusCode).toBe(200);
  });
});

describe('a paid payment request in the Japanese edition', () => {
  it('says in Japanese that nothing is produced or shipped', async () => {
    const hana = await signUp(t);
    await t.handle.db.update(users).set({ lang: 'jp' }).where(eq(users.id, hana.id));
    const email = await emailOf(hana);
    await paidPaymentRequest(hana, email);
    const confirmed = parseMails(await t.outbox()).filter((m) => m.to === email && /^お支払いを確認しました/.test(m.subject));
    expect(confirmed).toHaveLength(1);
    expect(confirmed[0]?.bodies[0]).toContain('製造・発送するものはありません');
    expect(confirmed[0]?.bodies[0]).not.toContain('製造の準備に入ります');
  });
});
