// Issue 11 "Tests": one PCB assembly from the order page to the DFA round trip, in one edition. A new customer signs
// in, opens /fusion_pcba, uploads the Arduino Uno Gerber set, a BOM whose MPN column ("Ordering Code") the guess
// cannot name and maps it by hand (the lines re-match and the fee impact shows before → after), accepts a suggestion
// for the capacitors, uploads the placement file (e2e/fixtures, same designators), applies the known SOT-223 offset
// and turns a part 90°, sees the price, and adds the assembly to the cart (desktop and phone screenshots go to
// $SHOTS_DIR). The value-only resistor R9 (BOM line 5) stays Pending: the cart card says a part is being checked,
// engineering settle it in the BOM check, the customer sees the item priced, orders it and pays by card, and the DFA
// review runs its round trip on that order; the waiting item was mailed to engineering only, never to sales. The same
// cart item all along: nothing is added behind the page's back.
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { assert, eventually, expectVisible, type JourneyContext } from './harness';
import { arduinoZip, registerViaApi } from './flows';
import { noSidewaysScroll, shot } from './phone-flow';
import { ROOT } from './server';
import { readMails } from './outbox';
import { encodeLoginCode } from '../src/shared/contracts/user';
import { expectAssemblyPriced, expectPartsBeingChecked, settlePendingLine, type BomEdition } from './journeys/staff-bom-check-flow';
import { dfaRoundTrip, type DfaEdition } from './journeys/dfa-review-flow';
import { PAYMENT, payOrderByCard, placeOrderViaApi } from './journeys/order-api';

export interface PcbaWords {
  edition: 'en' | 'jp';
  heading: string;
  mpnField: string;
  feeFrom: RegExp;
  acceptFor: RegExp;
  confirmed: string;
  applyOffsets: string;
  rotate: string;
  addToCart: string;
  added: string;
  currency: RegExp;
  /** The edition's texts for the BOM check and the DFA review (the same editions their own journeys use). */
  bomCheck: BomEdition;
  dfa: DfaEdition;
}

/** The journey runs from upload to DFA through the shop, the console twice and the card page: more than 60 s. */
export const PCBA_JOURNEY_TIMEOUT_MS = 180_000;

const fixture = (name: string): Buffer => fs.readFileSync(path.join(ROOT, 'e2e/fixtures', name));
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };
/** BOM line of the value-only resistor R9 (the fixture's fifth row): the matcher can only suggest parts for it. */
const PENDING_LINE = 5;

/**
 * Signs in through the shop's own API from inside the browser (the login page is another journey's subject, and
 * only the browser resolves the Japanese edition's name); the session cookie stays with the page.
 */
const signIn = async (page: Page, base: string, account: { email: string; password: string }): Promise<void> => {
  await page.goto(`${base}/api/v1/system/setting`);
  const status = await page.evaluate(async (code) => {
    const res = await fetch('/api/user/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ code }) });
    return res.status;
  }, encodeLoginCode(account));
  assert(status === 200, `signing in answered ${status}`);
};

export const pcbaOrderJourney = async (ctx: JourneyContext, base: string, w: PcbaWords): Promise<void> => {
  // The API call goes to the server's own address (this process cannot resolve the Japanese edition's name).
  const account = await registerViaApi(ctx.baseUrl, `pcba-${w.edition}`, w.edition);
  const page = await ctx.newPage();
  await signIn(page, base, account);
  await page.goto(`${base}/fusion_pcba`);
  await expectVisible(page.getByRole('heading', { level: 1, name: w.heading }), `the heading '${w.heading}'`, 30_000);

  // The board.
  await page.getByTestId('upload-input').setInputFiles({ name: 'arduino-uno.zip', mimeType: 'application/zip', buffer: arduinoZip() });

  // The BOM (read while the Gerber is analysed): the MPN column is not recognised, so every line waits
  // (pending/unavailable) until it is mapped.
  await page.getByTestId('bom-input').setInputFiles({ name: 'board-bom.csv', mimeType: 'text/csv', buffer: fixture('pcba-bom.csv') });
  await expectVisible(page.getByTestId('board-preview'), 'the board preview', 30_000);
  await expectVisible(page.getByTestId('bom-mapping'), 'the mapping screen', 30_000);
  const counts = page.getByTestId('fee-counts');
  await expectVisible(counts, 'the fee impact after the first match', 30_000);
  const first = (await counts.textContent())?.trim() ?? '';
  ctx.log(`matched as guessed: ${first}`);
  await page.locator('input').and(page.getByLabel(w.mpnField, { exact: true })).click();
  await page.getByRole('option', { name: /Ordering Code/ }).click();
  const impact = await eventually(async () => {
    const text = (await page.getByTestId('fee-components').textContent({ timeout: 1000 }))?.trim();
    return text && w.feeFrom.test(text) ? text : undefined;
  }, 'the fee impact before → after the mapping change', 30_000);
  ctx.log(`after mapping the MPN column: ${impact}; ${(await counts.textContent())?.trim()}`);

  // The capacitors' line (no MPN): accept the first suggestion.
  const capLine = page.getByTestId('bom-line-1');
  await capLine.getByRole('button', { name: w.acceptFor }).first().click();
  await expectVisible(capLine.getByText(w.confirmed, { exact: true }), 'the capacitors confirmed by the accepted suggestion');

  // The placement: every designator matches, the SOT-223 offset applies, U2 turns 90° clockwise.
  await page.getByTestId('placement-input').setInputFiles({ name: 'board-cpl.csv', mimeType: 'text/csv', buffer: fixture('pcba-cpl.csv') });
  await expectVisible(page.getByTestId('placement-ok'), 'the designator check against the BOM', 30_000);
  await page.getByRole('button', { name: w.applyOffsets }).click();
  const u1 = page.locator('[data-designator="U1"]');
  await eventually(async () => (await u1.getAttribute('data-rotation')) === '180', 'U1 (SOT-223) turned by the known offset');
  // U2 (LQFP) has the QFP offset (270°) applied; a clockwise quarter turn takes it to 180°.
  const u2 = page.locator('[data-designator="U2"]');
  await eventually(async () => (await u2.getAttribute('data-rotation')) === '270', 'U2 (LQFP) turned by the known offset');
  await u2.click();
  await page.getByRole('button', { name: w.rotate }).click();
  await eventually(async () => (await u2.getAttribute('data-rotation')) === '180', 'U2 turned 90° clockwise');

  // The price, then the cart.
  const total = page.getByTestId('pcba-total');
  await expectVisible(total, 'the assembly price');
  const price = (await total.textContent())?.trim() ?? '';
  assert(w.currency.test(price), `the price ${price} in the edition's currency`);
  ctx.log(`price ${price}, ${(await page.getByTestId('pcba-build-days').textContent())?.trim()}`);
  await shot(page, `pcba-order-${w.edition}-desktop`, true);
  await page.getByRole('button', { name: w.addToCart }).click();
  await expectVisible(page.getByRole('dialog', { name: w.added }), `the '${w.added}' popup`, 30_000);

  // On a phone: the page reads without sideways scrolling, with the price in the bottom bar.
  await page.getByRole('dialog', { name: w.added }).getByRole('button').first().click();
  const phone = page;
  await phone.setViewportSize(PHONE);
  await expectVisible(phone.getByRole('heading', { level: 1, name: w.heading }), 'the page on a phone', 30_000);
  await expectVisible(phone.getByTestId('order-bar'), 'the phone order bar');
  await noSidewaysScroll(phone, 'the PCBA order page on a phone');
  await shot(phone, `pcba-order-${w.edition}-phone`, true);
  await page.setViewportSize(DESKTOP);

  // After the order page: the same item waits for the BOM check, is settled by engineering, ordered and paid.
  const cartId = await addedItemId(page, base);
  await expectPartsBeingChecked(page, base, w.bomCheck, cartId);
  await settlePendingLine(ctx, w.bomCheck, cartId, PENDING_LINE);
  await expectAssemblyPriced(page, base, cartId);
  const order = await placeOrderViaApi(page, base, PAYMENT.card, cartId);
  await payOrderByCard(page, base, order.order_id);
  ctx.log(`cart item ${cartId}: line ${PENDING_LINE} settled in the BOM check, ordered as ${order.order_no} and paid by card`);

  // The DFA review on that order.
  await dfaRoundTrip(ctx, w.dfa, page, order);

  // One queue owned the waiting item: engineering were mailed the BOM check's link, sales nothing about it (read
  // last: the outbox run may lag on a loaded machine; both notices would have been queued in the same transaction).
  const bomLink = new RegExp(`/staff/bom-check/${cartId}(?!\\d)`);
  await eventually(async () => readMails(ctx.outboxDir).find((m) => m.to.includes(ctx.staff.engineering.email) && m.bodies.some((b) => bomLink.test(b))),
    'the BOM check notice to engineering', 20_000);
  const aboutItem = new RegExp(`(cart item|カート商品) ${cartId}(?!\\d)`);
  const toSales = readMails(ctx.outboxDir).filter((m) => m.to.includes(ctx.staff.sales.email) && m.bodies.some((b) => aboutItem.test(b)));
  assert(toSales.length === 0, `sales were mailed about the item the BOM check owns: ${toSales.map((m) => m.subject).join('; ')}`);
};

/** The PCBA item the page just added: the customer's only one (a fresh account), read from the cart card's link. */
const addedItemId = async (page: Page, base: string): Promise<number> => {
  await page.goto(`${base}/web/cart`);
  const link = page.locator('[data-testid^="pcba-lines-link-"]');
  await expectVisible(link, 'the assembly on the cart page', 30_000);
  const testId = (await link.getAttribute('data-testid')) ?? '';
  const id = Number(testId.replace('pcba-lines-link-', ''));
  assert(Number.isInteger(id) && id > 0, `the cart card's link names the item (${testId})`);
  return id;
};
