// (issue 9) Engineering hold a paid order for a file problem and the customer re-uploads: the console's hold form
// stops the order with a message, the customer gets the "on hold" mail (read from the outbox) and sees the message
// with a re-upload control on the order page; the new file sends the order back to staff ("New file: check again",
// found with the orders filter), who download it and confirm the order again; the customer sees it confirmed.
import crypto from 'node:crypto';
import { assert, eventually, expectUrl, expectVisible, field, type JourneyContext } from '../harness';
import { arduinoZip } from '../flows';
import { readMails } from '../outbox';
import { countryIdOf } from '../../src/server/commands/address/country-ids';
import { addPcbViaApi, payByCard, signedInCustomer } from './checkout.journey';
import { staffConsole } from './staff-flows';

export const name = 'Staff console: engineering hold an order for a file problem, the customer re-uploads, staff confirm it again';

const MESSAGE = 'The board outline layer is missing from your archive. Please add the outline (GKO/GM1) and upload it again.';

export const run = async (ctx: JourneyContext): Promise<void> => {
  const page = await signedInCustomer(ctx, 'hold');
  const email = await page.evaluate(async () => ((await (await fetch('/api/user/info')).json()) as { data: { email: string } }).data.email);
  await page.goto(`${ctx.baseUrl}/web/cart`);
  const cartId = await addPcbViaApi(page, ctx.baseUrl);
  // the checkout pages have their own journeys: here the order is placed and paid by card the short way (the order
  // call and the sandbox's card page), so the journey's minute goes to the hold
  const made = await page.evaluate(async (body) => {
    const res = await fetch('/api/order/make', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    return ((await res.json()) as { data: { order_id: number; order_no: string } }).data;
  }, {
    cart_ids: [cartId], payment_id: 2, checkout_token: crypto.randomUUID(),
    addressInfo: {
      first_name: 'Ada', last_name: 'Lovelace', company: 'Engines Ltd', phone: '+1 415 555 0100', buyer_type: 'business',
      country_id: countryIdOf('US'), province: 'California', city: 'San Jose', postcode: '95112', street_address: '1 Market Street',
    },
  });
  const payUrl = await page.evaluate(async (orderId) => {
    const res = await fetch('/api/v1/payment/start', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ order_id: orderId, payment_id: 2 }) });
    return ((await res.json()) as { data: { redirect_url: string } }).data.redirect_url;
  }, made.order_id);
  await page.goto(new URL(payUrl, ctx.baseUrl).toString());
  await payByCard(page, '4242 4242 4242 4242');
  await expectUrl(page, (u) => u.pathname === '/pay_msg', 'back on /pay_msg', 20_000);
  const orderId = made.order_id;
  const orderNo = made.order_no;
  await page.goto(`${ctx.baseUrl}/web/user/order/${orderId}`);
  await expectVisible(page.getByTestId('order-status').getByText('Payment confirmed'), 'paid');

  // engineering (the demo staff account is admin) hold it from the order's console page
  const staff = await staffConsole(ctx, `/staff/orders/${orderId}`);
  const hold = staff.getByTestId('hold-form');
  await expectVisible(hold, 'the hold form');
  await field(hold, 'Message to the customer').fill(MESSAGE);
  await hold.getByRole('button', { name: 'Put on hold' }).click();
  await expectVisible(staff.getByTestId('order-status').getByText('On hold: file problem'), 'the console status', 30_000);
  await expectVisible(staff.getByTestId('order-hold-info').getByText(/The board outline layer is missing/), 'what was asked, on the console page');

  // the mail is sent after the answer, by the outbox run: give a loaded machine time
  const mail = await eventually(
    async () => readMails(ctx.outboxDir).find((m) => m.to.includes(email) && m.subject === `Order ${orderNo} is on hold`), 'the on-hold mail', 60_000,
  );
  assert(mail.bodies[0]?.includes('The board outline layer is missing'), 'the mail carries the message');

  // the customer sees the message and sends a corrected file
  await page.reload();
  const panel = page.getByTestId('order-hold');
  await expectVisible(panel.getByText(MESSAGE), 'the message on the order page');
  await expectVisible(page.getByTestId('order-status').getByText('On hold: we need a corrected design file'), 'the on-hold status');
  await panel.locator('input[type=file]').setInputFiles({ name: 'arduino-uno-fixed.zip', mimeType: 'application/zip', buffer: arduinoZip() });
  await panel.getByRole('button', { name: 'Upload a corrected file' }).click();
  await expectVisible(page.getByTestId('order-status').getByText('New file received, being checked'), 'the new file received', 60_000);

  // staff find it with the "check again" filter, download the new file and confirm the order
  await staff.goto(`${ctx.baseUrl}/staff/orders`);
  await staff.getByRole('link', { name: 'New files to check' }).click();
  await expectUrl(staff, (u) => u.searchParams.get('status') === '1012', 'the "check again" filter');
  await staff.getByRole('link', { name: orderNo }).click();
  await expectUrl(staff, (u) => u.pathname === `/staff/orders/${orderId}`, 'the order in the console');
  const download = staff.getByRole('link', { name: 'Download arduino-uno-fixed.zip' });
  await expectVisible(download, 'the new file to download');
  const fileUrl = (await download.getAttribute('href')) ?? '';
  const got = await staff.evaluate(async (url) => {
    const res = await fetch(url);
    return { status: res.status, disposition: res.headers.get('content-disposition') ?? '', size: (await res.arrayBuffer()).byteLength };
  }, fileUrl);
  assert(got.status === 200 && got.disposition.includes('arduino-uno-fixed.zip') && got.size > 1000, `the download: ${JSON.stringify(got)}`);
  await staff.getByRole('button', { name: 'Move to: Confirmed' }).click();
  await expectVisible(staff.getByTestId('order-status').getByText('Confirmed', { exact: true }), 'confirmed again');

  await page.reload();
  await expectVisible(page.getByTestId('order-status').getByText('Order confirmed, production about to start'), 'the customer sees it confirmed');
  ctx.log(`order ${orderNo}: held for a file problem, re-uploaded (${got.size} bytes), confirmed again`);
};
