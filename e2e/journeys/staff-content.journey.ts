// (issue 9) Content staff change the English edition's promotional banner and a menu item in the console; the shop
// shows both on its next page: the banner because the change renewed the A/B key (browsers keep the banner 7 days),
// the menu because the server dropped its menu cache. An exchange rate changed in the console shows in the rate's
// audit history (who, from what to what). The journeys share one server: everything is put back in `finally`.
import { expectVisible, field, type JourneyContext } from '../harness';
import { staffConsole } from './staff-flows';

export const name = 'Staff console: a banner and a menu item changed in the console show in the English shop; a rate change in its history';

/** A rate no other journey prices with (the seed's 1.52 per USD), moved a little and put back. */
const RATE = { currency: 'AUD', changed: '1.53' };

const BANNER_ID = 1;
const MENU_ID = 4;

export const run = async (ctx: JourneyContext): Promise<void> => {
  const staff = await staffConsole(ctx, 'content', '/staff/content/banners');
  // The seeded rows as they are now, to put back afterwards.
  const original = await staff.evaluate(async ({ bannerId, menuId, currency }) => {
    const banners = (await (await fetch('/api/v1/staff/content/banners')).json()).data.list;
    const menu = (await (await fetch('/api/v1/staff/content/menu')).json()).data;
    const rates = (await (await fetch('/api/v1/staff/content/rates')).json()).data.list;
    return {
      banner: banners.find((b: { id: number }) => b.id === bannerId), menu: menu.find((m: { id: number }) => m.id === menuId),
      rate: rates.find((r: { currency: string }) => r.currency === currency)?.rate as string,
    };
  }, { bannerId: BANNER_ID, menuId: MENU_ID, currency: RATE.currency });
  const stamp = Date.now().toString(36);
  const bannerText = `Journey sale ${stamp}: stencils half price`;
  const menuName = `Parts ${stamp}`;
  try {
    // a shopper has the current banner cached
    const shop = await ctx.newPage();
    await shop.goto(`${ctx.baseUrl}/fusion`);
    await expectVisible(shop.locator('aside').first(), 'the current banner in the shop');

    const row = staff.getByTestId(`banner-${BANNER_ID}`);
    await expectVisible(row, 'the English banner in the console');
    const keyBefore = await staff.getByTestId('ab-key').textContent();
    await row.getByRole('button', { name: 'Edit' }).click();
    const form = staff.getByTestId('banner-form');
    await field(form, 'Text').fill(bannerText);
    await field(form, 'Link').fill('/nowhere');
    await form.getByRole('button', { name: 'Save' }).click();
    await expectVisible(form.getByText('Choose a page of the shop or an https:// address'), 'a link to no page is refused');
    await field(form, 'Link').fill('/stencil');
    await form.getByRole('button', { name: 'Save' }).click();
    await expectVisible(row.getByText(bannerText), 'the new text in the list');
    await expectVisible(staff.getByTestId('ab-key').filter({ hasNotText: keyBefore ?? '' }), 'a new A/B key');

    await shop.goto(`${ctx.baseUrl}/fusion`);
    await expectVisible(shop.locator(`aside[aria-label="${bannerText}"]`), 'the new banner in the shop');

    await staff.goto(`${ctx.baseUrl}/staff/content/menu`);
    const item = staff.getByTestId(`menu-${MENU_ID}`);
    await item.getByRole('button', { name: 'Edit' }).click();
    const menuForm = staff.getByTestId('menu-form');
    await field(menuForm, 'English name').fill(menuName);
    await menuForm.getByRole('button', { name: 'Save' }).click();
    await expectVisible(item.getByText(menuName), 'the new name in the console');

    await shop.goto(`${ctx.baseUrl}/fusion`);
    await expectVisible(shop.getByRole('navigation').getByRole('link', { name: menuName }), 'the renamed menu item in the shop');

    // each exchange rate is a record with its history: the change shows who made it and the rate before and after
    await staff.goto(`${ctx.baseUrl}/staff/content/rates`);
    const rateRow = staff.getByTestId(`rate-${RATE.currency}`);
    await field(rateRow, `New rate ${RATE.currency}`).fill(RATE.changed);
    await rateRow.getByRole('button', { name: 'Save the rate' }).click();
    const history = staff.getByTestId(`rate-history-${RATE.currency}`);
    await expectVisible(history.getByText(`${ctx.staff.content.email}: content.manage`), "the change in the rate's history");
    await expectVisible(history.getByText(`rate: ${original.rate} → ${Number(RATE.changed).toFixed(6)}`, { exact: false }), 'the rate before and after');
    await staff.screenshot({ path: 'e2e/screenshots/staff-rates-history.png', fullPage: true });
  } finally {
    // (no named function inside: the page does not have the bundler's __name helper)
    await staff.evaluate(async (rows) => {
      for (const [url, body] of rows) {
        if (body) await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      }
    }, [
      ['/api/v1/staff/content/banners', original.banner], ['/api/v1/staff/content/menu', original.menu],
      ['/api/v1/staff/content/rates', { currency: RATE.currency, rate: original.rate }],
    ] as const);
  }
};
