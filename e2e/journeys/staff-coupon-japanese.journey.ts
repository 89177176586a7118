// (issue 9) The Japanese edition: sales staff create a coupon campaign
// in the console in Japanese; a customer redeems its code and uses it at checkout; the campaign lists the use with
// the order. The campaign is deactivated again in any case (the journeys share one server).
import crypto from 'node:crypto';
import type { Page } from 'playwright-core';
import { expectUrl, expectVisible, field, type JourneyContext } from '../harness';
import { staffConsole } from './staff-flows';
import { addPcbViaApi, checkoutWithNewAddress, payByCard, signedInCustomer } from './checkout.journey';
import { JA } from './checkout-japanese.journey';

export const name = 'Staff console (Japanese): a coupon campaign is created and a customer uses it at checkout';

/** Switches the campaign off through the console's own call (with the staff page's session). */
const deactivate = async (staff: Page, id: number): Promise<void> => {
  await staff.evaluate(async (campaignId) => {
    await fetch('/api/v1/staff/coupons/deactivate', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ id: campaignId }) });
  }, id);
};

export const run = async (ctx: JourneyContext): Promise<void> => {
  const code = `JP${crypto.randomBytes(4).toString('hex').toUpperCase()}`;
  const campaignName = `春のキャンペーン ${code}`;
  const staff = await staffConsole(ctx, 'sales', '/staff/coupons', ctx.jpUrl);
  let campaignId = 0;
  try {
    await expectVisible(staff.getByRole('heading', { name: 'クーポンキャンペーン' }), 'the campaigns page in Japanese');
    await field(staff, 'コード').fill(code);
    await field(staff, '名称').fill(campaignName);
    await field(staff, '割引額（USD）').fill('5');
    await field(staff, 'お客様ごとの利用上限').fill('1');
    await staff.getByRole('button', { name: 'キャンペーンを作成' }).click();
    const url = await expectUrl(staff, (u) => /^\/staff\/coupons\/\d+$/.test(u.pathname), 'the new campaign page');
    campaignId = Number(url.pathname.split('/').pop());
    await expectVisible(staff.getByRole('heading', { name: new RegExp(code) }), 'the campaign heading');
    await expectVisible(staff.getByTestId('audit-history').getByText(/campaign created/), 'the creation in the audit history');

    // The customer redeems the code (typed in lower case) in the account, then checks out with it.
    const page = await signedInCustomer(ctx, 'coupon-jp', ctx.jpUrl, 'ログイン', 'jp');
    await page.goto(`${ctx.jpUrl}/web/user/coupon`);
    await field(page, 'クーポンコード').fill(code.toLowerCase());
    await page.getByRole('button', { name: '登録する' }).click();
    await expectVisible(page.getByText('クーポンをアカウントに追加しました。'), 'the code redeemed');
    // the account names a coupon by what it is worth in the edition's currency (coupon-name.ts), and shows its code
    await expectVisible(page.getByText(code).first(), 'the campaign coupon in the account');

    await addPcbViaApi(page, ctx.jpUrl);
    await checkoutWithNewAddress(page, ctx.jpUrl, { region: '東京都', city: 'Chiyoda-ku', postcode: '100-0001' }, JA);
    const ocs = page.getByRole('radio', { name: /^OCS\b/ }).first();
    await expectVisible(ocs, 'the OCS option');
    await ocs.check();
    await page.getByRole('button', { name: JA.toPayment }).click();
    await page.getByRole('radio', { name: 'クレジットカード', exact: true }).check();
    const coupon = page.getByRole('combobox', { name: 'クーポン' });
    await expectVisible(coupon, 'the coupon choice');
    await coupon.click();
    // the customer's coupons: the sign-up coupon and this campaign's, named by its value ("全商品¥…割引")
    await page.getByRole('option', { name: /^全商品/ }).click();
    await expectVisible(page.getByText('クーポン割引'), 'the coupon discount in the totals');
    await page.waitForFunction(() => [...document.querySelectorAll('button')].some((b) => /注文を確定する/.test(b.textContent ?? '') && !b.disabled));
    await page.getByRole('button', { name: JA.place }).click();
    await payByCard(page, '4242 4242 4242 4242');
    await expectUrl(page, (u) => u.pathname === '/pay_msg', 'back on /pay_msg', 20_000);
    await expectVisible(page.getByRole('heading', { name: 'お支払いが完了しました' }), 'paid');

    // The campaign shows the use, with the order.
    await staff.reload();
    await expectVisible(staff.getByTestId('campaign-uses').getByText(/利用数: 1/), 'one use counted');
    await expectVisible(staff.getByRole('cell', { name: '使用済み' }), 'the used coupon in the uses');
    ctx.log(`campaign ${code}: redeemed and used at checkout`);
  } finally {
    if (campaignId) await deactivate(staff, campaignId);
  }
};
