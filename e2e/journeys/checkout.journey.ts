// (issue 4 §6) A PCB in the cart (added through the API with the signed-in page's cookie) → /web/cart → checkout
// with a new address → DHL → credit card → the sandbox's card page: 4242 4242 4242 4242 → 'Payment successful' →
// the order in the history with its status 'Payment confirmed' → the invoice view in dollars → cancelled within the
// hour, the refund on the order.
// The other checkout journeys (refused card then PayPal, wire transfer, Japanese edition) reuse the steps below.
import crypto from 'node:crypto';
import type { Page } from 'playwright-core';
import { assert, expectUrl, expectVisible, field, type JourneyContext } from '../harness';
import { arduinoZip, expectSignedIn, registerViaApi } from '../flows';

export const name = 'Checkout: PCB in cart, new address, DHL, card approved, order in history, invoice, cancel and refund';

/** A new customer (empty cart, no addresses), signed in on a fresh page of `base`. */
export const signedInCustomer = async (ctx: JourneyContext, tag: string, base = ctx.baseUrl, signIn = 'Sign in', lang: 'en' | 'jp' = 'en'): Promise<Page> => {
  const account = await registerViaApi(ctx.baseUrl, tag, lang);
  const page = await ctx.newPage();
  await page.goto(`${base}/login`);
  await field(page, ['Email', 'メールアドレス']).fill(account.email);
  await field(page, ['Password', 'パスワード']).fill(account.password);
  await page.getByRole('button', { name: signIn, exact: true }).click();
  await expectUrl(page, (u) => u.pathname !== '/login', 'signed in');
  if (base === ctx.baseUrl) await expectSignedIn(page);
  return page;
};

/**
 * Adds a default 2-layer PCB through the API with the page's own session cookie (a fetch inside the page, so the
 * browser's host mapping of *.jp applies); answers the cart id. The page must be on `base`. With its design file
 * (the Arduino Uno Gerbers, uploaded first) unless `withFile` is false: then it waits as "awaiting files upload".
 */
export const addPcbViaApi = async (
  page: Page, base: string, values: Record<string, unknown> = {}, { withFile = true, tier = 0 }: { withFile?: boolean; tier?: number } = {},
): Promise<number> => {
  assert(page.url().startsWith(base), `the page must be on ${base} to use its cookie, it is on ${page.url()}`);
  const fileId = withFile
    ? await page.evaluate(async (zipBase64) => {
        const form = new FormData();
        form.append('kind', 'gerber');
        form.append('file', new Blob([Uint8Array.from(atob(zipBase64), (c) => c.charCodeAt(0))], { type: 'application/zip' }), 'arduino-uno.zip');
        const res = await fetch('/api/upload/file', { method: 'POST', body: form });
        return ((await res.json()) as { data: { file_id: string } }).data.file_id;
      }, arduinoZip().toString('base64'))
    : undefined;
  const body = await page.evaluate(async (payload) => {
    const res = await fetch('/api/v1/cart/add', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(payload) });
    return (await res.json()) as { code: number; msg: string; data: { cart_id: number } };
  }, { product: 'pcb', tier, values: { sizeConfirmed: true, ...values }, request_id: crypto.randomUUID(), ...(fileId ? { file_id: fileId } : {}) });
  assert(body.code === 0, `POST /v1/cart/add answered ${body.code}: ${body.msg}`);
  return body.data.cart_id;
};

/** Picks an option of a Mantine searchable select by typing part of its text. */
const choose = async (page: Page, label: string, text: string): Promise<void> => {
  const input = page.getByRole('combobox', { name: label });
  await input.click();
  await input.fill(text);
  await page.getByRole('option', { name: text, exact: true }).first().click();
};

export interface NewAddress {
  /** Left out when the edition preselects it (Japan on the Japanese edition). */
  country?: string;
  region?: string;
  city: string;
  postcode: string;
}

export const US_ADDRESS: NewAddress = { country: 'United States', region: 'California', city: 'San Jose', postcode: '95112' };

/** From the cart: select all, Checkout, and fill step 1 with a new address (the address book's own form). */
export const checkoutWithNewAddress = async (page: Page, base: string, address: NewAddress = US_ADDRESS, labels = EN): Promise<void> => {
  await page.goto(`${base}/web/cart`);
  await expectVisible(page.getByRole('article').first(), 'the cart item');
  await page.getByRole('link', { name: labels.checkout, exact: true }).click();
  await expectUrl(page, (u) => u.pathname === '/web/checkout', 'the checkout page');
  await newAddressStep(page, address, labels);
};

/** On /web/checkout with no address yet: the address book's form opens by itself; fill it, save, go on to shipping. */
export const newAddressStep = async (page: Page, address: NewAddress = US_ADDRESS, labels = EN): Promise<void> => {
  await field(page, labels.firstName).fill('Ada');
  await field(page, labels.lastName).fill('Lovelace');
  if (address.country) await choose(page, labels.country, address.country);
  await field(page, labels.street).fill('1 Market Street');
  if (address.region) await choose(page, labels.region, address.region);
  await field(page, labels.city).fill(address.city);
  await field(page, labels.postcode).fill(address.postcode);
  await field(page, labels.phone).fill('+1 408 555 0100');
  await page.getByRole('radio', { name: labels.business, exact: true }).check();
  await page.getByRole('button', { name: labels.save, exact: true }).click();
  // the Japanese edition writes the family name first ('Lovelace Ada')
  const saved = page.getByRole('radio', { name: /Lovelace(?: Ada)?, 1 Market Street/ });
  await expectVisible(saved, 'the new address chosen in the address book');
  await page.getByRole('button', { name: labels.toShipping }).click();
};

/** Step 2: choose a carrier (the first usable one is preselected), then step 3: a payment method and Place order. */
export const shipAndPlace = async (page: Page, carrier: string, method: string, labels = EN): Promise<void> => {
  const option = page.getByRole('radio', { name: new RegExp(`^${carrier}\\b`) }).first();
  await expectVisible(option, `the ${carrier} option`);
  await option.check();
  await page.getByRole('button', { name: labels.toPayment }).click();
  await page.getByRole('radio', { name: method, exact: true }).check();
  const place = page.getByRole('button', { name: labels.place });
  await expectVisible(place, 'Place order');
  await page.waitForFunction(() => [...document.querySelectorAll('button')].some((b) => /Place order|注文を確定する/.test(b.textContent ?? '') && !b.disabled));
  await place.click();
};

/** The sandbox's hosted card page (English, or Japanese when the buyer came from the Japanese edition): pay. */
export const payByCard = async (page: Page, number: string, expiry = '12/39'): Promise<void> => {
  await expectUrl(page, (u) => u.pathname.startsWith('/api/sandbox-pay/card/'), "the sandbox's card page", 20_000);
  await page.getByLabel(/^(Name on card|カード名義)$/).fill('Ada Lovelace');
  await page.getByLabel(/Card number|カード番号/).fill(number);
  await page.getByLabel(/^(Expiry \(MM\/YY\)|有効期限（MM\/YY）)$/).fill(expiry);
  await page.getByLabel(/^(CVC|セキュリティコード)$/).fill('123');
  await page.getByRole('button', { name: /^Pay |を支払う$/ }).click();
};

export const EN = {
  checkout: 'Checkout', firstName: 'First name', lastName: 'Last name', country: 'Country / region', street: 'Street address',
  region: 'State / province', city: 'City', postcode: 'Zip / postcode', phone: 'Phone', business: 'Business', save: 'Save',
  toShipping: 'Continue to shipping', toPayment: 'Continue to payment', place: 'Place order',
};

export const run = async (ctx: JourneyContext): Promise<void> => {
  const page = await signedInCustomer(ctx, 'checkout');
  await addPcbViaApi(page, ctx.baseUrl);
  await checkoutWithNewAddress(page, ctx.baseUrl);
  await shipAndPlace(page, 'DHL', 'Credit card');
  await payByCard(page, '4242 4242 4242 4242');

  await expectUrl(page, (u) => u.pathname === '/pay_msg', 'back on /pay_msg', 20_000);
  await expectVisible(page.getByRole('heading', { name: 'Payment successful' }), "'Payment successful'");
  await page.getByRole('link', { name: 'Order history' }).click();

  await expectUrl(page, (u) => u.pathname === '/web/user/order/all', 'the order history');
  const order = page.getByRole('article').first();
  await expectVisible(order.getByText('Payment confirmed', { exact: true }), "the order's status 'Payment confirmed'");
  await expectVisible(order.getByText('Paid', { exact: true }), "the payment status 'Paid'");
  await order.getByRole('link', { name: 'Details' }).click();

  await expectVisible(page.getByTestId('order-status').getByText('Payment confirmed'), 'the detail status');
  const invoiceLink = page.getByRole('link', { name: 'Invoice', exact: true });
  const href = await invoiceLink.getAttribute('href');
  assert(href && /^\/web\/invoice\/\d+$/.test(href), `expected an invoice link, got ${String(href)}`);
  await page.goto(`${ctx.baseUrl}${href}`);
  await expectVisible(page.getByRole('heading', { name: 'Invoice' }), 'the invoice view');
  const amount = (await page.getByTestId('order-amount').textContent())?.trim() ?? '';
  assert(/^\$\d[\d,]*\.\d{2}$/.test(amount), `expected a dollar order amount on the invoice, got ${amount}`);
  await expectVisible(page.getByRole('link', { name: 'Download PDF' }), "the 'Download PDF' link");
  ctx.log(`paid by card, invoice amount ${amount}`);

  // changed their mind within the hour: cancel, and the refund shows on the order
  await page.goBack();
  await page.getByRole('button', { name: 'Cancel order' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this order?' });
  await dialog.getByLabel('Reason for cancelling').fill('Ordered the wrong revision');
  await dialog.getByRole('button', { name: 'Cancel order' }).click();
  await expectVisible(page.getByTestId('order-status').getByText('Cancelled at your request; refund follows'), "the status 'Cancelled at your request; refund follows'");
  const refund = page.getByTestId('order-refund');
  await expectVisible(refund.getByText('Refunded to your payment method'), 'the refund on the order');
  ctx.log(`cancelled, refund ${(await refund.locator('p').first().textContent())?.trim() ?? ''}`);
};
