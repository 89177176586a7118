// (issue 9) The file-problem hold, run once per edition (staff-hold.journey.ts, staff-hold-japanese.journey.ts), each
// within the runner's 60 s (the order is placed and paid by card the short way: see order-api.ts).
// Engineering hold a paid order for a file problem and the customer re-uploads: the console's hold form stops the
// order with a message, the customer gets the "on hold" mail (read from the outbox) and sees the message with a
// re-upload control on the order page; the new file sends the order back to staff ("New file: check again", found
// with the orders filter), who download it and confirm the order again; the customer sees it confirmed. Customer and
// staff both use the edition's address, so the console speaks the edition's language too. Engineering get a staff
// mail about the new file with a link to the order in the console.
import { assert, eventually, expectUrl, expectVisible, field, type JourneyContext } from '../harness';
import { arduinoZip } from '../flows';
import { readMails } from '../outbox';
import { signedInCustomer } from './checkout.journey';
import { EDITION_EN, EDITION_JA, fill, type Edition } from './edition-texts';
import { PAYMENT, payOrderByCard, placeOrderViaApi } from './order-api';
import { staffConsole } from './staff-flows';

export interface HoldEdition extends Edition {
  /** What engineering ask the customer, in the edition's language. */
  message: string;
  /** The on-hold mail's subject (written by the server: src/server/commands/mail/mail-cart-item.ts). */
  mailSubject: (orderNo: string) => string;
}

export const HOLD_EN: HoldEdition = {
  ...EDITION_EN,
  message: 'The board outline layer is missing from your archive. Please add the outline (GKO/GM1) and upload it again.',
  mailSubject: (no) => `Order ${no} is on hold`,
};

export const HOLD_JA: HoldEdition = {
  ...EDITION_JA,
  message: 'アーカイブに基板外形のレイヤーがありません。外形（GKO/GM1）を追加して、もう一度アップロードしてください。',
  mailSubject: (no) => `ご注文 ${no} を保留しています`,
};

const FIXED_FILE = 'arduino-uno-fixed.zip';

export const holdJourney = async (ctx: JourneyContext, e: HoldEdition): Promise<void> => {
  const base = e.base(ctx);
  const page = await signedInCustomer(ctx, `hold-${e.lang}`, base, e.signIn, e.lang);
  const email = await page.evaluate(async () => ((await (await fetch('/api/user/info')).json()) as { data: { email: string } }).data.email);
  const { order_id: orderId, order_no: orderNo } = await placeOrderViaApi(page, base, PAYMENT.card);
  await payOrderByCard(page, base, orderId);
  await page.goto(`${base}/web/user/order/${orderId}`);
  await expectVisible(page.getByTestId('order-status').getByText(e.orders.status[1003]), 'paid');

  // engineering hold it from the order's console page
  const staff = await staffConsole(ctx, 'engineering', `/staff/orders/${orderId}`, base);
  const hold = staff.getByTestId('hold-form');
  await expectVisible(hold, 'the hold form');
  await field(hold, e.staff.hold.message).fill(e.message);
  await hold.getByRole('button', { name: e.staff.hold.send }).click();
  await expectVisible(staff.getByTestId('order-status').getByText(e.staff.status[1011]), 'the console status', 30_000);
  await expectVisible(staff.getByTestId('order-hold-info').getByText(e.message), 'what was asked, on the console page');

  // the mail is sent after the answer, by the outbox run: give a loaded machine time
  const subject = e.mailSubject(orderNo);
  const mail = await eventually(async () => readMails(ctx.outboxDir).find((m) => m.to.includes(email) && m.subject === subject), `the mail "${subject}"`, 30_000);
  assert(mail.bodies[0]?.includes(e.message), 'the mail carries the message');

  // the customer sees the message and sends a corrected file
  await page.reload();
  const panel = page.getByTestId('order-hold');
  await expectVisible(panel.getByText(e.message), 'the message on the order page');
  await expectVisible(page.getByTestId('order-status').getByText(e.orders.status[1011]), 'the on-hold status');
  await panel.locator('input[type=file]').setInputFiles({ name: FIXED_FILE, mimeType: 'application/zip', buffer: arduinoZip() });
  await panel.getByRole('button', { name: e.orders.hold.upload }).click();
  await expectVisible(page.getByTestId('order-status').getByText(e.orders.status[1012]), 'the new file received', 30_000);

  // engineering are mailed about the new file, with a link to the order in the console (their account's language)
  const staffSubject = `Order ${orderNo}: new file to check`;
  const staffMail = await eventually(
    async () => readMails(ctx.outboxDir).find((m) => m.to.includes(ctx.staff.engineering.email) && m.subject === staffSubject), `the staff mail "${staffSubject}"`, 30_000,
  );
  assert(staffMail.bodies[0]?.includes(`${ctx.baseUrl}/staff/orders/${orderId}`), 'the staff mail links to the order in the console');

  // staff find it with the "check again" filter, download the new file and confirm the order
  await staff.goto(`${base}/staff/orders`);
  await staff.getByRole('link', { name: e.staff.orders.checkAgain }).click();
  await expectUrl(staff, (u) => u.searchParams.get('status') === '1012', 'the "check again" filter');
  await staff.getByRole('link', { name: orderNo }).click();
  await expectUrl(staff, (u) => u.pathname === `/staff/orders/${orderId}`, 'the order in the console');
  const download = staff.getByRole('link', { name: fill(e.staff.order.download, { name: FIXED_FILE }) });
  await expectVisible(download, 'the new file to download');
  const fileUrl = (await download.getAttribute('href')) ?? '';
  const got = await staff.evaluate(async (url) => {
    const res = await fetch(url);
    return { status: res.status, disposition: res.headers.get('content-disposition') ?? '', size: (await res.arrayBuffer()).byteLength };
  }, fileUrl);
  assert(got.status === 200 && got.disposition.includes(FIXED_FILE) && got.size > 1000, `the download: ${JSON.stringify(got)}`);
  await staff.getByRole('button', { name: fill(e.staff.order.moveTo, { status: e.staff.status[1004] }) }).click();
  await expectVisible(staff.getByTestId('order-status').getByText(e.staff.status[1004], { exact: true }), 'confirmed again');

  await page.reload();
  await expectVisible(page.getByTestId('order-status').getByText(e.orders.status[1004]), 'the customer sees it confirmed');
  ctx.log(`${e.lang}: order ${orderNo} held for a file problem (mail "${mail.subject}"), re-uploaded (${got.size} bytes), confirmed again`);
};
