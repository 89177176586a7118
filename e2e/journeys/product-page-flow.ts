// (issue 14) Product pages, run once per edition (product-page.journey / product-page-japanese.journey): from the
// OPL page of a Grove module the customer opens its product page, adds 3 to the cart and finds the item in the cart
// at the server's price (the starter catalogue's Grove - Button: $1.90 each below 10, so $5.70); then a kit's page
// with its box contents linking the button's page, and 2 kits added to the cart.
import { expectVisible, type JourneyContext } from '../harness';
import { signedInCustomer } from './checkout.journey';
import { EDITION_EN, EDITION_JA, type Edition } from './edition-texts';
import { order as orderEn } from '../../src/web/i18n/en/order';
import { order as orderJa } from '../../src/web/i18n/ja/order';
import { opl as oplEn } from '../../src/web/i18n/en/opl';
import { opl as oplJa } from '../../src/web/i18n/ja/opl';

export interface ProductEdition extends Edition {
  order: typeof orderEn;
  opl: typeof oplEn;
}
export const PRODUCT_EN: ProductEdition = { ...EDITION_EN, order: orderEn, opl: oplEn };
export const PRODUCT_JA: ProductEdition = { ...EDITION_JA, order: orderJa, opl: oplJa };

/** The starter catalogue's Grove button (src/server/db/seed/opl/actives.ts) and Grove Beginner Kit (kits.ts). */
const BUTTON = 'OPL-GROVE-001';
const KIT = 'OPL-KIT-001';

export const productPageJourney = async (ctx: JourneyContext, e: ProductEdition): Promise<void> => {
  const base = e.base(ctx);
  const page = await signedInCustomer(ctx, `product-${e.lang}`, base, e.signIn, e.lang);
  await page.goto(`${base}/opl/part/${BUTTON}`);
  await page.getByRole('link', { name: e.opl.product.buy }).click();
  await page.waitForURL(/\/grove-button-seeed-studio-p-\d+$/, { timeout: 30_000 });
  await expectVisible(page.getByRole('heading', { name: 'Grove - Button', level: 1 }), 'the product page');

  // a wrong slug is replaced by the right one
  const right = new URL(page.url()).pathname;
  await page.goto(`${base}${right.replace('grove-button-seeed-studio', 'anything')}`);
  await page.waitForURL((u) => u.pathname === right, { timeout: 30_000 });

  await page.getByLabel(e.opl.product.quantity).fill('3');
  await page.getByRole('button', { name: e.order.cart.add }).click();
  await expectVisible(page.getByText(e.order.cart.addedTitle), 'added to the cart');
  const items = await page.evaluate(async () => {
    const res = await fetch('/api/v1/cart/new-index', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    return ((await res.json()) as { data: { items: { cart_id: number; product: string; quantity: number; total: string }[] } }).data.items;
  });
  const part = items.find((i) => i.product === 'part');
  if (!part || part.quantity !== 3 || part.total !== '570') throw new Error(`the part is not in the cart at 3 × $1.90: ${JSON.stringify(part)}`);
  await page.goto(`${base}/web/cart`);
  await expectVisible(page.getByText('Grove - Button').first(), 'the part in the cart');
  if (e.lang === 'en') await expectVisible(page.getByText('$5.70').first(), 'the server price in the cart');
  ctx.log(`${e.lang}: 3 Grove buttons added from their product page at $5.70`);

  // a kit (src/server/db/seed/opl/kits.ts): its page lists the box contents, the catalogue's modules linked to their
  // own pages, and it goes to the cart like any part (sample price $22.90, so 2 make $45.80)
  await page.goto(`${base}/opl/part/${KIT}`);
  await page.getByRole('link', { name: e.opl.product.buy }).click();
  await page.waitForURL(/\/grove-beginner-kit-for-arduino-seeed-studio-p-\d+$/, { timeout: 30_000 });
  await expectVisible(page.getByRole('heading', { name: 'Grove Beginner Kit for Arduino', level: 1 }), 'the kit page');
  const contents = page.getByTestId('kit-contents');
  await expectVisible(contents.getByText('Seeeduino Lotus'), 'the kit contents');
  const moduleLink = await contents.getByRole('link', { name: 'Grove - Button', exact: true }).getAttribute('href');
  if (moduleLink !== right) throw new Error(`the kit's Grove - Button links to ${moduleLink}, not ${right}`);
  await page.getByLabel(e.opl.product.quantity).fill('2');
  await page.getByRole('button', { name: e.order.cart.add }).click();
  await expectVisible(page.getByText(e.order.cart.addedTitle), 'the kit added to the cart');
  await page.goto(`${base}/web/cart`);
  await expectVisible(page.getByText('Grove Beginner Kit for Arduino').first(), 'the kit in the cart');
  if (e.lang === 'en') await expectVisible(page.getByText('$45.80').first(), 'the kit at the server price in the cart');
  ctx.log(`${e.lang}: 2 Grove Beginner Kits added from their product page, the contents linking the modules' pages`);
};
