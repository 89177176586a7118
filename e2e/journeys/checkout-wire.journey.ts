// (issue 4 §6) Checkout with a USD wire transfer: the instructions page (bank details, amount, one-month hold) →
// the order page → bank receipt upload (a PDF) → 'being confirmed' → staff confirm it in the console's wire queue
// (staff@fusion.test) → the order is paid.
import { expectHidden, expectUrl, expectVisible, type JourneyContext } from '../harness';
import { staffConsole } from './staff-flows';
import { addPcbViaApi, checkoutWithNewAddress, shipAndPlace, signedInCustomer } from './checkout.journey';

export const name = 'Checkout: wire transfer, receipt upload, staff confirmation in the console, paid';

/** A small, well-formed PDF (the server checks the receipt by content). */
export const receiptPdf = (): Buffer =>
  Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
      '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  );

export const run = async (ctx: JourneyContext): Promise<void> => {
  const page = await signedInCustomer(ctx, 'wire');
  await addPcbViaApi(page, ctx.baseUrl);
  await checkoutWithNewAddress(page, ctx.baseUrl);
  await shipAndPlace(page, 'DHL', 'Wire transfer (USD)');

  await expectUrl(page, (u) => u.pathname === '/pay_msg' && u.searchParams.get('method') === '8', 'the wire instructions', 20_000);
  await expectVisible(page.getByRole('heading', { name: 'Wire transfer instructions' }), 'the wire-transfer instructions');
  await expectVisible(page.getByText(/held for 30 days/), 'the one-month hold');
  await page.getByRole('link', { name: 'Go to the order to upload the receipt' }).click();

  const url = await expectUrl(page, (u) => /^\/web\/user\/order\/\d+$/.test(u.pathname), 'the order page');
  const orderId = Number(url.pathname.split('/').pop());
  await expectVisible(page.getByTestId('order-status').getByText('Order received, waiting for payment'), 'the pending order');
  await page.locator('input[type=file]').setInputFiles({ name: 'bank-receipt.pdf', mimeType: 'application/pdf', buffer: receiptPdf() });
  await page.getByRole('button', { name: 'Upload receipt' }).click();
  await expectVisible(page.getByTestId('order-status').getByText('Payment received, being confirmed'), 'the receipt being confirmed');

  // Finance confirms the transfer in the staff console's wire queue.
  const staff = await staffConsole(ctx, '/staff/wire');
  const row = staff.locator(`tr:has(a[href="/staff/orders/${orderId}"])`);
  await expectVisible(row, 'the order in the wire queue');
  await expectVisible(row.getByTestId('due-badge'), 'the hold countdown');
  await row.getByRole('button', { name: 'Confirm the transfer' }).click();
  await staff.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expectVisible(staff.getByText(/Payment confirmed for order/), 'the confirmation');
  await expectHidden(row, 'the order gone from the queue');
  // the order's console page: paid, and the confirmation in its staff history
  await staff.goto(`${ctx.baseUrl}/staff/orders/${orderId}`);
  await expectVisible(staff.getByTestId('order-status').getByText('Paid (confirmed by staff)'), 'the order paid in the console');
  await expectVisible(staff.getByTestId('audit-history').getByText(/staff@fusion\.test: wire\.decide/), 'the confirmation in the audit history');
  await staff.screenshot({ path: 'e2e/screenshots/staff-order-detail.png' });

  await page.reload();
  await expectVisible(page.getByTestId('order-status').getByText('Payment confirmed'), 'the order paid after staff confirmation');
  await expectVisible(page.getByText('Paid', { exact: true }), "the payment status 'Paid'");
  ctx.log(`order ${orderId}: wire receipt uploaded, confirmed by staff`);
};
