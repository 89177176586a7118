// Issue 8 §7 on a phone (390 px) and on a desktop, in one edition: the order form's bottom bar with price, build
// time and Add to cart; an order's detail without sideways scrolling; dead ends (an unknown print view, /pay_msg
// without an order) keeping the shop's header with a way back. Screenshots go to $SHOTS_DIR when it is set.
import type { Page } from 'playwright-core';
import { assert, expectHidden, expectUrl, expectVisible, type JourneyContext } from './harness';
import { registerViaApi } from './flows';
import { addPcbViaApi, checkoutWithNewAddress, shipAndPlace, type NewAddress } from './journeys/checkout.journey';

export interface PhoneWords {
  edition: 'en' | 'jp';
  signIn: string;
  add: string;
  checkoutLabels: NonNullable<Parameters<typeof checkoutWithNewAddress>[3]>;
  carrier: string;
  address: NewAddress;
  wire: string;
  items: string;
  orders: string;
}

const PHONE = { width: 390, height: 844 };

export const shot = async (page: Page, file: string): Promise<void> => {
  const dir = process.env.SHOTS_DIR;
  if (dir) await page.screenshot({ path: `${dir}/${file}.png`, fullPage: false });
};

const noSidewaysScroll = async (page: Page, what: string): Promise<void> => {
  const [scroll, width] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  assert(scroll <= width + 1, `${what} scrolls sideways: ${scroll} px content in ${width} px`);
};

export const phoneJourney = async (ctx: JourneyContext, base: string, w: PhoneWords): Promise<void> => {
  // The order form: on a phone the bar sits at the bottom of the first screen; on a desktop there is none.
  const phone = await ctx.newPage({ viewport: PHONE });
  await phone.goto(`${base}/fusion_pcb`);
  const bar = phone.getByTestId('order-bar');
  await expectVisible(bar.getByTestId('bar-total'), 'the price in the phone bar');
  await expectVisible(bar.getByTestId('bar-build-days'), 'the build time in the phone bar');
  await expectVisible(bar.getByRole('button', { name: w.add }), 'Add to cart in the phone bar');
  const box = await bar.boundingBox();
  assert(box !== null && box.y + box.height <= PHONE.height + 1 && box.y > PHONE.height / 2, `the bar is not at the bottom of the screen: ${JSON.stringify(box)}`);
  await shot(phone, `order-bar-phone-${w.edition}`);
  const desktop = await ctx.newPage();
  await desktop.goto(`${base}/fusion_pcb`);
  await expectVisible(desktop.getByTestId('order-total'), 'the price column on a desktop');
  await expectHidden(desktop.getByTestId('order-bar'), 'no phone bar on a desktop');
  await shot(desktop, `order-form-desktop-${w.edition}`);

  // An order placed by wire transfer, then its detail on a phone: a list that fits, not a wide table.
  const account = await registerViaApi(ctx.baseUrl, 'phone', w.edition);
  const page = await ctx.newPage();
  await page.goto(`${base}/login`);
  await page.getByLabel(/^(Email|メールアドレス)\s*\*?$/).fill(account.email);
  await page.getByLabel(/^(Password|パスワード)\s*\*?$/).fill(account.password);
  await page.getByRole('button', { name: w.signIn, exact: true }).click();
  await expectUrl(page, (u) => u.pathname !== '/login', 'signed in');
  await addPcbViaApi(page, base);
  await checkoutWithNewAddress(page, base, w.address, w.checkoutLabels);
  await shipAndPlace(page, w.carrier, w.wire, w.checkoutLabels);
  const paid = await expectUrl(page, (u) => u.pathname === '/pay_msg' && /\d/.test(u.searchParams.get('order') ?? u.searchParams.get('order_id') ?? ''), 'the wire instructions', 20_000);
  const orderId = paid.searchParams.get('order') ?? paid.searchParams.get('order_id');
  await page.setViewportSize(PHONE);
  await page.goto(`${base}/web/user/order/${orderId}`);
  await expectVisible(page.getByRole('list', { name: w.items }), 'the items as a list on a phone');
  await noSidewaysScroll(page, 'the order detail on a phone');
  await page.getByRole('list', { name: w.items }).scrollIntoViewIfNeeded();
  await shot(page, `order-detail-phone-${w.edition}`);
  await page.setViewportSize({ width: 1366, height: 900 });
  await expectVisible(page.getByRole('table', { name: w.items }), 'the items table on a desktop');
  await shot(page, `order-detail-desktop-${w.edition}`);

  // Dead ends keep the shop's header and offer the orders and home.
  for (const path of ['/web/invoice/99999999', '/pay_msg']) {
    await page.goto(`${base}${path}`);
    const end = page.getByTestId('dead-end');
    await expectVisible(end, `the dead end of ${path}`);
    await expectVisible(page.locator('header').first(), `the shop header on ${path}`);
    await end.getByRole('link', { name: w.orders }).click();
    await expectUrl(page, (u) => u.pathname === '/web/user/order/all', `the way back from ${path}`);
  }
};
