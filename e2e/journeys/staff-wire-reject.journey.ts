// (issue 9) Finance rejects a wire receipt: the customer places a wire order and uploads a receipt; finance views
// it from the console and rejects it with a reason; the customer is e-mailed, the order is awaiting payment again,
// the customer uploads another receipt, finance confirms it; the payments list shows both attempts, and the order
// leads to its customer's page, whose flags finance may not edit.
import { eventually, expectHidden, expectUrl, expectVisible, assert, type JourneyContext } from '../harness';
import { readMails } from '../outbox';
import { staffConsole } from './staff-flows';
import { addPcbViaApi, checkoutWithNewAddress, shipAndPlace, signedInCustomer } from './checkout.journey';
import { EDITION_EN } from './edition-texts';
import { uploadReceipt } from './staff-wire-flow';

export const name = 'Staff console: finance rejects a wire receipt, the customer uploads another, finance confirms';

const REASON = 'The receipt shows a different amount.';

export const run = async (ctx: JourneyContext): Promise<void> => {
  const page = await signedInCustomer(ctx, 'wire-reject');
  const email = await page.evaluate(async () => ((await (await fetch('/api/user/info')).json()) as { data: { email: string } }).data.email);
  await addPcbViaApi(page, ctx.baseUrl);
  await checkoutWithNewAddress(page, ctx.baseUrl);
  await shipAndPlace(page, 'DHL', 'Wire transfer (USD)');
  await expectUrl(page, (u) => u.pathname === '/pay_msg', 'the wire instructions', 20_000);
  await page.getByRole('link', { name: 'Go to the order to upload the receipt' }).click();
  const url = await expectUrl(page, (u) => /^\/web\/user\/order\/\d+$/.test(u.pathname), 'the order page');
  const orderId = Number(url.pathname.split('/').pop());
  await uploadReceipt(page, EDITION_EN);

  // Finance opens the receipt from the queue (a staff-only PDF) and rejects it with a reason.
  const staff = await staffConsole(ctx, 'finance', '/staff/wire');
  const row = staff.locator(`tr:has(a[href="/staff/orders/${orderId}"])`);
  await expectVisible(row, 'the order in the wire queue');
  const orderNo = (await row.getByRole('link').first().textContent())?.trim() ?? '';
  const receiptHref = await row.getByRole('link', { name: 'View the receipt' }).getAttribute('href');
  assert(receiptHref?.includes(`order_id=${orderId}`), `the receipt link names the order (${receiptHref})`);
  const served = await staff.evaluate(async (href) => {
    const res = await fetch(href);
    return { status: res.status, type: res.headers.get('content-type'), head: (await res.text()).slice(0, 5) };
  }, receiptHref ?? '');
  assert(served.status === 200 && served.type === 'application/pdf' && served.head === '%PDF-', `the receipt is served as a PDF (${JSON.stringify(served)})`);
  await row.getByRole('button', { name: 'Reject' }).click();
  const dialog = staff.getByRole('dialog');
  await dialog.getByLabel(/Reason/).fill(REASON);
  await dialog.getByRole('button', { name: 'Reject and e-mail the customer' }).click();
  await expectVisible(staff.getByText(`Receipt of order ${orderNo} rejected; the customer was asked for another.`), 'the rejection');
  await expectHidden(row, 'the order gone from the queue');

  // The customer is told why and asked for the correct receipt; the order awaits payment again.
  const subject = `Please upload the correct transfer receipt for order ${orderNo}`;
  const mail = await eventually(async () => readMails(ctx.outboxDir).find((m) => m.to.includes(email) && m.subject === subject), `the mail "${subject}"`);
  assert(mail.bodies.some((b) => b.includes(REASON)), 'the mail gives the reason');
  await page.reload();
  await expectVisible(page.getByTestId('order-status').getByText('Order received, waiting for payment'), 'the order awaiting payment again');
  await uploadReceipt(page, EDITION_EN);

  // Finance confirms the new receipt.
  await staff.reload();
  await expectVisible(row, 'the order back in the wire queue');
  await row.getByRole('button', { name: 'Confirm the transfer' }).click();
  await staff.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expectVisible(staff.getByText(`Payment confirmed for order ${orderNo}.`), 'the confirmation');

  // Both attempts in the payments list, found by the order number (a deep link).
  await staff.goto(`${ctx.baseUrl}/staff/payments?q=${encodeURIComponent(orderNo)}`);
  await expectVisible(staff.getByTestId(`payment-${orderNo}-1`).getByText(/Failed · receipt rejected/), 'the rejected attempt');
  await expectVisible(staff.getByTestId(`payment-${orderNo}-2`).getByText('Captured'), 'the confirmed attempt');
  await staff.getByTestId(`payment-${orderNo}-2`).getByRole('link', { name: orderNo }).click();
  await expectUrl(staff, (u) => u.pathname === `/staff/orders/${orderId}`, 'the order page from the payments list');
  await expectVisible(staff.getByTestId('audit-history').getByText(/receipt rejected/), 'the rejection in the audit history');

  // From the order to its customer: finance see the order listed there, and the sales-side flags read-only (sales
  // edit them: money-customers.api.test.ts; a second sign-in here would not fit the journey's minute under load).
  await staff.getByRole('link', { name: email }).click();
  await expectUrl(staff, (u) => /^\/staff\/customers\/\d+$/.test(u.pathname), 'the customer page');
  await expectVisible(staff.getByRole('link', { name: orderNo }), 'the order on the customer page');
  assert(await staff.getByRole('switch', { name: 'Wholesale' }).isDisabled(), 'the flags are read-only for finance');

  await page.reload();
  await expectVisible(page.getByTestId('order-status').getByText('Payment confirmed'), 'the order paid');
  ctx.log(`order ${orderNo}: receipt rejected, uploaded again, confirmed`);
};
