// (issue 3 §6) The PCB order page in the Japanese edition: an estimate in yen, the login prompt on 'カートに追加',
// sign-in in Japanese, back on the page with the confirmation kept, then the item goes into the cart.
import type { Page } from 'playwright-core';
import { eventually, expectUrl, expectVisible, field } from '../harness';
import type { JourneyContext } from '../harness';

export const name = 'PCB order in the Japanese edition: yen estimate, sign in, add to cart';

const confirmedTotal = async (page: Page): Promise<string> =>
  eventually(async () => {
    const el = page.getByTestId('order-total');
    if ((await el.getAttribute('data-confirmed', { timeout: 1000 })) !== 'true') return undefined;
    return (await el.textContent({ timeout: 1000 }))?.trim();
  }, "the server's price");

export const run = async (ctx: JourneyContext): Promise<void> => {
  const page = await ctx.newPage();
  await page.goto(`${ctx.jpUrl}/fusion_pcb`);
  await expectVisible(page.getByRole('heading', { name: 'PCB試作・短納期PCB' }), 'the Japanese page title');
  // Yen: the sign, digits, no decimals.
  await eventually(async () => /^[¥￥]\s?\d[\d,]*$/.test(await confirmedTotal(page)), 'a yen estimate');
  ctx.log(`estimate ${await confirmedTotal(page)}`);

  await page.getByLabel('基板サイズが100 × 100 mmであることを確認しました').check();
  await page.getByRole('button', { name: 'カートに追加' }).click();
  const dialog = page.getByRole('dialog');
  await expectVisible(dialog.getByText('カートに追加するにはログインしてください。'), 'the Japanese login prompt');
  await dialog.getByRole('link', { name: 'ログイン', exact: true }).click();
  await expectUrl(page, (u) => u.pathname === '/login', 'the login page');
  await field(page, 'メールアドレス').fill(ctx.demo.email);
  await field(page, 'パスワード').fill(ctx.demo.password);
  await page.getByRole('button', { name: 'ログイン', exact: true }).click();
  await expectUrl(page, (u) => u.pathname === '/fusion_pcb', 'back on /fusion_pcb');

  await eventually(
    async () => page.getByLabel('基板サイズが100 × 100 mmであることを確認しました').isChecked(),
    'the size confirmation to be kept after signing in',
  );
  await page.getByRole('button', { name: 'カートに追加' }).click();
  await expectVisible(page.getByRole('dialog', { name: 'カートに追加しました' }), "the 'カートに追加しました' popup");
};
