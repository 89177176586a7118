// Orders: list / search / pending filter and badge, detail and ownership, re-order, cancel window, the unpaid
// sweep with a moved clock, invoice data and PDF.
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY, MINUTE } from '../../clock';
import { cartItems, orderHistory, orders, paymentRefunds, payments, sandboxCharges, sessions, uploads } from '../../db/schema/index';
import { payCard, refOf } from '../payment/payment.test-helper';
import { sweepUnpaidOrders } from '../../jobs/sweep-unpaid-orders';
import { createTestApp, type TestApp } from '../../test/app';
import { cartHistoryOf } from '../../commands/cart/test-support';
import { addItem, countryId, get, orderOf, post, signUp, type Customer } from '../checkout/fixtures.test-helper';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const deps = () => t.app.deps;
/** Pays the order the way a customer does: start a card payment, submit the sandbox card page. Answers the page. */
const pay = async (who: Customer, orderId: number): Promise<string> => {
  const start = await post(t, who, '/v1/payment/start', { order_id: orderId, payment_id: 2 });
  expect(start.statusCode, start.body).toBe(200);
  const page = start.json().data.redirect_url as string;
  expect((await payCard(t, page, '4242424242424242')).statusCode).toBe(303);
  return page;
};
const longSession = async (who: Customer) => {
  await t.handle.db.update(sessions).set({ expiresAt: new Date('2100-01-01T00:00:00Z') }).where(eq(sessions.userId, who.id));
};
type Summary = { id: number; order_no: string; label: string; step: number; pending: boolean; items: { file_name: string | null }[] };
const list = async (who: Customer, query = '') => {
  const res = await get(t, who, `/v1/order/list${query}`);
  expect(res.statusCode).toBe(200);
  return res.json().data as { total: number; list: Summary[] };
};

describe('order history and detail', () => {
  it('lists the customer orders with labels, filters the pending ones, searches by number and file name', async () => {
    const ann = await signUp(t);
    const [upload] = await t.handle.db.insert(uploads).values({
      id: crypto.randomUUID(), ownerId: ann.id, kind: 'gerber', status: 'unanalysed', analysis: {}, originalName: 'arduino-shield.zip',
      storageKey: `k-${ann.id}`, sizeBytes: 10, sha256: 'x'.repeat(64),
    }).returning();
    const withFile = await addItem(t, ann);
    await t.handle.db.update(cartItems).set({ uploadId: upload!.id }).where(eq(cartItems.id, withFile));
    const a = await orderOf(t, ann, [withFile]);
    const b = await orderOf(t, ann, [await addItem(t, ann)]);
    await pay(ann, b.order_id);

    const all = await list(ann);
    expect(all.total).toBe(2);
    expect(all.list.map((o) => [o.id, o.label, o.step, o.pending])).toEqual([[b.order_id, 'confirmed', 1, false], [a.order_id, 'ordered', 0, true]]);
    const pending = await list(ann, '?status=1');
    expect(pending.list.map((o) => o.id)).toEqual([a.order_id]);
    expect((await list(ann, `?q=${b.order_no.slice(-6)}`)).list.map((o) => o.id)).toEqual([b.order_id]);
    expect((await list(ann, '?q=ARDUINO')).list.map((o) => o.id)).toEqual([a.order_id]);
    expect((await list(ann, '?q=%25')).total).toBe(0);
    // the total is every match, whatever the page shows; a page past the end is empty and still says how many there are
    expect(await list(ann, '?page=2&page_size=1')).toMatchObject({ total: 2, list: [expect.objectContaining({ id: a.order_id })] });
    expect(await list(ann, '?page=3&page_size=1')).toMatchObject({ total: 2, list: [] });
    expect(await list(ann, '?q=ARDUINO&page=2&page_size=1')).toMatchObject({ total: 1, list: [] });
    // the header badge counts the pending orders (read by /user/info itself, not with the session)
    const info = await get(t, ann, '/user/info');
    expect(info.json().data.order_pending_count).toBe(1);
    // another customer sees none of them, not even by the file name
    const bob = await signUp(t);
    expect((await list(bob)).total).toBe(0);
    expect((await list(bob, '?q=ARDUINO')).total).toBe(0);
    expect((await get(t, bob, '/v1/order/list?status=2')).statusCode).toBe(422);
  });

  it('shows the detail to the owner only', async () => {
    const ann = await signUp(t);
    const made = await orderOf(t, ann, [await addItem(t, ann)]);
    const res = await get(t, ann, `/v1/order/detail?id=${made.order_id}`);
    expect(res.statusCode).toBe(200);
    const d = res.json().data;
    expect(d).toMatchObject({
      order_no: made.order_no, status: 1, label: 'ordered', payment_status: 'pending', payment_method: 2, phone: '+1 415 555 0100',
      ship_to: { customer_name: 'Ada Lovelace', customer_country: 'United States' }, currency: 'USD', tracking_number: null,
      items: [{ sku: 'PCB-2L-STD', quantity: 10 }], shipping: [{ carrier: 'dhl', name: 'DHL' }],
      history: [{ from: null, to: 1, actor: 'customer', reason: 'order placed' }],
    });
    expect(BigInt(d.total)).toBe(BigInt(d.subtotal) + BigInt(d.shipping_fee) + BigInt(d.tax) - BigInt(d.discount));
    const bob = await signUp(t);
    expect((await get(t, bob, `/v1/order/detail?id=${made.order_id}`)).statusCode).toBe(404);
    expect((await get(t, bob, `/v1/order/invoice?id=${made.order_id}`)).statusCode).toBe(404);
    expect((await get(t, null, `/v1/order/detail?id=${made.order_id}`)).json().code).toBe(4302);
  });

  it('re-orders the items into the cart, priced again (login needed)', async () => {
    const ann = await signUp(t);
    const made = await orderOf(t, ann, [await addItem(t, ann, { values: { quantity: 20 } })]);
    expect((await post(t, null, '/v1/order/reorder', { order_id: made.order_id })).json().code).toBe(4302);
    const res = await post(t, ann, '/v1/order/reorder', { order_id: made.order_id });
    expect(res.statusCode).toBe(200);
    const ids = res.json().data.cart_ids as number[];
    expect(ids).toHaveLength(1);
    const [row] = await t.handle.db.select().from(cartItems).where(eq(cartItems.id, ids[0]!));
    expect(row).toMatchObject({ userId: ann.id, productId: 835, quantity: 20, cancelledAt: null });
    expect(row!.totalCents).not.toBeNull();
    const bob = await signUp(t);
    expect((await post(t, bob, '/v1/order/reorder', { order_id: made.order_id })).statusCode).toBe(404);
  });
});

describe('cancel', () => {
  it('cancels a paid order within one hour after payment confirmation, keeping the 3.5% fee', async () => {
    const ann = await signUp(t);
    await longSession(ann);
    const inTime = await orderOf(t, ann, [await addItem(t, ann)]);
    const late = await orderOf(t, ann, [await addItem(t, ann)]);
    const page = await pay(ann, inTime.order_id);
    await pay(ann, late.order_id);
    t.clock.advance(59 * MINUTE);
    const ok = await post(t, ann, '/v1/order/cancel', { order_id: inTime.order_id, reason: 'changed my mind' });
    expect(ok.statusCode).toBe(200);
    const total = BigInt(inTime.total);
    const fee = (total * 35n + 500n) / 1000n;
    expect(ok.json().data).toEqual({ order_id: inTime.order_id, status: 1005, refund: (total - fee).toString(), fee: fee.toString() });
    const [row] = await t.handle.db.select().from(orders).where(eq(orders.id, inTime.order_id));
    expect(row).toMatchObject({ status: 1005, refundCents: total - fee });
    const history = await t.handle.db.select().from(orderHistory).where(eq(orderHistory.orderId, inTime.order_id));
    expect(history.at(-1)).toMatchObject({ fromStatus: 1003, toStatus: 1005, actorType: 'customer', reason: 'changed my mind' });
    // the money really went back: through the payment that paid the order, at the provider, once
    const [payment] = await t.handle.db.select().from(payments).where(eq(payments.orderId, inTime.order_id));
    expect(payment).toMatchObject({ status: 'refunded' });
    expect(await t.handle.db.select().from(paymentRefunds).where(eq(paymentRefunds.paymentId, payment!.id))).toEqual([
      expect.objectContaining({ status: 'done', kind: 'cancellation', amountCents: total - fee, attempts: 1 }),
    ]);
    const [charge] = await t.handle.db.select().from(sandboxCharges).where(eq(sandboxCharges.ref, refOf(page)));
    expect(charge).toMatchObject({ status: 'succeeded', amountCents: total, refundedCents: total - fee });
    // the customer sees it on the order and gets an e-mail
    const detail = (await get(t, ann, `/v1/order/detail?id=${inTime.order_id}`)).json().data;
    expect(detail.refunds).toEqual([expect.objectContaining({ amount: (total - fee).toString(), kind: 'cancellation', status: 'done' })]);
    expect((await t.outbox()).some((m) => m.raw.includes(`Refund for order ${inTime.order_no}`))).toBe(true);

    t.clock.advance(2 * MINUTE); // 61 minutes after the payment of `late`
    const refused = await post(t, ann, '/v1/order/cancel', { order_id: late.order_id, reason: 'too late' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().key).toBe('errors.orderCancelWindowPassed');
    const bob = await signUp(t);
    expect((await post(t, bob, '/v1/order/cancel', { order_id: late.order_id, reason: 'x' })).statusCode).toBe(404);
  });

  it('cancels an unpaid order without a refund and gives the items back to the cart', async () => {
    const ann = await signUp(t);
    const item = await addItem(t, ann);
    const made = await orderOf(t, ann, [item]);
    const res = await post(t, ann, '/v1/order/cancel', { order_id: made.order_id, reason: 'wrong board' });
    expect(res.json().data).toEqual({ order_id: made.order_id, status: 9, refund: '0', fee: '0' });
    const [cart] = await t.handle.db.select().from(cartItems).where(eq(cartItems.id, item));
    expect(cart!.cancelledAt).toBeNull();
    // the cart item's own history shows the round trip: into the order, and back when the order was cancelled
    const moves = (await cartHistoryOf(t.handle.db, item)).map((h) => `${h.from}->${h.to}:${h.actor}`);
    expect(moves.slice(-2)).toEqual(['1->ordered:customer', 'ordered->1:system']);
    expect((await post(t, ann, '/v1/order/cancel', { order_id: made.order_id, reason: 'again' })).statusCode).toBe(409);
  });
});

describe('unpaid-order sweep', () => {
  it('cancels orders unpaid for a month (status 9), releases the hold, and is idempotent', async () => {
    const ann = await signUp(t);
    await longSession(ann);
    const item = await addItem(t, ann);
    const old = await orderOf(t, ann, [item]);
    t.clock.advance(10 * DAY);
    const recent = await orderOf(t, ann, [await addItem(t, ann)]);
    const paid = await orderOf(t, ann, [await addItem(t, ann)]);
    await pay(ann, paid.order_id);
    t.clock.advance(20 * DAY - MINUTE);
    expect(await sweepUnpaidOrders(deps())).not.toContain(old.order_id); // one minute short of the hold
    t.clock.advance(MINUTE);
    const swept = await sweepUnpaidOrders(deps());
    expect(swept).toContain(old.order_id);
    expect(swept).not.toContain(recent.order_id);
    expect(swept).not.toContain(paid.order_id);
    const [row] = await t.handle.db.select().from(orders).where(eq(orders.id, old.order_id));
    expect(row).toMatchObject({ status: 9 });
    const history = await t.handle.db.select().from(orderHistory).where(eq(orderHistory.orderId, old.order_id));
    expect(history.at(-1)).toMatchObject({ fromStatus: 1, toStatus: 9, actorType: 'system' });
    const [cart] = await t.handle.db.select().from(cartItems).where(eq(cartItems.id, item));
    expect(cart!.cancelledAt).toBeNull();
    // the customer did not cancel it: they are told
    expect((await t.outbox()).filter((m) => m.raw.includes(`Order ${old.order_no} cancelled: payment not received`))).toHaveLength(1);
    // running it again changes nothing
    expect(await sweepUnpaidOrders(deps())).toEqual([]);
    expect(await t.handle.db.select().from(orderHistory).where(eq(orderHistory.orderId, old.order_id))).toHaveLength(history.length);
  });
});

describe('invoice', () => {
  it('answers the invoice fields from the order snapshot, and a PDF', async () => {
    const ann = await signUp(t);
    const made = await orderOf(t, ann, [await addItem(t, ann)], { billing: { type: 'different', address: { first_name: 'Bill', last_name: 'Payer', phone: '+1 212 555 0100', buyer_type: 'business', country_id: countryId('US'), province: 'New York', city: 'New York', postcode: '10001', street_address: '5 Broadway' } } });
    const res = await get(t, ann, `/v1/order/invoice?id=${made.order_id}`);
    expect(res.statusCode).toBe(200);
    const inv = res.json().data;
    expect(inv).toMatchObject({
      invoice_no: `INV-${made.order_no}`, order_no: made.order_no, payment_method: 2, tax_code: 'none', currency: 'USD', shipping_carrier: 'DHL',
      ship_to: { customer_name: 'Ada Lovelace' }, bill_to: { customer_name: 'Bill Payer', customer_city: 'New York' },
      items: [{ product_id: 835, name: 'PCB', model: 'PCB-2L-STD', quantity: 10 }], order_amount: made.total,
    });
    const pdf = await get(t, ann, `/v1/order/invoice.pdf?id=${made.order_id}`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});
