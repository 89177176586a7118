// (issue 14) The design gallery from sharing to ordering, run once per edition (gallery.journey /
// gallery-japanese.journey): a customer with a past PCB order (its Gerber) shares a design from it on
// /create-gallery — the introduction's spec message 'Too short! At least 30 characters are needed' shows first —
// with a photo and a BOM file (listed on the design page with its size); content staff feature it in the console's /staff/gallery; another customer finds it on
// /gallery-recommend, sees the board's design details, downloads the BOM and orders the same board into their cart in one click; the
// author sees the count on the account's My Gallery page; then mails a shared link of the board from the design page,
// and the buyer puts it in their cart once through the link (a second use says the link expired).
import { PNG } from 'pngjs';
import crypto from 'node:crypto';
import fs from 'node:fs';
import { assert, eventually, expectVisible, field, type JourneyContext } from '../harness';
import { findLink, readMails } from '../outbox';
import { signedInCustomer } from './checkout.journey';
import { EDITION_EN, EDITION_JA, fill, type Edition } from './edition-texts';
import type { Catalog } from '../../src/web/i18n/types';
import { PAYMENT, placeOrderViaApi } from './order-api';
import { staffConsole } from './staff-flows';
import { gallery as galleryEn } from '../../src/web/i18n/en/gallery';
import { gallery as galleryJa } from '../../src/web/i18n/ja/gallery';
import { reviews as reviewsEn } from '../../src/web/i18n/en/reviews';
import { reviews as reviewsJa } from '../../src/web/i18n/ja/reviews';

export interface GalleryEdition extends Edition {
  gallery: Catalog<typeof galleryEn>;
  reviews: Catalog<typeof reviewsEn>;
}
export const GALLERY_EN: GalleryEdition = { ...EDITION_EN, gallery: galleryEn, reviews: reviewsEn };
export const GALLERY_JA: GalleryEdition = { ...EDITION_JA, gallery: galleryJa, reviews: reviewsJa };

/** Building a project, featuring it and ordering from it: three people, so more than the default minute. */
export const GALLERY_JOURNEY_TIMEOUT_MS = 180_000;

/** A small photo (a PNG drawn here) for the cover. */
export const photo = (): Buffer => {
  const image = new PNG({ width: 64, height: 48 });
  for (let i = 0; i < 64 * 48; i += 1) image.data.set([30 + (i % 64) * 3, 90, 160, 255], i * 4);
  return PNG.sync.write(image);
};

const STORY = [
  '## Why',
  'I needed a small controller for a desk robot arm: three stepper drivers, USB power and a connector for the end stop switches.',
  '## How',
  '- Four layers, so the motor currents stay away from the logic.',
  '- The drivers sit on the top side, the connectors on the edges, and every part can be soldered by hand.',
  'The firmware is open source; the link is below.',
].join('\n\n');

const BOM_NAME = 'arm-controller-bom.csv';
const BOM_CSV = ['Designator,Quantity,MPN,Manufacturer', 'U1,3,DRV8825PWPR,TI', 'J1,1,USB4105-GF-A,GCT'].join('\r\n');

export const galleryJourney = async (ctx: JourneyContext, e: GalleryEdition): Promise<void> => {
  const base = e.base(ctx);
  const g = e.gallery;
  const name = `Desk robot arm controller ${e.lang}-${Date.now()}`;

  // the author: a past PCB order with its Gerber, then the design shared from it
  const author = await signedInCustomer(ctx, `gallery-author-${e.lang}`, base, e.signIn, e.lang);
  const { order_no: orderNo } = await placeOrderViaApi(author, base, PAYMENT.card);
  await author.goto(`${base}/create-gallery`);
  await expectVisible(author.getByRole('heading', { name: g.form.createTitle, level: 1 }), 'the project form');
  await field(author, g.form.name).fill(name);
  await field(author, g.form.intro).fill('A controller board.');
  await author.getByTestId('gallery-save').click();
  await expectVisible(author.getByText(e.common.validation.introTooShort), 'the spec message for a short introduction');
  await field(author, g.form.intro).fill('A four-layer controller board for a desk robot arm with three stepper drivers.');
  await field(author, g.form.story).fill(STORY);
  await author.getByTestId('gallery-picture-input').setInputFiles({ name: 'arm.png', mimeType: 'image/png', buffer: photo() });
  await expectVisible(author.getByRole('button', { name: g.form.removePicture }), 'the photo uploaded');
  await author.getByTestId('gallery-file-input-bom').setInputFiles({ name: BOM_NAME, mimeType: 'text/csv', buffer: Buffer.from(BOM_CSV) });
  await expectVisible(author.getByRole('button', { name: fill(g.form.removeFile, { name: BOM_NAME }) }), 'the BOM uploaded');
  await field(author, g.form.board).first().click();
  await author.getByRole('option', { name: orderNo }).click(); // the option names the order and its file
  await author.getByTestId('gallery-save').click();
  await expectVisible(author.getByRole('heading', { name, level: 1 }), 'the design page');
  const id = Number(new URL(author.url()).pathname.split('/').pop());
  assert(id > 0, `the design page has the project id in its address: ${author.url()}`);
  await expectVisible(author.getByTestId('gallery-design'), 'the board design details');
  await expectVisible(author.getByTestId('gallery-file-bom').getByText(g.fileKind.bom), 'the BOM listed by its kind');

  // content staff feature it
  const t = e.staff.gallery;
  const staff = await staffConsole(ctx, 'content', '/staff/gallery', base);
  await expectVisible(staff.getByRole('heading', { name: t.title }), 'the gallery console');
  const row = staff.getByTestId(`staff-gallery-project-${id}`);
  await row.getByRole('button', { name: t.feature }).click();
  await expectVisible(row.getByText(t.featured), 'the design featured');

  // another customer finds it on the featured page and orders the board
  const buyer = await signedInCustomer(ctx, `gallery-buyer-${e.lang}`, base, e.signIn, e.lang);
  await buyer.goto(`${base}/gallery-recommend`);
  await expectVisible(buyer.getByRole('heading', { name: g.list.recommendTitle, level: 1 }), 'the featured designs');
  await buyer.getByTestId(`gallery-card-${id}`).getByRole('link', { name }).click();
  await expectVisible(buyer.getByTestId('design-layer'), 'the design details for the buyer');
  const [download] = await Promise.all([
    buyer.waitForEvent('download'),
    buyer.getByRole('link', { name: fill(g.detail.download, { name: BOM_NAME }) }).click(),
  ]);
  assert(download.suggestedFilename() === BOM_NAME, `the BOM downloads under its name, got ${download.suggestedFilename()}`);
  assert(fs.readFileSync(await download.path(), 'utf8') === BOM_CSV, 'the downloaded BOM is the file the author uploaded');
  await buyer.getByTestId('gallery-order').click();
  await expectVisible(buyer.getByTestId('gallery-ordered'), 'the board in the cart');
  const cart = await buyer.evaluate(async () => {
    const res = await fetch('/api/v1/cart/dashboard');
    return ((await res.json()) as { data: { count?: number; total_count?: number } }).data;
  });
  ctx.log(`${e.lang}: cart after ordering from the gallery: ${JSON.stringify(cart)}`);

  // the author sees it was ordered once
  await author.goto(`${base}/web/user/gallery`);
  await expectVisible(author.getByTestId(`my-gallery-${id}`).getByText(fill(g.mine.orderedCount, { count: 1 })), 'the order count for the author');
  ctx.log(`${e.lang}: design ${id} shared from order ${orderNo}, featured by content staff and ordered by another customer`);

  // the author mails a shared link of the board from the design page; the buyer uses it once
  const r = e.reviews;
  const friend = `maker-${crypto.randomBytes(4).toString('hex')}@example.test`;
  await author.goto(`${base}/gallery-detail/${id}`);
  const form = author.getByTestId('share-form');
  await field(form, r.order.email).fill(friend);
  await form.getByRole('button', { name: r.order.send }).click();
  await expectVisible(form.getByRole('status'), 'the project link sent');
  const mail = await eventually(async () => readMails(ctx.outboxDir).find((m) => m.to === friend), 'the project link mail');
  const link = findLink(mail, '/shared-link/');
  assert(link, 'a shared link in the mail');
  const path = new URL(link).pathname;
  await buyer.goto(`${base}${path}`);
  await expectVisible(buyer.getByText(r.shared.introProject), 'the shared board page');
  await buyer.getByRole('button', { name: r.shared.buy }).click();
  await expectVisible(buyer.getByText(r.shared.added), 'the shared board in the cart');
  await buyer.goto(`${base}${path}`);
  await expectVisible(buyer.getByTestId('shared-link-expired').getByText(e.common.errors.sharedLinkExpired), 'the used project link refused');
  ctx.log(`${e.lang}: design ${id} shared by link and bought once through it`);
};
