// Wire transfer (instructions, receipt upload checked by content, staff confirmation) and refunds.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/app';
import { orders, paymentRefunds, payments, sandboxCharges } from '../../db/schema/index';
import { cancellationRefundCents, refundPayment } from '../../commands/payment/refund-payment';
import { makeStaff } from '../../commands/payment/testing/orders';
import { storageFor } from '../../integrations/storage/index';
import { multipartBody } from '../upload/multipart.test-helper';
import { asUser, signUp } from '../user/test-helpers';
import { buyerWithOrder, payCard, paymentStatus, providerPage, type Buyer } from './payment.test-helper';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8ffff3f0005fe02fea7d6a4c30000000049454e44ae426082', 'hex');

const upload = (b: Buyer, file: Buffer, filename = 'receipt.pdf', extra: Record<string, string> = {}) => {
  const { payload, headers } = multipartBody([
    { name: 'order_id', data: String(b.order.id) },
    ...Object.entries(extra).map(([name, data]) => ({ name, data })),
    { name: 'file', filename, data: file, type: 'application/pdf' },
  ]);
  return t.app.inject({ method: 'POST', url: '/api/v1/payment/receipt', payload, headers: { ...headers, ...asUser(b.user.token) } });
};
const orderRow = async (id: number) => (await t.handle.db.select().from(orders).where(eq(orders.id, id)))[0];

describe('wire instructions', () => {
  it('gives the bank details, the amount, the order number as reference and the one-month hold', async () => {
    const b = await buyerWithOrder(t, { paymentMethod: 8, totalCents: 10_000n });
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/payment/wire-instructions?order_id=${b.order.id}`, headers: asUser(b.user.token) });
    expect(res.statusCode).toBe(200);
    const created = t.clock.now().getTime();
    expect(res.json().data).toMatchObject({
      order_id: b.order.id, payment_id: 8, currency: 'USD', amount: '10000', amount_usd: '10000', reference: b.order.orderNo,
      beneficiary: expect.any(String), bank: expect.any(String), swift: expect.any(String), account: expect.any(String),
      hold_days: 30, hold_until: new Date(created + 30 * 86_400_000).toISOString(),
    });
  });

  it('converts to CNY at the stored rate for the CNY wire (9)', async () => {
    const b = await buyerWithOrder(t, { paymentMethod: 9, totalCents: 10_000n });
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/payment/wire-instructions?order_id=${b.order.id}`, headers: asUser(b.user.token) });
    // seeded rate: 1 USD = 7.25 CNY, so $100.00 is ¥725.00 (72500 fen)
    expect(res.json().data).toMatchObject({ payment_id: 9, currency: 'CNY', amount: '72500', amount_usd: '10000' });
  });

  it('is the owner\'s only', async () => {
    const b = await buyerWithOrder(t, { paymentMethod: 8 });
    const other = await signUp(t);
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/payment/wire-instructions?order_id=${b.order.id}`, headers: asUser(other.token) });
    expect(res.statusCode).toBe(404);
  });
});

describe('receipt upload', () => {
  it('takes a PDF, stores it and moves the order to 1008 (payment request received, being confirmed)', async () => {
    const b = await buyerWithOrder(t, { paymentMethod: 8 });
    const res = await upload(b, PDF);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ order_id: b.order.id, order_status: 1008, attempt_no: 1, result: 'checkPending' });
    const [row] = await t.handle.db.select().from(payments).where(eq(payments.orderId, b.order.id));
    expect(row).toMatchObject({ provider: 'wire', method: 8, status: 'pending', result: 'checkPending' });
    expect(await storageFor(t.config).get(row?.receiptKey ?? '')).toEqual(PDF);
    expect(await orderRow(b.order.id)).toMatchObject({ status: 1008, paymentStatus: 'pending' });
    // a second receipt replaces the first: still one payment
    expect((await upload(b, PDF)).json().data).toMatchObject({ order_status: 1008, attempt_no: 1 });
    expect(await t.handle.db.select().from(payments).where(eq(payments.orderId, b.order.id))).toHaveLength(1);
  });

  it('refuses a PNG renamed .pdf, by content', async () => {
    const b = await buyerWithOrder(t, { paymentMethod: 8 });
    const res = await upload(b, PNG, 'receipt.pdf');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ msg: 'Please upload the correct file type or size.', key: 'errors.fileTypeOrSize' });
    expect(await orderRow(b.order.id)).toMatchObject({ status: 1 });
  });

  it('refuses a file over 20 MB with 413', async () => {
    const b = await buyerWithOrder(t, { paymentMethod: 8 });
    const big = Buffer.concat([PDF, Buffer.alloc(20 * 1024 * 1024 + 1, 0x20)]);
    const res = await upload(b, big);
    expect(res.statusCode).toBe(413);
    expect(res.json().msg).toBe('Please upload the correct file type or size.');
    expect(await orderRow(b.order.id)).toMatchObject({ status: 1 });
  });

  it('refuses another customer\'s order and a missing file', async () => {
    const b = await buyerWithOrder(t, { paymentMethod: 8 });
    const other = await signUp(t);
    expect((await upload({ ...b, user: other }, PDF)).statusCode).toBe(404);
    const { payload, headers } = multipartBody([{ name: 'order_id', data: String(b.order.id) }]);
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/payment/receipt', payload, headers: { ...headers, ...asUser(b.user.token) } });
    expect(res.statusCode).toBe(400);
  });
});

describe('staff confirmation', () => {
  it('lists orders awaiting confirmation; staff confirm marks the order paid (5); customers are refused', async () => {
    const b = await buyerWithOrder(t, { paymentMethod: 8, totalCents: 50_000n });
    await upload(b, PDF);
    const staff = await signUp(t);
    await makeStaff(t.handle.db, staff.uid);

    const asCustomer = await t.app.inject({ method: 'POST', url: '/api/v1/staff/payment/confirm', headers: asUser(b.user.token), payload: { order_id: b.order.id } });
    expect(asCustomer.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/staff/payment/pending', headers: asUser(b.user.token) })).statusCode).toBe(403);

    const pending = await t.app.inject({ method: 'GET', url: '/api/v1/staff/payment/pending', headers: asUser(staff.token) });
    expect(pending.json().data).toContainEqual(expect.objectContaining({
      order_id: b.order.id, order_no: b.order.orderNo, order_status: 1008, payment_id: 8, amount: '50000', receipt_uploaded_at: expect.any(String),
    }));

    const res = await t.app.inject({ method: 'POST', url: '/api/v1/staff/payment/confirm', headers: asUser(staff.token), payload: { order_id: b.order.id } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ order_id: b.order.id, order_status: 5, payment_status: 'done', changed: true, refund: null });
    expect(await orderRow(b.order.id)).toMatchObject({ status: 5, paymentStatus: 'done', paymentMethod: 8 });
    expect((await paymentStatus(t, b)).attempts).toEqual([expect.objectContaining({ provider: 'wire', status: 'done', result: 'checked' })]);
    const again = await t.app.inject({ method: 'POST', url: '/api/v1/staff/payment/confirm', headers: asUser(staff.token), payload: { order_id: b.order.id } });
    expect(again.json().data.changed).toBe(false);
    const after = await t.app.inject({ method: 'GET', url: '/api/v1/staff/payment/pending', headers: asUser(staff.token) });
    expect(after.json().data.map((o: { order_id: number }) => o.order_id)).not.toContain(b.order.id);
  });
});

describe('refunds', () => {
  it('cancellation refund is the total minus 3.5%, the fee rounded half-up in cents', () => {
    expect(cancellationRefundCents(10_000n)).toBe(9_650n);
    expect(cancellationRefundCents(12_345n)).toBe(11_913n); // fee 432.075 -> 432
    expect(cancellationRefundCents(10n)).toBe(10n); // fee 0.35 -> 0
    expect(cancellationRefundCents(30n)).toBe(29n); // fee 1.05 -> 1
    expect(cancellationRefundCents(100n)).toBe(96n); // fee 3.5 -> 4 (half up)
  });

  it('refunds a card payment through the sandbox once, whatever the retries', async () => {
    const b = await buyerWithOrder(t, { totalCents: 12_345n });
    const page = await providerPage(t, b, 2);
    await payCard(t, page, '4242424242424242');
    const amount = cancellationRefundCents(12_345n);
    const first = await refundPayment(t.app.deps, { orderId: b.order.id, amountCents: amount, reason: 'cancelled within the hour' });
    expect(first).toMatchObject({ status: 'done', amountCents: 11_913n, changed: true, refundRef: expect.stringMatching(/^sbr_/) });
    const second = await refundPayment(t.app.deps, { orderId: b.order.id, amountCents: amount, reason: 'retry' });
    expect(second).toMatchObject({ status: 'done', amountCents: 11_913n, changed: false, refundRef: first.refundRef });
    const [charge] = await t.handle.db.select().from(sandboxCharges).where(eq(sandboxCharges.ref, page.split('/').at(-1) ?? ''));
    expect(charge?.refundedCents).toBe(11_913n);
    const [payment] = await t.handle.db.select().from(payments).where(eq(payments.orderId, b.order.id));
    expect(payment?.status).toBe('refunded');
    expect(await t.handle.db.select().from(paymentRefunds).where(eq(paymentRefunds.paymentId, payment?.id ?? 0))).toHaveLength(1);
  });

  it('refuses an order with no confirmed payment and an amount above the payment', async () => {
    const unpaid = await buyerWithOrder(t);
    await expect(refundPayment(t.app.deps, { orderId: unpaid.order.id, amountCents: 100n, reason: 'x' })).rejects.toMatchObject({ status: 409 });
    const b = await buyerWithOrder(t, { totalCents: 1_000n });
    await payCard(t, await providerPage(t, b, 2), '4242424242424242');
    await expect(refundPayment(t.app.deps, { orderId: b.order.id, amountCents: 1_001n, reason: 'x' })).rejects.toMatchObject({ status: 422 });
  });
});
