// Staff notification mails through the real API (issue 9): a customer's re-upload for an order on hold (1011 → 1012)
// mails engineering, a new premium quotation request mails sales, a wire receipt mails finance; each outbox row is
// written in the customer's transaction (a refused call writes none) with a deep link into the console.
// STAFF_NOTIFY_EMAIL replaces the role's accounts; with no account of the role, the admins are told.
import { eq } from 'drizzle-orm';
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, users } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/app';
import { makeStaff } from '../payment/testing/orders';
import { tracespaceBoards } from '../../integrations/files/test-support/tracespace-boards';
import { multipartBody } from '../../routes/upload/multipart.test-helper';
import { payCard } from '../../routes/payment/payment.test-helper';
import { addItem, get, orderOf, post, signUp, type Customer } from '../../routes/checkout/fixtures.test-helper';
import { uniqueIp } from '../../routes/user/test-helpers';
import { OrderStatus } from '../../../shared/status/order';
import { CartItemStatus } from '../../../shared/status/cart-item';
import type { StaffRole } from '../../../shared/staff';

const emailOf = async (t: TestApp, who: Customer): Promise<string> =>
  (await t.handle.db.select().from(users).where(eq(users.id, who.id)))[0]?.email ?? '';
const staffMails = (t: TestApp, kind: string) =>
  t.handle.db.select().from(mailOutbox).where(eq(mailOutbox.kind, kind)).orderBy(mailOutbox.id);

const staffOf = async (t: TestApp, role: StaffRole): Promise<Customer> => {
  const who = await signUp(t);
  await makeStaff(t.handle.db, who.id, role);
  return who;
};

const uploadGerber = async (t: TestApp, who: Customer): Promise<string> => {
  const zip = tracespaceBoards().find((b) => b.name === 'arduino-uno')?.zip ?? Buffer.alloc(0);
  const { payload, headers } = multipartBody([{ name: 'kind', data: 'gerber' }, { name: 'file', filename: 'uno-fixed.zip', data: zip }]);
  const res = await t.app.inject({ method: 'POST', url: '/api/upload/file', payload, headers: { ...headers, ...who.headers }, remoteAddress: uniqueIp() });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.file_id as string;
};

/** A premium (tier 5) 20-layer board with its file: no price, it waits for sales' quotation. */
const addPremium = (t: TestApp, who: Customer, fileId: string) =>
  post(t, who, '/v1/cart/add', {
    product: 'pcb', tier: 5, values: { sizeConfirmed: true, layers: 20, thickness: 2.4 }, request_id: crypto.randomUUID(), file_id: fileId,
  });

const uploadReceipt = (t: TestApp, who: Customer, orderId: number) => {
  const { payload, headers } = multipartBody([
    { name: 'order_id', data: String(orderId) },
    { name: 'file', filename: 'receipt.pdf', data: Buffer.from('%PDF-1.4\n%%EOF\n'), type: 'application/pdf' },
  ]);
  return t.app.inject({ method: 'POST', url: '/api/v1/payment/receipt', payload, headers: { ...headers, ...who.headers } });
};

describe('staff notifications, to the accounts of the role that does the work', () => {
  let t: TestApp;
  const staff = {} as Record<'engineering' | 'engineering2' | 'sales' | 'finance' | 'admin', Customer>;
  beforeAll(async () => {
    t = await createTestApp();
    staff.engineering = await staffOf(t, 'engineering');
    staff.engineering2 = await staffOf(t, 'engineering');
    staff.sales = await staffOf(t, 'sales');
    staff.finance = await staffOf(t, 'finance');
    staff.admin = await staffOf(t, 'admin');
  });
  afterAll(async () => t.close());

  it('mails every engineering account when the customer re-uploads the file of an order on hold, with a link to the order', async () => {
    const buyer = await signUp(t);
    const made = await orderOf(t, buyer, [await addItem(t, buyer)]);
    const start = await post(t, buyer, '/v1/payment/start', { order_id: made.order_id, payment_id: 2 });
    expect((await payCard(t, start.json().data.redirect_url as string, '4242424242424242')).statusCode).toBe(303);
    const lineId = (await get(t, staff.engineering, `/v1/staff/orders/detail?id=${made.order_id}`)).json().data.order.items[0].line_id as number;
    const held = await post(t, staff.engineering, '/v1/staff/orders/hold', { order_id: made.order_id, line_ids: [lineId], message: 'The drill file is missing.' });
    expect(held.statusCode, held.body).toBe(200);
    expect(await staffMails(t, 'staff_file_reuploaded')).toEqual([]);

    const fileId = await uploadGerber(t, buyer);
    // a refused re-upload (another customer's order: 404) writes no staff mail: the mail belongs to the transaction
    const other = await signUp(t);
    expect((await post(t, other, '/v1/order/reupload', { order_id: made.order_id, line_id: lineId, file_id: await uploadGerber(t, other) })).statusCode).toBe(404);
    expect(await staffMails(t, 'staff_file_reuploaded')).toEqual([]);

    const re = await post(t, buyer, '/v1/order/reupload', { order_id: made.order_id, line_id: lineId, file_id: fileId });
    expect(re.json().data.status).toBe(OrderStatus.FileReuploaded);
    const rows = await staffMails(t, 'staff_file_reuploaded');
    expect(rows.map((r) => r.toAddress).sort()).toEqual([await emailOf(t, staff.engineering), await emailOf(t, staff.engineering2)].sort());
    for (const row of rows) {
      expect(row).toMatchObject({ orderId: made.order_id, subject: `Order ${made.order_no}: new file to check` });
      expect(row.textBody).toContain('uno-fixed.zip');
      expect(row.textBody).toContain(`/staff/orders/${made.order_id}`);
    }
    // delivered like any mail, the link completed with the shop's address
    const sent = (await t.outbox()).filter((m) => m.raw.includes(`Order ${made.order_no}: new file to check`));
    expect(sent).toHaveLength(2);
    expect(sent[0]?.raw).toContain(`${t.config.publicUrl}/staff/orders/${made.order_id}`);
  });

  it('mails sales when a premium item starts waiting for a quotation, and not for a priced item', async () => {
    const buyer = await signUp(t);
    const fileId = await uploadGerber(t, buyer);
    const priced = await post(t, buyer, '/v1/cart/add', { product: 'pcb', tier: 0, values: { sizeConfirmed: true }, request_id: crypto.randomUUID(), file_id: fileId });
    expect(priced.json().data.status).toBe(CartItemStatus.Active);
    expect(await staffMails(t, 'staff_quote_waiting')).toEqual([]);

    const added = await addPremium(t, buyer, fileId);
    expect(added.statusCode, added.body).toBe(200);
    const cartId = added.json().data.cart_id as number;
    expect(added.json().data.status).toBe(CartItemStatus.Quotation);
    const rows = await staffMails(t, 'staff_quote_waiting');
    expect(rows.map((r) => r.toAddress)).toEqual([await emailOf(t, staff.sales)]);
    expect(rows[0]?.subject).toMatch(new RegExp(`^Quotation waiting: cart item ${cartId} `));
    expect(rows[0]?.textBody).toContain('/staff/quotes');
    expect(rows[0]?.textBody).toContain('within 24 hours');
  });

  it('mails finance when a wire receipt is uploaded, with links to the wire queue and the order', async () => {
    const buyer = await signUp(t);
    const made = await orderOf(t, buyer, [await addItem(t, buyer)], { payment_id: 8 });
    const up = await uploadReceipt(t, buyer, made.order_id);
    expect(up.statusCode, up.body).toBe(200);
    const rows = (await staffMails(t, 'staff_receipt_uploaded')).filter((r) => r.orderId === made.order_id);
    expect(rows.map((r) => r.toAddress)).toEqual([await emailOf(t, staff.finance)]);
    expect(rows[0]?.subject).toBe(`Order ${made.order_no}: wire receipt to check`);
    expect(rows[0]?.textBody).toContain('/staff/wire');
    expect(rows[0]?.textBody).toContain(`/staff/orders/${made.order_id}`);
  });
});

describe('staff notifications elsewhere', () => {
  it('go only to STAFF_NOTIFY_EMAIL when it is set', async () => {
    const t = await createTestApp({ staffNotifyEmail: ['factory-desk@fusion.test', 'sales-desk@fusion.test'] });
    try {
      await staffOf(t, 'sales');
      const buyer = await signUp(t);
      expect((await addPremium(t, buyer, await uploadGerber(t, buyer))).statusCode).toBe(200);
      const rows = await staffMails(t, 'staff_quote_waiting');
      expect(rows.map((r) => r.toAddress)).toEqual(['factory-desk@fusion.test', 'sales-desk@fusion.test']);
    } finally {
      await t.close();
    }
  });

  it('go to the admins when no account has the role, in the admin\'s language', async () => {
    const t = await createTestApp();
    try {
      const admin = await staffOf(t, 'admin');
      await t.handle.db.update(users).set({ lang: 'jp' }).where(eq(users.id, admin.id));
      const buyer = await signUp(t);
      expect((await addPremium(t, buyer, await uploadGerber(t, buyer))).statusCode).toBe(200);
      const rows = await staffMails(t, 'staff_quote_waiting');
      expect(rows.map((r) => r.toAddress)).toEqual([await emailOf(t, admin)]);
      expect(rows[0]).toMatchObject({ lang: 'jp', subject: expect.stringMatching(/^見積依頼：カート商品 \d+/) });
    } finally {
      await t.close();
    }
  });
});
