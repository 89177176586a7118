// (issue 13) Kitting, run once per edition (kitting.journey / kitting-japanese.journey): on /grove-kitting-service
// the customer finds a Grove module in the parts library, keeps the 5-set minimum, puts a sticker on the box (a PNG
// checked by content on the server), sees the server's estimate with no problem left, adds the kit to the cart
// (product 3232, its specs in words), orders it and pays it by card.
import { expectHidden, expectVisible, type JourneyContext } from '../harness';
import { signedInCustomer } from './checkout.journey';
import { EDITION_EN, EDITION_JA, type Edition } from './edition-texts';
import { PAYMENT, payOrderByCard, placeOrderViaApi } from './order-api';
import { order as orderEn } from '../../src/web/i18n/en/order';
import { order as orderJa } from '../../src/web/i18n/ja/order';

export interface KitEdition extends Edition {
  order: typeof orderEn;
}
export const KIT_EN: KitEdition = { ...EDITION_EN, order: orderEn };
export const KIT_JA: KitEdition = { ...EDITION_JA, order: orderJa };

/** The starter catalogue's Grove button (src/server/db/seed/opl/actives.ts). */
const BUTTON = 'OPL-GROVE-001';
/** A 1×1 PNG. */
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c63000100000500010d0a2db40000000049454e44ae426082', 'hex');

export const kittingJourney = async (ctx: JourneyContext, e: KitEdition): Promise<void> => {
  const base = e.base(ctx);
  const o = e.order;
  const page = await signedInCustomer(ctx, `kitting-${e.lang}`, base, e.signIn, e.lang);
  await page.goto(`${base}/grove-kitting-service`);
  await expectVisible(page.getByRole('heading', { name: o.kittingPage.title.grove, level: 1 }), 'the Grove kitting page');
  // an empty Grove kit cannot be ordered: the page says why
  await expectVisible(page.getByTestId('kit-problems').getByText(o.kitting.rule.groveRequired), 'groveRequired');

  await page.getByTestId('kit-search').fill('Button');
  await page.getByTestId(`kit-add-${BUTTON}`).click();
  await expectVisible(page.getByTestId('kit-contents').getByText('Grove - Button'), 'the module in the box contents');

  await page.getByTestId('kit-sticker').check();
  await page.getByTestId('kit-sticker-input').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
  await expectVisible(page.getByTestId('kit-sticker-name').getByText('logo.png'), 'the sticker uploaded');
  await expectHidden(page.getByTestId('kit-problems'), 'no problem left');
  await expectVisible(page.getByTestId('kit-total'), 'the estimate');

  await page.getByRole('button', { name: o.cart.add }).click();
  await expectVisible(page.getByText(o.cart.addedTitle), 'added to the cart');
  const items = await page.evaluate(async () => {
    const res = await fetch('/api/v1/cart/new-index', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    return ((await res.json()) as { data: { items: { cart_id: number; product: string }[] } }).data.items;
  });
  const kit = items.find((i) => i.product === 'kitting');
  if (!kit) throw new Error('the kit is not in the cart');
  await page.goto(`${base}/web/cart`);
  await expectVisible(page.getByTestId('item-specs').getByText('Grove - Button × 1', { exact: false }), 'the kit in words');

  const placed = await placeOrderViaApi(page, base, PAYMENT.card, kit.cart_id);
  await payOrderByCard(page, base, placed.order_id);
  ctx.log(`${e.lang}: a 5-set Grove kit with a sticker added to the cart, ordered and paid (${placed.order_no})`);
};
