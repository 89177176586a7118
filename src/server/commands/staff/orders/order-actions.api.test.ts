// Staff actions on orders and quotations through the real API (issue 9): hold for a file problem and the customer's
// re-upload, the design-file download, cancel with refund (paid, unpaid, a refund that fails), declining a quotation
// and quoting with a note. Each writes its audit row and mails the customer through the outbox; the state machines
// refuse what they do not allow.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, paymentRefunds, payments, sandboxCharges, users } from '../../../db/schema/index';
import { createTestApp, type TestApp } from '../../../test/app';
import { parseMails } from '../../../test/mail';
import { makeStaff } from '../../payment/testing/orders';
import { tracespaceBoards } from '../../../integrations/files/test-support/tracespace-boards';
import { multipartBody } from '../../../routes/upload/multipart.test-helper';
import { payCard, refOf } from '../../../routes/payment/payment.test-helper';
import { addItem, get, orderOf, post, signUp, type Customer } from '../../../routes/checkout/fixtures.test-helper';
import { uniqueIp } from '../../../routes/user/test-helpers';
import { CartItemStatus } from '../../../../shared/status/cart-item';
import { OrderStatus } from '../../../../shared/status/order';
import { formatPrice } from '../../../../shared/currency';
import type { StaffRole } from '../../../../shared/staff';

let t: TestApp;
const staff = {} as Record<'engineering' | 'finance' | 'sales', Customer>;
beforeAll(async () => {
  t = await createTestApp();
  for (const role of ['engineering', 'finance', 'sales'] as const satisfies readonly StaffRole[]) {
    staff[role] = await signUp(t);
    await makeStaff(t.handle.db, staff[role].id, role);
  }
});
afterAll(async () => t.close());

const emailOf = async (who: Customer): Promise<string> => (await t.handle.db.select().from(users).where(eq(users.id, who.id)))[0]?.email ?? '';
const mailsAbout = async (who: Customer, subject: RegExp) => {
  const email = await emailOf(who);
  return parseMails(await t.outbox()).filter((m) => m.to === email && subject.test(m.subject));
};
const auditOf = (orderOrItem: number) => t.handle.db.select().from(auditLog).where(eq(auditLog.recordId, String(orderOrItem)));

/** A customer with a card-paid order (status 1003); answers the order and the sandbox page it was paid on. */
const paidOrder = async () => {
  const buyer = await signUp(t);
  const made = await orderOf(t, buyer, [await addItem(t, buyer)]);
  const start = await post(t, buyer, '/v1/payment/start', { order_id: made.order_id, payment_id: 2 });
  const page = start.json().data.redirect_url as string;
  expect((await payCard(t, page, '4242424242424242')).statusCode).toBe(303);
  return { buyer, made, page };
};

const uploadGerber = async (who: Customer): Promise<string> => {
  const zip = tracespaceBoards().find((b) => b.name === 'arduino-uno')?.zip ?? Buffer.alloc(0);
  const { payload, headers } = multipartBody([{ name: 'kind', data: 'gerber' }, { name: 'file', filename: 'uno-fixed.zip', data: zip }]);
  const res = await t.app.inject({ method: 'POST', url: '/api/upload/file', payload, headers: { ...headers, ...who.headers }, remoteAddress: uniqueIp() });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.file_id as string;
};

describe('hold for a file problem and the customer\'s re-upload', () => {
  it('holds a paid order, mails the customer, takes the new file and goes back to staff to check', async () => {
    const { buyer, made } = await paidOrder();
    const detail = (await get(t, staff.engineering, `/v1/staff/orders/detail?id=${made.order_id}`)).json().data;
    const lineId = detail.order.items[0].line_id as number;
    expect(detail.payments).toEqual([expect.objectContaining({ method: 2, status: 'done', amount: made.total })]);

    const held = await post(t, staff.engineering, '/v1/staff/orders/hold', { order_id: made.order_id, line_ids: [lineId], message: 'The drill file is missing.' });
    expect(held.statusCode, held.body).toBe(200);
    expect(held.json().data).toEqual({ order_id: made.order_id, status: OrderStatus.OnHoldFileProblem });
    expect(await auditOf(made.order_id)).toEqual([expect.objectContaining({ action: 'orders.hold', staffId: staff.engineering.id, note: 'The drill file is missing.' })]);
    const [onHold] = await mailsAbout(buyer, new RegExp(`^Order ${made.order_no} is on hold$`));
    expect(onHold?.bodies[0]).toContain('The drill file is missing.');

    const seen = (await get(t, buyer, `/v1/order/detail?id=${made.order_id}`)).json().data;
    expect(seen).toMatchObject({ status: 1011, on_hold: true, hold: { message: 'The drill file is missing.', line_ids: [lineId], reuploaded_at: null } });

    // someone else's order is not found; the owner's new file must be theirs too
    const other = await signUp(t);
    const otherFile = await uploadGerber(other);
    const foreign = await post(t, other, '/v1/order/reupload', { order_id: made.order_id, line_id: lineId, file_id: otherFile });
    expect(foreign.statusCode, foreign.body).toBe(404);
    expect((await post(t, buyer, '/v1/order/reupload', { order_id: made.order_id, line_id: lineId, file_id: otherFile })).statusCode).toBe(404);
    // staff cannot release the hold themselves: only the new file moves it
    expect((await post(t, staff.engineering, '/v1/staff/orders/advance', { order_id: made.order_id, to: 1004 })).statusCode).toBe(409);

    const fileId = await uploadGerber(buyer);
    const re = await post(t, buyer, '/v1/order/reupload', { order_id: made.order_id, line_id: lineId, file_id: fileId });
    expect(re.statusCode, re.body).toBe(200);
    expect(re.json().data).toMatchObject({ status: OrderStatus.FileReuploaded, on_hold: false, items: [expect.objectContaining({ file_name: 'uno-fixed.zip' })] });
    expect(re.json().data.hold.reuploaded_at).not.toBeNull();
    // not on hold any more: a second file is refused
    expect((await post(t, buyer, '/v1/order/reupload', { order_id: made.order_id, line_id: lineId, file_id: fileId })).statusCode).toBe(409);

    // staff download the new file, under a safe name
    const file = await t.app.inject({ method: 'GET', url: `/api/v1/staff/orders/file?order_id=${made.order_id}&line_id=${lineId}`, headers: staff.engineering.headers });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/zip');
    expect(file.headers['content-disposition']).toBe(`attachment; filename="uno-fixed.zip"; filename*=UTF-8''uno-fixed.zip`);
    expect(file.rawPayload.subarray(0, 2).toString()).toBe('PK');
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/staff/orders/file?order_id=${made.order_id}&line_id=${lineId + 1000}`, headers: staff.engineering.headers })).statusCode).toBe(404);

    // the new file is checked: production starts again from "confirmed"
    expect((await post(t, staff.engineering, '/v1/staff/orders/advance', { order_id: made.order_id, to: 4 })).statusCode).toBe(409);
    const back = await post(t, staff.engineering, '/v1/staff/orders/advance', { order_id: made.order_id, to: 1004 });
    expect(back.json().data).toEqual({ order_id: made.order_id, status: 1004 });
  });

  it('refuses an unpaid order, lines of another order and an empty message', async () => {
    const buyer = await signUp(t);
    const made = await orderOf(t, buyer, [await addItem(t, buyer)]);
    const lineId = (await get(t, buyer, `/v1/order/detail?id=${made.order_id}`)).json().data.items[0].line_id as number;
    expect((await post(t, staff.engineering, '/v1/staff/orders/hold', { order_id: made.order_id, line_ids: [lineId], message: 'x' })).statusCode).toBe(409);
    const { made: paid } = await paidOrder();
    const wrongLine = await post(t, staff.engineering, '/v1/staff/orders/hold', { order_id: paid.order_id, line_ids: [lineId], message: 'x' });
    expect(wrongLine.statusCode).toBe(422);
    expect((await post(t, staff.engineering, '/v1/staff/orders/hold', { order_id: paid.order_id, line_ids: [lineId], message: '  ' })).statusCode).toBe(422);
    expect(await auditOf(paid.order_id)).toEqual([]);
  });
});

describe('cancel with refund', () => {
  it('cancels a paid order for the shop and refunds all of it, once', async () => {
    const { buyer, made } = await paidOrder();
    const res = await post(t, staff.finance, '/v1/staff/orders/cancel', { order_id: made.order_id, reason: 'Material out of stock' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ order_id: made.order_id, status: OrderStatus.CancelledRefund, refund: made.total, refund_status: 'done' });
    const seen = (await get(t, buyer, `/v1/order/detail?id=${made.order_id}`)).json().data;
    expect(seen).toMatchObject({ cancelled: true, refund: made.total, refunds: [expect.objectContaining({ amount: made.total, status: 'done' })] });
    const [mail] = await mailsAbout(buyer, new RegExp(`^Order ${made.order_no} cancelled$`));
    expect(mail?.bodies[0]).toContain('We cancelled your order');
    expect(mail?.bodies[0]).toContain(`We refund the full ${formatPrice(BigInt(made.total), 'USD')}`);
    expect(mail?.bodies[0]).not.toContain('3.5%');
    expect(await auditOf(made.order_id)).toEqual([expect.objectContaining({ action: 'orders.cancel', note: 'Material out of stock' })]);
    // a second click changes nothing and moves no money
    expect((await post(t, staff.finance, '/v1/staff/orders/cancel', { order_id: made.order_id, reason: 'again' })).statusCode).toBe(409);
    const [payment] = await t.handle.db.select().from(payments).where(eq(payments.orderId, made.order_id));
    expect(await t.handle.db.select().from(paymentRefunds).where(eq(paymentRefunds.paymentId, payment!.id))).toHaveLength(1);
  });

  it('cancels an unpaid order without a refund', async () => {
    const buyer = await signUp(t);
    const made = await orderOf(t, buyer, [await addItem(t, buyer)]);
    const res = await post(t, staff.finance, '/v1/staff/orders/cancel', { order_id: made.order_id, reason: 'Duplicate order' });
    expect(res.json().data).toEqual({ order_id: made.order_id, status: OrderStatus.CancelledUnpaid, refund: '0', refund_status: null });
    expect((await mailsAbout(buyer, new RegExp(`^Order ${made.order_no} cancelled$`)))[0]?.bodies[0]).toContain('Nothing was charged');
  });

  it('lists a refund the provider refused for staff to retry', async () => {
    const { made, page } = await paidOrder();
    // the provider will refuse: the charge looks refunded already
    await t.handle.db.update(sandboxCharges).set({ refundedCents: 1n }).where(eq(sandboxCharges.ref, refOf(page)));
    const res = await post(t, staff.finance, '/v1/staff/orders/cancel', { order_id: made.order_id, reason: 'Cannot make it' });
    expect(res.json().data).toMatchObject({ status: OrderStatus.CancelledRefund, refund_status: 'failed' });
    const failed = (await get(t, staff.finance, '/v1/staff/payment/refunds?status=failed')).json().data as { order_id: number }[];
    expect(failed.map((r) => r.order_id)).toContain(made.order_id);
  });
});

describe('quotations', () => {
  it('declines with a reason and a note: closed, mailed, audited; a second decision is refused', async () => {
    const buyer = await signUp(t);
    const item = await addItem(t, buyer, { status: CartItemStatus.Quotation, totalCents: null, unitCents: null });
    const res = await post(t, staff.sales, '/v1/staff/cart/decline', { cart_id: item, reason: 'outside_capability', note: '40 layers is beyond our line.' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ status: CartItemStatus.Declined, decline_reason: 'outside_capability', staff_note: '40 layers is beyond our line.', selectable: false });
    const [mail] = await mailsAbout(buyer, /^About your quotation request/);
    expect(mail?.bodies[0]).toContain('outside our manufacturing capabilities');
    expect(mail?.bodies[0]).toContain('40 layers is beyond our line.');
    expect(await auditOf(item)).toEqual([expect.objectContaining({ action: 'quotes.answer', recordType: 'cart_item', after: { status: 8, decline_reason: 'outside_capability' } })]);
    expect((await post(t, staff.sales, '/v1/staff/cart/quote', { cart_id: item, lines: [{ key: 'pcb', amount: '100' }], build_days: 5 })).statusCode).toBe(409);
    expect((await post(t, staff.sales, '/v1/staff/cart/decline', { cart_id: item, reason: 'other' })).statusCode).toBe(409);
    // a priced item is not the staff's to decline
    const active = await addItem(t, buyer);
    expect((await post(t, staff.sales, '/v1/staff/cart/decline', { cart_id: active, reason: 'other' })).statusCode).toBe(409);
    expect((await post(t, staff.sales, '/v1/staff/cart/decline', { cart_id: active, reason: 'because' })).statusCode).toBe(422);
  });

  it('answers with build days and a note the customer reads', async () => {
    const buyer = await signUp(t);
    const item = await addItem(t, buyer, { status: CartItemStatus.Quotation, totalCents: null, unitCents: null });
    const res = await post(t, staff.sales, '/v1/staff/cart/quote', { cart_id: item, lines: [{ key: 'pcb', amount: '45000' }], build_days: 9, note: 'Priced with ENIG.' });
    expect(res.json().data).toMatchObject({ status: CartItemStatus.Confirming, build_days: 9, staff_note: 'Priced with ENIG.' });
    const [mail] = await mailsAbout(buyer, /^Your quotation is ready/);
    expect(mail?.bodies[0]).toContain('A note from us: Priced with ENIG.');
  });
});
