// (issue 4 §6, issue 9) Finance confirm a wire transfer, per edition: the customer uploads the bank receipt (a PDF) on
// the order page → 'being confirmed' → finance confirm it in the console's wire queue (with its hold countdown), in the
// edition's language → the console shows the order paid with the confirmation in its staff history → the customer
// sees it paid and gets the payment mail in the edition's language. Used by checkout-wire.journey.ts (after the
// checkout pages) and staff-wire-japanese.journey.ts (the order placed the short way).
import type { Page } from 'playwright-core';
import { assert, eventually, expectHidden, expectVisible, type JourneyContext } from '../harness';
import { readMails } from '../outbox';
import { EDITION_EN, EDITION_JA, fill, type Edition } from './edition-texts';
import { staffConsole } from './staff-flows';

export interface WireEdition extends Edition {
  /** The payment-confirmed mail's subject (written by the server: src/server/commands/mail/mail-payment.ts). */
  mailSubject: (orderNo: string) => string;
}

export const WIRE_EN: WireEdition = { ...EDITION_EN, mailSubject: (no) => `Payment confirmed for order ${no}` };
export const WIRE_JA: WireEdition = { ...EDITION_JA, mailSubject: (no) => `お支払いを確認しました（注文番号 ${no}）` };

/** A small, well-formed PDF (the server checks the receipt by content). */
export const receiptPdf = (): Buffer =>
  Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
      '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  );

/** On the order page of an unpaid wire order: the receipt uploaded, the order is 'being confirmed'. */
export const uploadReceipt = async (page: Page, e: Edition): Promise<void> => {
  await page.locator('input[type=file]').setInputFiles({ name: 'bank-receipt.pdf', mimeType: 'application/pdf', buffer: receiptPdf() });
  await page.getByRole('button', { name: e.orders.receipt.upload }).click();
  await expectVisible(page.getByTestId('order-status').getByText(e.orders.status[1008]), 'the receipt being confirmed');
};

/** From the customer's order page (`page`, signed in on the edition) of an unpaid wire order, to the order paid. */
export const confirmWireTransfer = async (ctx: JourneyContext, page: Page, orderId: number, e: WireEdition, screenshot?: string): Promise<void> => {
  const base = e.base(ctx);
  const t = e.staff;
  const email = await page.evaluate(async () => ((await (await fetch('/api/user/info')).json()) as { data: { email: string } }).data.email);
  await expectVisible(page.getByTestId('order-status').getByText(e.orders.status[1]), 'the pending order');
  await uploadReceipt(page, e);

  // Finance confirm the transfer in the staff console's wire queue.
  const staff = await staffConsole(ctx, 'finance', '/staff/wire', base);
  await expectVisible(staff.getByRole('heading', { name: t.wire.title }), "the wire queue in the edition's language");
  const row = staff.locator(`tr:has(a[href="/staff/orders/${orderId}"])`);
  await expectVisible(row, 'the order in the wire queue');
  await expectVisible(row.getByTestId('due-badge'), 'the hold countdown');
  const orderNo = (await row.getByRole('link').first().textContent())?.trim() ?? '';
  await row.getByRole('button', { name: t.wire.confirm }).click();
  await staff.getByRole('dialog').getByRole('button', { name: e.common.actions.confirm, exact: true }).click();
  await expectVisible(staff.getByText(fill(t.wire.confirmed, { no: orderNo })), 'the confirmation');
  await expectHidden(row, 'the order gone from the queue');
  // the order's console page: paid, and the confirmation in its staff history
  await staff.goto(`${base}/staff/orders/${orderId}`);
  await expectVisible(staff.getByTestId('order-status').getByText(t.status[5]), 'the order paid in the console');
  await expectVisible(staff.getByTestId('audit-history').getByText(fill(t.order.auditRow, { who: ctx.staff.finance.email, action: 'wire.decide' })), 'the confirmation in the audit history');
  if (screenshot) await staff.screenshot({ path: screenshot });

  await page.reload();
  await expectVisible(page.getByTestId('order-status').getByText(e.orders.status[5]), 'the order paid after staff confirmation');
  await expectVisible(page.getByText(e.orders.paymentStatus.done, { exact: true }), 'the payment status: paid');
  const subject = e.mailSubject(orderNo);
  const mail = await eventually(async () => readMails(ctx.outboxDir).find((m) => m.to.includes(email) && m.subject === subject), `the mail "${subject}"`);
  assert(mail.bodies[0]?.includes(orderNo), 'the mail names the order');
  ctx.log(`${e.lang}: order ${orderNo}: wire receipt uploaded, confirmed by staff, mail "${mail.subject}"`);
};
