// (issue 13 "Customized payments") A payment request from staff to paid, run once per edition
// (payment-request.journey / payment-request-japanese.journey): finance create a request for the customer on
// /staff/custom-payments; the customer's mail links to /web/user/payment-requests, where the request waits for
// payment with its amount and description; "Pay now" opens checkout with just that item, where step 2 asks for no
// carrier (a payment ships nothing: "Nothing to ship", shipping "No shipping" and 0), paid by card; the customer's
// page and the staff screen then say it is paid, and the order shows no shipping; engineering finish it with no carrier
// or tracking number (nothing ships) and the customer is mailed that the payment is completed.
import type { Page } from 'playwright-core';
import { assert, eventually, expectUrl, expectVisible, field, type JourneyContext } from '../harness';
import { findLink, readMails } from '../outbox';
import { EN, newAddressStep, payByCard, signedInCustomer, type NewAddress } from './checkout.journey';
import { JA } from './checkout-japanese.journey';
import { EDITION_EN, EDITION_JA, type Edition } from './edition-texts';
import { staffConsole } from './staff-flows';
import { odm as odmEn } from '../../src/web/i18n/en/odm';
import { odm as odmJa } from '../../src/web/i18n/ja/odm';
import type { Catalog } from '../../src/web/i18n/types';

export interface PaymentRequestEdition extends Edition {
  odm: Catalog<typeof odmEn>;
  labels: typeof EN;
  address: NewAddress;
  card: string;
  /** The mail's subject starts so (the server writes mails, not the web catalogs). */
  subject: string;
  /** The subject of the mail sent when staff finish the paid order (mail-payment-completed.ts). */
  completedSubject: string;
}
export const PAYMENT_REQUEST_EN: PaymentRequestEdition = {
  ...EDITION_EN, odm: odmEn, labels: EN, address: { country: 'United States', region: 'California', city: 'San Jose', postcode: '95112' },
  card: 'Credit card', subject: 'A payment request for', completedSubject: 'Your payment for order',
};
export const PAYMENT_REQUEST_JA: PaymentRequestEdition = {
  ...EDITION_JA, odm: odmJa, labels: JA, address: { region: '東京都', city: 'Chiyoda-ku', postcode: '100-0001' },
  card: 'クレジットカード', subject: 'お支払いのお願い', completedSubject: 'お支払いが完了しました',
};

/** Step 2 for a payment: one line says nothing ships and no carrier is offered; step 3 says "No shipping". */
const payWithoutShipping = async (page: Page, e: PaymentRequestEdition): Promise<void> => {
  const c = e.checkout;
  await expectVisible(page.getByText(c.shipping.nothingToShip, { exact: true }), 'the "nothing to ship" line in step 2');
  for (const carrier of ['DHL', 'FedEx', 'UPS', 'SZ Post', 'OCS']) {
    assert((await page.getByRole('radio', { name: new RegExp(`^${carrier}\\b`) }).count()) === 0, `no ${carrier} option is offered for a payment`);
  }
  await page.getByRole('button', { name: e.labels.toPayment }).click();
  const totals = page.getByRole('region', { name: c.payment.totals });
  await expectVisible(totals.getByText(c.shipping.none, { exact: true }), 'shipping "No shipping" in the order total');
  await page.getByRole('radio', { name: e.card, exact: true }).check();
  const place = page.getByRole('button', { name: e.labels.place });
  await expectVisible(place, 'Place order');
  await page.waitForFunction(() => [...document.querySelectorAll('button')].some((b) => /Place order|注文を確定する/.test(b.textContent ?? '') && !b.disabled));
  await place.click();
};

/** The customer's newest order as the API answers it: shipping must be 0 with no carrier. */
const newestOrder = (page: Page) =>
  page.evaluate(async () => {
    const list = ((await (await fetch('/api/v1/order/list')).json()) as { data: { list: { id: number }[] } }).data.list;
    const id = list[0]?.id ?? 0;
    return ((await (await fetch(`/api/v1/order/detail?id=${id}`)).json()) as { data: { id: number; shipping: unknown[]; shipping_fee: string } }).data;
  });

const emailOf = (page: Page) =>
  page.evaluate(async () => ((await (await fetch('/api/user/info')).json()) as { data: { email: string } }).data.email);

export const paymentRequestJourney = async (ctx: JourneyContext, e: PaymentRequestEdition): Promise<void> => {
  const base = e.base(ctx);
  const p = e.odm.payments;
  const s = e.staff.customPayments;
  const page = await signedInCustomer(ctx, `payreq-${e.lang}`, base, e.signIn, e.lang);
  const email = await emailOf(page);
  const description = `Extra firmware work for ${email.split('@')[0] ?? ''}`;

  // finance ask the customer for $150.00
  const staff = await staffConsole(ctx, 'finance', '/staff/custom-payments', base);
  await expectVisible(staff.getByRole('heading', { name: s.title }), 'the payment requests screen');
  await field(staff, s.email).fill(email);
  await field(staff, s.amount).fill('150.00');
  await field(staff, s.description).fill(description);
  await staff.getByRole('button', { name: s.send }).click();
  const row = staff.getByTestId('custom-payments').getByRole('row').filter({ hasText: description });
  await expectVisible(row.getByText(s.state.waiting), 'the request waiting for payment on the staff screen');

  // the mail links to the customer's payment requests
  const mail = await eventually(async () => readMails(ctx.outboxDir).find((m) => m.to.includes(email) && m.subject.startsWith(e.subject)), 'the payment request mail', 30_000);
  const link = findLink(mail, '/web/user/payment-requests');
  assert(link !== undefined, 'the mail links to the payment requests page');
  const linked = new URL(link);
  await page.goto(`${base}${linked.pathname}${linked.search}`);
  await expectVisible(page.getByRole('heading', { name: p.title }), 'the payment requests page', 30_000);
  const card = page.locator('[data-testid^="payment-request-"]').filter({ hasText: description });
  await expectVisible(card.getByTestId('payment-request-status').getByText(p.status.waiting), 'the request waiting for payment');
  await expectVisible(card.getByTestId('payment-request-amount'), 'its amount');

  // Pay now: checkout with just that item, by card
  await card.getByTestId('payment-request-pay').click();
  await expectUrl(page, (u) => u.pathname === '/web/checkout' && (u.searchParams.get('ids') ?? '').split(',').length === 1, 'checkout with the one item');
  await newAddressStep(page, e.address, e.labels);
  await payWithoutShipping(page, e);
  await payByCard(page, '4242 4242 4242 4242');
  await expectUrl(page, (u) => u.pathname === '/pay_msg', 'back on /pay_msg', 30_000);
  const order = await newestOrder(page);
  assert(order.shipping_fee === '0' && order.shipping.length === 0, `the payment's order has shipping 0 and no carrier, got ${JSON.stringify(order)}`);
  await page.goto(`${base}/web/user/order/${order.id}`);
  await expectVisible(page.getByTestId('tracking-carrier').getByText(e.orders.detail.noShipping, { exact: true }), 'the order page says "No shipping"', 30_000);

  // engineering close it: nothing ships, so no carrier or tracking number is asked, straight to "Finished", and the
  // customer is mailed that the payment is completed; their order page has no tracking number box
  const finished = e.staff.status[1009];
  const eng = await staffConsole(ctx, 'engineering', `/staff/orders/${order.id}`, base);
  const finish = eng.getByRole('button', { name: e.staff.order.moveTo.replace('{{status}}', finished) });
  await expectVisible(finish, 'the "Finished" move for the paid payment', 30_000);
  assert((await eng.getByRole('textbox', { name: e.staff.order.trackingNumber }).count()) === 0, 'no tracking number is asked for a payment');
  await finish.click();
  await expectVisible(eng.getByText(e.staff.order.moved.replace('{{status}}', finished)), 'the order moved to finished');
  await eventually(async () => readMails(ctx.outboxDir).find((m) => m.to.includes(email) && m.subject.startsWith(e.completedSubject)), 'the payment completed mail', 30_000);
  await page.reload();
  await expectVisible(page.getByTestId('tracking-carrier'), 'the tracking section', 30_000);
  assert((await page.getByTestId('tracking-number').count()) === 0, 'no tracking number box for a payment');

  await page.goto(`${base}/web/user/payment-requests`);
  await expectVisible(card.getByTestId('payment-request-status').getByText(p.status.paid), 'the request paid on the customer’s page', 30_000);
  await staff.reload();
  await expectVisible(row.getByText(s.state.paid), 'the request paid on the staff screen', 30_000);
  ctx.log(`${e.lang}: payment request "${mail.subject}" mailed to ${email}, no carrier asked, shipping 0, paid by card, shown paid to the customer and to finance, finished by engineering with no tracking asked or shown`);
};
