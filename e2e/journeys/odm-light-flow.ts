// (issue 13) ODM light, the second half of odm.journey / odm-japanese.journey (after odm-flow.ts): a visitor's re-order
// click opens the login dialog; signed in, the customer configures a XIAO device on /fusion_odm (no enclosure
// disables the colour and the logo; the price follows), adds it to the cart, orders and pays it by card, confirms
// the sample on the order page, then re-orders by order number: empty → 'Order Number is required', an unknown
// number → 'does not exist' with the support link, the real one → /odm-service?backId=… with that configuration.
import type { Page } from 'playwright-core';
import { assert, expectUrl, expectVisible, field, type JourneyContext } from '../harness';
import { signedInCustomer } from './checkout.journey';
import { EDITION_EN, EDITION_JA, type Edition } from './edition-texts';
import { PAYMENT, payOrderByCard, placeOrderViaApi } from './order-api';
import { order as orderEn } from '../../src/web/i18n/en/order';
import { order as orderJa } from '../../src/web/i18n/ja/order';
import { odmLight as odmEn } from '../../src/web/i18n/en/odm-light';
import { odmLight as odmJa } from '../../src/web/i18n/ja/odm-light';

export interface OdmEdition extends Edition {
  order: typeof orderEn;
  odm: typeof odmEn;
}
export const ODM_EN: OdmEdition = { ...EDITION_EN, order: orderEn, odm: odmEn };
export const ODM_JA: OdmEdition = { ...EDITION_JA, order: orderJa, odm: odmJa as typeof odmEn };

/** On the paid order's page: the sample panel, its Confirm button, and the confirmation. */
export const confirmSampleOnOrder = async (page: Page, base: string, orderId: number, odm: typeof odmEn): Promise<void> => {
  await page.goto(`${base}/web/user/order/${orderId}`);
  const sample = page.getByTestId('odm-sample');
  await expectVisible(sample, 'the sample panel on the order', 30_000);
  await sample.getByRole('button', { name: odm.sample.confirm }).click();
  await expectVisible(sample.getByRole('alert').or(sample.locator('.mantine-Alert-root')), 'the sample confirmed');
};

/** `signedIn`: the customer's page from the earlier part of the story (odm-flow.ts); else a new customer signs in. */
export const odmLightJourney = async (ctx: JourneyContext, e: OdmEdition, signedIn?: Page): Promise<void> => {
  const base = e.base(ctx);
  const { odm, order } = e;

  // a visitor: re-order needs a login
  const visitor = await ctx.newPage();
  await visitor.goto(`${base}/fusion_odm`);
  await expectVisible(visitor.getByRole('heading', { name: odm.title, level: 1 }), 'the ODM light page', 30_000);
  await visitor.getByTestId('odm-reorder-banner').getByRole('button', { name: odm.reorderOpen }).click();
  await expectVisible(visitor.getByText(order.login.reorder), 'the login dialog for the re-order');

  const page = signedIn ?? (await signedInCustomer(ctx, `odm-${e.lang}`, base, e.signIn, e.lang));
  await page.goto(`${base}/fusion_odm`);
  await expectVisible(page.getByTestId('odm-total'), 'the instant price', 30_000);
  const colour = field(page, odm.param.colour).first();
  assert(await colour.isEnabled(), 'the colour can be chosen with an enclosure');
  await field(page, odm.param.enclosure).first().click();
  await page.getByRole('option', { name: odm.choice.enclosure.none }).click();
  await expectVisible(page.getByText(odm.disabledHint).first(), 'the colour and logo disabled without an enclosure');
  assert(await colour.isDisabled(), 'the colour is disabled without an enclosure');
  await field(page, odm.param.enclosure).first().click();
  await page.getByRole('option', { name: odm.choice.enclosure.standard }).click();
  await page.getByRole('button', { name: order.cart.add }).click();
  await expectVisible(page.getByText(order.cart.addedTitle), 'added to the cart');

  const items = await page.evaluate(async () => {
    const res = await fetch('/api/v1/cart/new-index', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    return ((await res.json()) as { data: { items: { cart_id: number; product: string }[] } }).data.items;
  });
  const item = items.find((i) => i.product === 'odm_light');
  assert(item !== undefined, 'the ODM light item is in the cart');
  const placed = await placeOrderViaApi(page, base, PAYMENT.card, item.cart_id);
  await payOrderByCard(page, base, placed.order_id);

  await confirmSampleOnOrder(page, base, placed.order_id, odm);

  await page.goto(`${base}/fusion_odm`);
  await page.getByTestId('odm-reorder-banner').getByRole('button', { name: odm.reorderOpen }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: odm.reorder.submit }).click();
  await expectVisible(dialog.getByText(odm.reorder.required), "'Order Number is required'");
  await field(dialog, odm.reorder.label).fill('NO-SUCH-ORDER');
  await dialog.getByRole('button', { name: odm.reorder.submit }).click();
  await expectVisible(dialog.getByText(odm.reorder.notFound), "'The order number does not exist'");
  await expectVisible(dialog.getByRole('link', { name: odm.reorder.contact }), 'the contact-support link');
  await field(dialog, odm.reorder.label).fill(placed.order_no);
  await dialog.getByRole('button', { name: odm.reorder.submit }).click();
  await expectUrl(page, (u) => u.pathname === '/odm-service' && u.searchParams.get('backId') === placed.order_no, '/odm-service?backId=…');
  await expectVisible(page.getByTestId('odm-back-loaded'), 'the earlier order’s configuration loaded', 30_000);
  ctx.log(`${e.lang}: configured, paid, sample confirmed, re-ordered by ${placed.order_no}`);
};
