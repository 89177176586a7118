// (issue 14 "Reviews") Run once per edition (review.journey.ts, review-japanese.journey.ts): a customer's order is
// paid (the short way: order-api.ts) and moved along to shipped by engineering (console calls with their own
// session); the order page then offers "Review <sku>", which opens /review filled in; the customer scores it, adds a
// picture and sends it, and the review (text and picture) is on the home page's latest reviews and the review list.
import { PNG } from 'pngjs';
import { assert, expectUrl, expectVisible, field, type JourneyContext } from '../harness';
import { reviews as reviewsEn } from '../../src/web/i18n/en/reviews';
import { reviews as reviewsJa } from '../../src/web/i18n/ja/reviews';
import { OrderStatus } from '../../src/shared/status/order';
import { signedInCustomer } from './checkout.journey';
import { EDITION_EN, EDITION_JA, fill, type Edition } from './edition-texts';
import { PAYMENT, payOrderByCard, placeOrderViaApi } from './order-api';
import { signedInStaff } from './staff-flows';

export interface ReviewEdition extends Edition {
  reviews: typeof reviewsEn;
  text: string;
}
export const REVIEW_EN: ReviewEdition = { ...EDITION_EN, reviews: reviewsEn, text: 'Clean boards, fast shipping, and the silkscreen is sharp.' };
export const REVIEW_JA: ReviewEdition = { ...EDITION_JA, reviews: reviewsJa, text: '基板の仕上がりがきれいで、配送も早かったです。' };

const picture = (): Buffer => {
  const p = new PNG({ width: 32, height: 24 });
  for (let i = 0; i < p.data.length; i += 4) p.data.set([20, 120, 60, 255], i);
  return PNG.sync.write(p);
};

/** Paid → confirmed → in production → shipping handled → packed → shipped, as engineering do it in the console. */
const SHIPPING_STEPS = [OrderStatus.OrderConfirmed, OrderStatus.InProduction, OrderStatus.ShippingHandled, OrderStatus.Packed, OrderStatus.Shipped];

export const reviewJourney = async (ctx: JourneyContext, e: ReviewEdition, tag: string): Promise<void> => {
  const base = e.base(ctx);
  const r = e.reviews;
  const page = await signedInCustomer(ctx, tag, base, e.signIn, e.lang);
  const order = await placeOrderViaApi(page, base, PAYMENT.card);
  await payOrderByCard(page, base, order.order_id);

  const staff = await signedInStaff(ctx, 'engineering', base);
  for (const to of SHIPPING_STEPS) {
    const answer = await staff.evaluate(async (body) => {
      const res = await fetch('/api/v1/staff/orders/advance', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      return (await res.json()) as { code: number; msg: string };
    }, { order_id: order.order_id, to, ...(to === OrderStatus.Shipped ? { carrier: 'dhl', tracking_number: '1234567890' } : {}) });
    assert(answer.code === 0, `advance to ${to}: ${answer.code} ${answer.msg}`);
  }

  // the order page offers the review of its item, which opens the form filled in
  await page.goto(`${base}/web/user/order/${order.order_id}`);
  const reviewButton = page.getByRole('link', { name: new RegExp(`^${fill(r.order.review, { sku: '.+' })}$`) });
  await expectVisible(reviewButton, 'the review link of the delivered item');
  await reviewButton.click();
  await expectUrl(page, (u) => u.pathname === '/review' && u.searchParams.get('order_no') === order.order_no, 'the review form');
  await expectVisible(page.getByRole('heading', { name: r.form.title }), 'the review form heading');
  await field(page, r.form.content).fill(e.text);
  await page.locator('input[type=file]').setInputFiles({ name: 'boards.png', mimeType: 'image/png', buffer: picture() });
  await expectVisible(page.getByTestId('review-picture-preview'), 'the picture uploaded', 30_000);
  await page.getByRole('button', { name: r.form.submit }).click();
  await expectVisible(page.getByText(r.form.sent), 'the review published');

  // the home page shows it among the latest reviews, with its picture
  await page.goto(`${base}${e.home}`);
  const latest = page.getByTestId('home-reviews');
  await expectVisible(latest.getByText(e.text), 'the review on the home page');
  await expectVisible(latest.getByRole('img', { name: fill(r.card.picture, { n: 1 }) }).first(), 'the review picture on the home page');
  await latest.getByRole('link', { name: r.home.all }).click();
  await expectUrl(page, (u) => u.pathname === '/home-review-list', 'the review list');
  await expectVisible(page.getByRole('heading', { name: r.list.title }), 'the review list heading');
};
