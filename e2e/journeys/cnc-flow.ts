// (issue 12) CNC machining and cable assembly, run once per edition:
// - cnc-quote(.journey / -japanese): the customer uploads a STEP model on /fusion-cnc (read on the server: the
//   three.js preview of the server's tessellation and one solid), picks a grade and sends the part for a quote;
//   engineering (CNC parts are theirs to quote) answer in the console's
//   /staff/cnc-quotes with a price, a 50-piece break, a lead time and DFM notes; the customer takes the 50-piece
//   break in the cart, orders that item and pays it by card.
// - cable-order(.journey / -japanese): a standard cable priced instantly on /fusion-cable-assembly, added to the cart;
//   a custom one (M12 end) shown as a manual quote with its promise and added to the quotation queue.
import fs from 'node:fs';
import { SkipJourney, assert, expectHidden, expectVisible, field, type JourneyContext } from '../harness';
import { signedInCustomer } from './checkout.journey';
import { EDITION_EN, EDITION_JA, fill, type Edition } from './edition-texts';
import { PAYMENT, payOrderByCard, placeOrderViaApi } from './order-api';
import { staffConsole } from './staff-flows';
import { order as orderEn } from '../../src/web/i18n/en/order';
import { order as orderJa } from '../../src/web/i18n/ja/order';

export interface CncEdition extends Edition {
  order: typeof orderEn;
}
export const CNC_EN: CncEdition = { ...EDITION_EN, order: orderEn };
export const CNC_JA: CncEdition = { ...EDITION_JA, order: orderJa };

const MODEL = '/work/shared/models/test_testfiles_simple-basic-cube_cube.stp';

/** The customer's live items through the cart API (the page's own cookie). */
const cartItems = (page: import('playwright-core').Page) =>
  page.evaluate(async () => {
    const res = await fetch('/api/v1/cart/new-index', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    const json = (await res.json()) as { data: { items: { cart_id: number; product: string; status: number }[] } };
    return json.data.items;
  });

export const cncQuoteJourney = async (ctx: JourneyContext, e: CncEdition): Promise<void> => {
  if (!fs.existsSync(MODEL)) throw new SkipJourney(`the STEP sample ${MODEL} is absent`);
  const base = e.base(ctx);
  const o = e.order;
  const page = await signedInCustomer(ctx, `cnc-${e.lang}`, base, e.signIn, e.lang);
  await page.goto(`${base}/fusion-cnc`);
  await expectVisible(page.getByRole('heading', { name: o.cncPage.title, level: 1 }), 'the CNC page');
  await expectVisible(page.getByTestId('cnc-promise').getByText(o.cncPage.quote.promise), 'the 2-hour promise');
  await page.locator('input[type=file]').first().setInputFiles(MODEL);
  await expectVisible(page.getByTestId('cnc-model'), 'the model read on the server', 45_000);
  await expectVisible(page.getByTestId('model-canvas'), 'the 3D preview of the model');
  const dims = (await page.getByTestId('model-dimensions').textContent()) ?? '';
  assert(/300/.test(dims), `the model's dimensions under the preview (${dims})`);
  await expectVisible(page.getByTestId('cnc-solids').getByText('1', { exact: true }), 'one solid');
  // the sample is a 300 mm cube: the part ordered is a 30 mm one (the dimensions prefilled from the model, changed)
  for (const k of ['length_mm', 'width_mm', 'height_mm'] as const) await field(page, o.cnc.param[k]).fill('30');
  await field(page, o.cnc.param.material).first().click();
  await page.getByRole('option', { name: o.cnc.choice.material['al-6061-t6'] }).click();
  await page.getByRole('button', { name: o.cart.add }).click();
  await expectVisible(page.getByText(o.cart.addedTitle), 'added to the cart');
  const item = (await cartItems(page)).find((i) => i.product === 'cnc');
  if (!item) throw new Error('the CNC item is not in the cart');

  // engineering answer in the machining queue: $320 for the 10 pieces asked, $1,100 for 50, 8 days, a DFM note
  const t = e.staff;
  const staff = await staffConsole(ctx, 'engineering', '/staff/cnc-quotes', base);
  await expectVisible(staff.getByRole('heading', { name: t.quotes.machiningTitle }), 'the machining queue');
  const row = staff.getByTestId(`quote-${item.cart_id}`);
  await expectVisible(row, 'the waiting part');
  await row.getByRole('button', { name: t.quotes.answer }).click();
  const dialog = staff.getByRole('dialog');
  await field(dialog, t.quotes.amount).fill('320');
  await dialog.getByRole('button', { name: t.quotes.addBreak }).click();
  await field(dialog, t.quotes.breakQuantity).fill('50');
  await field(dialog, t.quotes.breakTotal).fill('1100');
  await field(dialog, t.quotes.leadTime).fill('8');
  await field(dialog, t.quotes.dfm).fill('Inside corners need R1 or larger.');
  await dialog.getByRole('button', { name: t.quotes.send }).click();
  await expectVisible(staff.getByText(t.quotes.sent), 'the quote sent');
  await expectHidden(row, 'the part gone from the queue');

  // the customer takes the 50-piece break, then orders and pays the item
  await page.goto(`${base}/web/cart`);
  await expectVisible(page.getByText(e.cart.item.quoteReady), 'the quote to confirm');
  await page.getByTestId('quote-breaks').getByRole('radio').last().check();
  await page.getByRole('button', { name: e.cart.item.acceptQuote }).click();
  await expectVisible(page.getByRole('heading', { name: fill(e.cart.sections.finished, { count: 1 }) }), 'the confirmed part ready for checkout');
  const { order_id: orderId, order_no: orderNo } = await placeOrderViaApi(page, base, PAYMENT.card, item.cart_id);
  await payOrderByCard(page, base, orderId);
  await page.goto(`${base}/web/user/order/${orderId}`);
  await expectVisible(page.getByTestId('order-status').getByText(e.orders.status[1003]), 'the CNC order paid');
  ctx.log(`${e.lang}: CNC item ${item.cart_id} quoted with a 50-piece break, confirmed at 50, ordered as ${orderNo} and paid`);
};

export const cableOrderJourney = async (ctx: JourneyContext, e: CncEdition): Promise<void> => {
  const base = e.base(ctx);
  const o = e.order;
  const page = await signedInCustomer(ctx, `cable-${e.lang}`, base, e.signIn, e.lang);
  await page.goto(`${base}/fusion-cable-assembly`);
  await expectVisible(page.getByRole('heading', { name: o.cablePage.title, level: 1 }), 'the cable page');
  await expectVisible(page.getByTestId('cable-drawing'), 'the drawing of the cable');
  await expectVisible(page.getByTestId('cable-total'), 'the instant price');
  await field(page, o.cable.param.label).fill('J3 MOTOR');
  await expectVisible(page.getByTestId('cable-drawing').getByText('J3 MOTOR').first(), 'the label on the drawing');
  await page.getByRole('button', { name: o.cart.add }).click();
  await expectVisible(page.getByText(o.cart.addedTitle), 'added to the cart');
  await page.goto(`${base}/web/cart`);
  await expectVisible(page.getByRole('heading', { name: fill(e.cart.sections.finished, { count: 1 }) }), 'the cable ready for checkout');
  await expectVisible(page.getByTestId('item-specs').getByText(o.cable.choice.end_a['jst-ph'], { exact: false }), 'the cable in words');
  ctx.log(`${e.lang}: a standard cable priced instantly and added to the cart`);

  // a custom cable (an M12 end is made to order): no instant price, the manual quote's promise, the quotation queue
  await page.goto(`${base}/fusion-cable-assembly`);
  await expectVisible(page.getByTestId('cable-total'), 'the instant price of the standard cable');
  await field(page, o.cable.param.end_b).first().click();
  await page.getByRole('option', { name: o.cable.choice.end_b['m12-a'], exact: true }).click();
  const manual = page.getByTestId('cable-manual');
  await expectVisible(manual.getByText(o.cablePage.price.manual), 'the manual quote instead of a price');
  await expectVisible(manual.getByText(o.cablePage.price.custom.connector), 'why it is quoted by hand');
  await expectHidden(page.getByTestId('cable-total'), 'no instant price for the custom cable');
  await page.getByRole('button', { name: o.cart.add }).click();
  await expectVisible(page.getByText(o.cart.addedTitle), 'the custom cable added to the cart');
  await page.goto(`${base}/web/cart`);
  await expectVisible(page.getByRole('heading', { name: fill(e.cart.sections.waiting, { count: 1 }) }), 'the custom cable waiting for its quotation');
  ctx.log(`${e.lang}: a custom cable (M12 end) sent to the manual quotation`);
};
