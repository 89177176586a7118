// (issue 13) Kitting, run once per edition (kitting.journey / kitting-japanese.journey): on /grove-kitting-service
// the customer finds a Grove module in the parts library, keeps the 5-set minimum, puts a sticker on the box (a PNG
// checked by content on the server), sees the server's estimate with no problem left, adds the kit to the cart
// (product 3232, its specs in words), orders it and pays it by card. The customer's own gallery design (made here
// through the API from a past PCB order) goes into the kit too, at the board's price from the server.
import type { Page } from 'playwright-core';
import { assert, expectHidden, expectVisible, type JourneyContext } from '../harness';
import { signedInCustomer } from './checkout.journey';
import { EDITION_EN, EDITION_JA, type Edition } from './edition-texts';
import { PAYMENT, payOrderByCard, placeOrderViaApi } from './order-api';
import { photo } from './gallery-flow';
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

/** A past PCB order shared as the customer's own (unlisted) gallery design, through the API; answers its id. */
const ownGalleryDesign = async (page: Page, base: string): Promise<number> => {
  await placeOrderViaApi(page, base, PAYMENT.card);
  const answer = await page.evaluate(async (png) => {
    const sources = (await (await fetch('/api/v1/gallery/sources')).json()) as { data: { list: { order_line_id: number }[] } };
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'board.png');
    const pic = (await (await fetch('/api/v1/gallery/pictures', { method: 'POST', body: form })).json()) as { data: { picture_id: string } };
    const res = await fetch('/api/v1/gallery/create', {
      method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Kit controller board', intro: 'A small controller board that goes into every kit we ship.', picture_ids: [pic.data.picture_id],
        story: 'The board in our kits. '.repeat(20), order_line_id: sources.data.list[0]!.order_line_id, share_type: 'unlisted',
      }),
    });
    return (await res.json()) as { code: number; msg: string; data: { id: number } };
  }, [...photo()]);
  assert(answer.code === 0, `POST /v1/gallery/create answered ${answer.code}: ${answer.msg}`);
  return answer.data.id;
};

export const kittingJourney = async (ctx: JourneyContext, e: KitEdition): Promise<void> => {
  const base = e.base(ctx);
  const o = e.order;
  const page = await signedInCustomer(ctx, `kitting-${e.lang}`, base, e.signIn, e.lang);
  const design = await ownGalleryDesign(page, base);
  await page.goto(`${base}/grove-kitting-service`);
  await expectVisible(page.getByRole('heading', { name: o.kittingPage.title.grove, level: 1 }), 'the Grove kitting page');
  // an empty Grove kit cannot be ordered: the page says why
  await expectVisible(page.getByTestId('kit-problems').getByText(o.kitting.rule.groveRequired), 'groveRequired');

  await page.getByTestId('kit-search').fill('Button');
  await page.getByTestId(`kit-add-${BUTTON}`).click();
  await expectVisible(page.getByTestId('kit-contents').getByText('Grove - Button'), 'the module in the box contents');

  // the customer's gallery board goes in too, priced by the server
  const board = page.getByTestId(`kit-gallery-${design}`);
  await expectVisible(board.getByText('Kit controller board', { exact: false }), 'the gallery board offered');
  await board.getByRole('button', { name: o.kittingPage.pcbs.add }).click();
  await expectVisible(board.getByRole('textbox'), 'the gallery board in the kit');

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
  await expectVisible(page.getByTestId('item-specs').getByText('Kit controller board × 1', { exact: false }), 'the gallery board in words');

  const placed = await placeOrderViaApi(page, base, PAYMENT.card, kit.cart_id);
  await payOrderByCard(page, base, placed.order_id);
  ctx.log(`${e.lang}: a 5-set Grove kit with a sticker added to the cart, ordered and paid (${placed.order_no})`);
};
