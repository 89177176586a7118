// The console's money and customer calls (issue 9): finance looks at a wire receipt, rejects it with a reason (the
// customer is e-mailed in their language and uploads another, the order stays awaiting payment), confirms the new
// one; payments and the late captures that were refunded are listed; sales look customers up and set their flags.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { auditLog, mailOutbox, orders, payments, users } from '../../db/schema/index';
import { makeStaff } from '../../commands/payment/testing/orders';
import { multipartBody } from '../upload/multipart.test-helper';
import { asUser, signUp, type TestUser } from '../user/test-helpers';
import { get, post } from '../cart/cart.test-helper';
import { buyerWithOrder, type Buyer } from '../payment/payment.test-helper';

let t: TestApp;
let finance: TestUser;
let sales: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  finance = await signUp(t);
  await makeStaff(t.handle.db, finance.uid, 'finance');
  sales = await signUp(t);
  await makeStaff(t.handle.db, sales.uid, 'sales');
});
afterAll(async () => t.close());

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const upload = (b: Buyer) => {
  const { payload, headers } = multipartBody([
    { name: 'order_id', data: String(b.order.id) },
    { name: 'file', filename: 'receipt.pdf', data: PDF, type: 'application/pdf' },
  ]);
  return t.app.inject({ method: 'POST', url: '/api/v1/payment/receipt', payload, headers: { ...headers, ...asUser(b.user.token) } });
};
const orderRow = async (id: number) => (await t.handle.db.select().from(orders).where(eq(orders.id, id)))[0];

describe('wire receipts', () => {
  it('shows finance the receipt inline with safe headers, or as a download; customers never', async () => {
    const b = await buyerWithOrder(t, { paymentMethod: 8 });
    expect((await get(t, finance, `/v1/staff/payment/receipt?order_id=${b.order.id}`)).statusCode).toBe(404);
    await upload(b);
    const res = await get(t, finance, `/v1/staff/payment/receipt?order_id=${b.order.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers).toMatchObject({
      'content-type': 'application/pdf', 'content-disposition': `inline; filename="receipt-${b.order.orderNo}.pdf"`,
      'x-content-type-options': 'nosniff', 'cache-control': 'private, no-store',
    });
    expect(res.rawPayload).toEqual(PDF);
    const download = await get(t, finance, `/v1/staff/payment/receipt?order_id=${b.order.id}&download=1`);
    expect(download.headers['content-disposition']).toMatch(/^attachment;/);
    const asOwner = await get(t, b.user, `/v1/staff/payment/receipt?order_id=${b.order.id}`);
    expect(asOwner.statusCode).toBe(403);
  });

  it('rejects with a reason: the customer is mailed in their language, uploads again, and finance confirms', async () => {
    const b = await buyerWithOrder(t, { paymentMethod: 8, totalCents: 20_000n });
    await t.handle.db.update(users).set({ lang: 'jp' }).where(eq(users.id, b.user.uid));
    await upload(b);
    expect((await post(t, finance, '/v1/staff/payment/reject', { order_id: b.order.id, reason: '  ' })).statusCode).toBe(422);

    const res = await post(t, finance, '/v1/staff/payment/reject', { order_id: b.order.id, reason: 'The amount on the receipt is $150, not $200.' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ order_id: b.order.id, order_status: 1 });
    expect(await orderRow(b.order.id)).toMatchObject({ status: 1, paymentStatus: 'pending' });
    expect(await t.handle.db.select().from(payments).where(eq(payments.orderId, b.order.id)))
      .toEqual([expect.objectContaining({ status: 'failed', result: 'rejected', attemptNo: 1 })]);
    const [mail] = await t.handle.db.select().from(mailOutbox).where(and(eq(mailOutbox.orderId, b.order.id), eq(mailOutbox.kind, 'receipt_rejected')));
    expect(mail).toMatchObject({ lang: 'jp', subject: expect.stringContaining('振込明細') });
    expect(mail?.textBody).toContain('The amount on the receipt is $150, not $200.');
    const [audit] = await t.handle.db.select().from(auditLog).where(and(eq(auditLog.recordId, String(b.order.id)), eq(auditLog.recordType, 'order')));
    expect(audit).toMatchObject({ staffId: finance.uid, action: 'wire.decide', before: expect.objectContaining({ status: 1008 }), after: expect.objectContaining({ status: 1 }) });
    // nothing is waiting any more: a second rejection is refused
    expect((await post(t, finance, '/v1/staff/payment/reject', { order_id: b.order.id, reason: 'again' })).statusCode).toBe(409);

    const again = await upload(b);
    expect(again.json().data).toMatchObject({ order_status: 1008, attempt_no: 2 });
    const pending = (await get(t, finance, '/v1/staff/payment/pending')).json().data as { order_id: number }[];
    expect(pending.map((p) => p.order_id)).toContain(b.order.id);
    const confirmed = await post(t, finance, '/v1/staff/payment/confirm', { order_id: b.order.id });
    expect(confirmed.json().data).toMatchObject({ order_status: 5, payment_status: 'done', changed: true });
  });

  it('refuses to reject a receipt of an order that was cancelled meanwhile (checked at that moment)', async () => {
    const b = await buyerWithOrder(t, { paymentMethod: 8 });
    await upload(b);
    await t.handle.db.update(orders).set({ status: 9 }).where(eq(orders.id, b.order.id));
    expect((await post(t, finance, '/v1/staff/payment/reject', { order_id: b.order.id, reason: 'wrong' })).statusCode).toBe(409);
  });
});

describe('payments and late captures', () => {
  it('lists payments searched by order number and filtered by provider and status', async () => {
    const b = await buyerWithOrder(t, { paymentMethod: 8, totalCents: 31_400n });
    await upload(b);
    const res = await get(t, finance, `/v1/staff/payment/list?q=${b.order.orderNo}&provider=wire&status=pending`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      total: 1, list: [{ order_id: b.order.id, order_no: b.order.orderNo, provider: 'wire', amount: '31400', status: 'pending', has_receipt: true, customer_email: b.user.email }],
    });
    expect((await get(t, finance, `/v1/staff/payment/list?q=${b.order.orderNo}&status=done`)).json().data.total).toBe(0);
    expect((await get(t, finance, '/v1/staff/payment/list?provider=cash')).statusCode).toBe(422);
  });

  it('lists a transfer confirmed for a cancelled order as a late capture, with its refund', async () => {
    const b = await buyerWithOrder(t, { paymentMethod: 8, totalCents: 12_000n });
    await upload(b);
    await t.handle.db.update(orders).set({ status: 9 }).where(eq(orders.id, b.order.id));
    const res = await post(t, finance, '/v1/staff/payment/confirm', { order_id: b.order.id });
    expect(res.json().data).toMatchObject({ refund: 'manual' });
    const late = (await get(t, finance, `/v1/staff/payment/late-captures?q=${b.order.orderNo}`)).json().data;
    expect(late).toMatchObject({ total: 1, list: [{ order_id: b.order.id, provider: 'wire', amount: '12000', refund_status: 'manual' }] });
  });
});

describe('customers', () => {
  it('are found by e-mail, name or id, with orders, addresses and coupons on their page', async () => {
    const b = await buyerWithOrder(t, { paymentMethod: 8 });
    for (const q of [b.user.email, String(b.user.uid)]) {
      const found = (await get(t, sales, `/v1/staff/customers?q=${encodeURIComponent(q)}`)).json().data;
      expect(found.list.map((c: { uid: number }) => c.uid)).toContain(b.user.uid);
    }
    // staff accounts are not customers
    expect((await get(t, sales, `/v1/staff/customers?q=${encodeURIComponent(finance.email)}`)).json().data.total).toBe(0);
    expect((await get(t, sales, `/v1/staff/customers/detail?id=${finance.uid}`)).statusCode).toBe(404);
    const page = await get(t, finance, `/v1/staff/customers/detail?id=${b.user.uid}`);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().data).toMatchObject({
      customer: { uid: b.user.uid, email: b.user.email, vip: 'none', wholesale: false },
      orders: [{ id: b.order.id, order_no: b.order.orderNo }],
      coupons: expect.arrayContaining([expect.objectContaining({ kind: 'signup' })]),
    });
  });

  it('take VIP level and flags from sales, audited with before and after', async () => {
    const c = await signUp(t);
    const res = await post(t, sales, '/v1/staff/customers/flags', { uid: c.uid, vip: 'elite', wholesale: true, propagate: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ vip: 'elite', wholesale: true, propagate: true, distributor_code: null });
    const [row] = await t.handle.db.select().from(users).where(eq(users.id, c.uid));
    expect(row).toMatchObject({ vipSku: '608800015', wholesale: true, propagate: true, distributorCode: null });
    // the distributor code is read-only here: only the distributor program's approval issues one (issue 15)
    const forged = await post(t, sales, '/v1/staff/customers/flags', { uid: c.uid, vip: 'elite', wholesale: true, propagate: true, distributor_code: 'D-7' });
    expect(forged.statusCode).toBe(422);
    expect((await t.handle.db.select().from(users).where(eq(users.id, c.uid)))[0]?.distributorCode).toBeNull();
    const history = (await get(t, finance, `/v1/staff/audit?record_type=user&record_id=${c.uid}`)).json().data;
    expect(history).toEqual([expect.objectContaining({
      staff_id: sales.uid, action: 'customers.edit', before: expect.objectContaining({ vip: 'none', wholesale: false }), after: expect.objectContaining({ vip: 'elite' }),
    })]);
    expect((await post(t, sales, '/v1/staff/customers/flags', { uid: c.uid, vip: 'gold', wholesale: 'yes', propagate: true })).statusCode).toBe(422);
  });
});
