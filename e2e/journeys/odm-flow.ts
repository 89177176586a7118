// (issue 13) An ODM inquiry from request to payment, run once per edition (odm.journey / odm-japanese.journey):
// the customer opens /fusion-odm-service, fills in the inquiry and sends it without ticking the fee boxes — the
// spec's messages ("must accept NRE fees", "must accept manufacturing service fees") show first —, then ticks them
// and sends it; sales open it in the console's /staff/odm and send a quote; the customer accepts it on the account's
// ODM page, finds it in the cart with its specifications in words (product Odm 3234), orders it, pays by card and
// confirms the quote's sample on the order page.
// The journeys go on with odm-light-flow.ts (the sample and the re-order) for the same customer.
import type { Page } from 'playwright-core';
import { expectVisible, field, type JourneyContext } from '../harness';
import { signedInCustomer } from './checkout.journey';
import { EDITION_EN, EDITION_JA, fill, type Edition } from './edition-texts';
import type { Catalog } from '../../src/web/i18n/types';
import { PAYMENT, payOrderByCard, placeOrderViaApi } from './order-api';
import { staffConsole } from './staff-flows';
import { odm as odmEn } from '../../src/web/i18n/en/odm';
import { odm as odmJa } from '../../src/web/i18n/ja/odm';
import { odmLight as odmLightEn } from '../../src/web/i18n/en/odm-light';
import { odmLight as odmLightJa } from '../../src/web/i18n/ja/odm-light';
import { confirmSampleOnOrder } from './odm-light-flow';

export interface OdmEdition extends Edition {
  odm: Catalog<typeof odmEn>;
  /** The sample panel's texts (the ODM light catalog). */
  odmLight: typeof odmLightEn;
}
export const ODM_EN: OdmEdition = { ...EDITION_EN, odm: odmEn, odmLight: odmLightEn };
export const ODM_JA: OdmEdition = { ...EDITION_JA, odm: odmJa, odmLight: odmLightJa as typeof odmLightEn };

/** A Mantine select: open it by its label, pick the option. */
const choose = async (page: Page, label: string, option: string): Promise<void> => {
  await field(page, label).first().click();
  await page.getByRole('option', { name: option, exact: true }).click();
};

/** The customer's requests through the API (the page's own cookie). */
const myRequests = (page: Page) =>
  page.evaluate(async () => {
    const res = await fetch('/api/v1/odm/requests');
    return ((await res.json()) as { data: { list: { id: number; number: string; status: string; cart_id: number | null }[] } }).data.list;
  });

/** Answers the customer's signed-in page, for the rest of the story (odm-light-flow.ts: the sample and the re-order). */
export const odmJourney = async (ctx: JourneyContext, e: OdmEdition): Promise<Page> => {
  const base = e.base(ctx);
  const o = e.odm;
  const page = await signedInCustomer(ctx, `odm-${e.lang}`, base, e.signIn, e.lang);
  await page.goto(`${base}/fusion-odm-service`);
  await expectVisible(page.getByRole('heading', { name: o.pages.fusionOdmService.heading, level: 1 }), 'the ODM service page');
  await expectVisible(page.getByRole('heading', { name: o.offers.firmware.name }), 'what can be customized');

  const f = o.fields;
  await field(page, f.company_name).fill('Acme Robotics');
  await field(page, f.business_field).fill('Agricultural sensors');
  await choose(page, f.employees, o.choice.employees['11-50']);
  await choose(page, f.annual_revenue, o.choice.annual_revenue['1m_10m']);
  await field(page, f.project_intro).fill('A soil moisture sensor with LoRa and a solar panel, in a weatherproof enclosure.');
  await field(page, f.first_batch_volume).fill('500');
  await field(page, f.first_batch_time).fill('2027-03');
  await field(page, f.mass_production_volume).fill('10000');
  await field(page, f.mass_production_time).fill('2027-09');
  await choose(page, f.ip_owner, o.choice.ip_owner.customer);
  await choose(page, f.payment_terms, o.choice.payment_terms.deposit_50);
  await field(page, f.delivery_list).fill('Finished devices and test reports');
  await choose(page, f.how_heard, o.choice.how_heard.search);
  const send = page.getByTestId('odm-send');
  await send.click();
  // the fee boxes are required, with the spec's messages
  await expectVisible(page.getByText(e.common.validation.acceptNre), 'the NRE acceptance message');
  await expectVisible(page.getByText(e.common.validation.acceptServiceFee), 'the service fee acceptance message');
  await page.getByLabel(f.accept_nre).check();
  await page.getByLabel(f.accept_service_fee).check();
  await send.click();
  await expectVisible(page.getByTestId('odm-sent'), 'the request sent');
  const request = (await myRequests(page))[0];
  if (!request) throw new Error('the ODM request is not in the account');

  // sales quote it: the product at $1,500 beside the $100 sample already drafted, 30 working days
  const t = e.staff.odm;
  const staff = await staffConsole(ctx, 'sales', '/staff/odm', base);
  await expectVisible(staff.getByRole('heading', { name: t.title }), 'the ODM queue');
  await staff.getByTestId(`odm-request-${request.id}`).getByRole('link', { name: request.number }).click();
  await expectVisible(staff.getByTestId('odm-form').getByText('Acme Robotics'), 'what the customer sent');
  await field(staff, t.amount).first().fill('1500');
  await field(staff, t.leadDays).fill('30');
  await field(staff, t.note).fill('Enclosure IP65 included.');
  await staff.getByRole('button', { name: t.send }).click();
  await expectVisible(staff.getByText(fill(t.quoted, { number: request.number })), 'the quote sent');
  await expectVisible(staff.getByTestId('odm-status').getByText(t.status.quoted), 'the request quoted');

  // the customer accepts it into the cart, then orders and pays it like any item
  await page.goto(`${base}/web/user/odm`);
  const card = page.getByTestId(`odm-request-${request.number}`);
  await expectVisible(card.getByTestId('odm-request-status').getByText(o.account.status.quoted), 'the quote in the account');
  await card.getByTestId('odm-accept').click();
  await expectVisible(card.getByText(o.account.accepted), 'the quote accepted');
  const cartId = (await myRequests(page)).find((r) => r.id === request.id)?.cart_id;
  if (!cartId) throw new Error('the accepted quote has no cart item');
  await page.goto(`${base}/web/cart`);
  await expectVisible(page.getByTestId('item-specs').getByText(request.number, { exact: false }), 'the ODM item in words in the cart');
  const { order_id: orderId, order_no: orderNo } = await placeOrderViaApi(page, base, PAYMENT.card, cartId);
  await payOrderByCard(page, base, orderId);
  await page.goto(`${base}/web/user/order/${orderId}`);
  await expectVisible(page.getByTestId('order-status').getByText(e.orders.status[1003]), 'the ODM order paid');
  // the quote's $100 sample: confirmed on the order before mass production
  await confirmSampleOnOrder(page, base, orderId, e.odmLight);
  ctx.log(`${e.lang}: ODM request ${request.number} quoted by sales, accepted into the cart as item ${cartId}, ordered as ${orderNo}, paid, sample confirmed`);
  return page;
};
