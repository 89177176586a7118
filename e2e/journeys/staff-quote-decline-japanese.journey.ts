// (issue 9) Japanese edition: a premium board waits for a quote; sales, in the Japanese console, decline it with a
// reason from the list and a note; the customer's cart shows why (in Japanese) and the mail arrives in Japanese.
import { assert, eventually, expectHidden, expectVisible, field, type JourneyContext } from '../harness';
import { readMails } from '../outbox';
import { addPcbViaApi, signedInCustomer } from './checkout.journey';
import { staffConsole } from './staff-flows';

export const name = 'Staff console (Japanese): sales decline a premium quotation with a reason, the customer sees why';

const NOTE = '40層以上は当社の量産ラインでは対応できません。';

export const run = async (ctx: JourneyContext): Promise<void> => {
  const page = await signedInCustomer(ctx, 'quote-ja', ctx.jpUrl, 'ログイン', 'jp');
  const email = await page.evaluate(async () => ((await (await fetch('/api/user/info')).json()) as { data: { email: string } }).data.email);
  await page.goto(`${ctx.jpUrl}/web/cart`);
  const cartId = await addPcbViaApi(page, ctx.jpUrl, { layers: 20, thickness: 2.4 }, { tier: 5 });

  const staff = await staffConsole(ctx, 'sales', '/staff/quotes', ctx.jpUrl);
  await expectVisible(staff.getByRole('heading', { name: '見積待ち' }), 'the quotations queue in Japanese');
  const row = staff.getByTestId(`quote-${cartId}`);
  await expectVisible(row.getByTestId('due-badge').getByText(/残り/), 'the 24-hour badge');
  await row.getByRole('button', { name: 'お断りする' }).click();
  const dialog = staff.getByRole('dialog');
  await field(dialog, '理由').click();
  await staff.getByRole('option', { name: '製造能力の範囲外' }).click();
  await field(dialog, 'お客様へのメモ（任意）').fill(NOTE);
  await dialog.getByRole('button', { name: 'お断りしてお客様に連絡' }).click();
  await expectHidden(row, 'the item gone from the queue', 30_000);

  await page.reload();
  await expectVisible(page.getByTestId('item-declined').getByText(/当社の製造能力の範囲外です。/), 'the reason in the cart');
  await expectVisible(page.getByTestId('item-staff-note').getByText(NOTE, { exact: false }), 'the note in the cart');
  await expectVisible(page.getByText('お見積り不可', { exact: true }).first(), 'the status word');

  const mail = await eventually(async () => readMails(ctx.outboxDir).find((m) => m.to.includes(email) && m.subject.startsWith('お見積りについて')), 'the decline mail', 60_000);
  assert(mail.bodies[0]?.includes('当社の製造能力の範囲外です。') && mail.bodies[0]?.includes(NOTE), 'the mail gives the reason and the note in Japanese');
  ctx.log(`cart item ${cartId}: declined in the Japanese console, reason shown in the cart and mailed`);
};
