// (issue 4 §6) Checkout with a USD wire transfer: the instructions page (bank details, amount, one-month hold) →
// the order page → bank receipt upload (a PDF) → 'being confirmed' → staff confirm through the staff API
// (staff@fusion.test) → the order is paid.
import { assert, expectUrl, expectVisible, field, type JourneyContext } from '../harness';
import { addPcbViaApi, checkoutWithNewAddress, shipAndPlace, signedInCustomer } from './checkout.journey';

export const name = 'Checkout: wire transfer, receipt upload, staff confirmation, paid';

const STAFF = { email: 'staff@fusion.test', password: 'fusion-staff' };

/** A small, well-formed PDF (the server checks the receipt by content). */
const receiptPdf = (): Buffer =>
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

  // Staff confirm the payment through the staff API, signed in on their own page.
  const staff = await ctx.newPage();
  await staff.goto(`${ctx.baseUrl}/login`);
  await field(staff, 'Email').fill(STAFF.email);
  await field(staff, 'Password').fill(STAFF.password);
  await staff.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expectUrl(staff, (u) => u.pathname !== '/login', 'staff signed in');
  // from inside the staff's page, as the staff console will (a cookie-authenticated change must come from the shop)
  const body = await staff.evaluate(async (id) => {
    const res = await fetch('/api/v1/staff/payment/confirm', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ order_id: id }) });
    return (await res.json()) as { code: number; msg: string; data: { payment_status: string } };
  }, orderId);
  assert(body.code === 0 && body.data.payment_status === 'done', `staff confirm answered ${body.code}: ${body.msg}`);

  await page.reload();
  await expectVisible(page.getByTestId('order-status').getByText('Payment confirmed'), 'the order paid after staff confirmation');
  await expectVisible(page.getByText('Paid', { exact: true }), "the payment status 'Paid'");
  ctx.log(`order ${orderId}: wire receipt uploaded, confirmed by staff`);
};
