// (issue 8 §3, issue 9) The support journey, run once per edition (support.journey.ts, support-japanese.journey.ts), each
// within the runner's 60 s (the order is placed through the API: checkout has its own journeys):
// a customer with an order opens a conversation from the order page with a picture attached; staff find it in the
// console's queue (due badge), reply; the audit history shows the reply; the customer sees the reply on the
// conversation page and in the chat widget (after its one-second delay), and the reply mail is in the outbox.
import { assert, eventually, expectUrl, expectVisible, field, type JourneyContext } from '../harness';
import { readMails } from '../outbox';
import { signedInCustomer } from './checkout.journey';
import { PAYMENT, placeOrderViaApi } from './order-api';
import { staffConsole } from './staff-flows';

export interface SupportEdition {
  lang: 'en' | 'jp';
  base: (ctx: JourneyContext) => string;
  signIn: string;
  t: {
    contact: string; subject: string; message: string; send: string; waiting: string;
    staffSearch: string; staffSearchButton: string; reply: string; staffSend: string; sent: string;
    answered: string; chat: string; mail: (subject: string) => string;
  };
}

export const SUPPORT_EN: SupportEdition = {
  lang: 'en', base: (ctx) => ctx.baseUrl, signIn: 'Sign in',
  t: {
    contact: 'Contact support about this order', subject: 'Subject', message: 'Message', send: 'Send', waiting: 'Waiting for support',
    staffSearch: 'Subject, e-mail or order number', staffSearchButton: 'Search', reply: 'Reply to the customer', staffSend: 'Send the reply',
    sent: 'Reply sent: the customer gets an e-mail.', answered: 'Support replied', chat: 'Chat with support', mail: (s) => `Support replied: ${s}`,
  },
};

export const SUPPORT_JA: SupportEdition = {
  lang: 'jp', base: (ctx) => ctx.jpUrl, signIn: 'ログイン',
  t: {
    contact: 'このご注文についてサポートに問い合わせる', subject: '件名', message: 'お問い合わせ内容', send: '送信する', waiting: 'サポートの回答待ち',
    staffSearch: '件名・メールアドレス・注文番号', staffSearchButton: '検索', reply: 'お客様への返信', staffSend: '返信を送信',
    sent: '返信しました。お客様にメールでお知らせします。', answered: 'サポートが回答済み', chat: 'サポートとチャット', mail: (s) => `サポートからの返信：${s}`,
  },
};

/** A 1×1 PNG: a picture the server reads as image/png from its content. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

export const supportJourney = async (ctx: JourneyContext, e: SupportEdition): Promise<void> => {
  const base = e.base(ctx);
  const page = await signedInCustomer(ctx, `support-${e.lang}`, base, e.signIn, e.lang);
  const email = await page.evaluate(async () => ((await (await fetch('/api/user/info')).json()) as { data: { email: string } }).data.email);
  const { order_id: orderId } = await placeOrderViaApi(page, base, PAYMENT.wireUsd);

  // from the order page: the conversation is about this order
  await page.goto(`${base}/web/user/order/${orderId}`);
  await page.getByRole('link', { name: e.t.contact }).click();
  await expectUrl(page, (u) => u.pathname === '/web/user/support/new' && u.searchParams.get('order_id') === String(orderId), 'the support form for the order');
  await expectVisible(page.getByTestId('support-order'), 'the order named on the form');
  const subject = `Mask colour ${e.lang} ${Date.now()}`;
  await field(page, e.t.subject).fill(subject);
  await field(page, e.t.message).fill('Can the solder mask be matte black instead?');
  await page.locator('input[type=file]').setInputFiles({ name: 'board.png', mimeType: 'image/png', buffer: PNG });
  await page.getByRole('button', { name: e.t.send, exact: true }).click();
  await expectUrl(page, (u) => /^\/web\/user\/support\/\d+$/.test(u.pathname), 'the conversation page', 20_000);
  const conversationId = Number(new URL(page.url()).pathname.split('/').at(-1));
  await expectVisible(page.getByTestId('support-status').getByText(e.t.waiting), 'waiting for support');
  await expectVisible(page.getByRole('link', { name: /board\.png/ }), 'the picture attached');

  // staff: the queue (support's turn, with the due badge), the thread, a reply
  const staff = await staffConsole(ctx, 'sales', '/staff/support', base);
  await field(staff, e.t.staffSearch).fill(email);
  await staff.getByRole('button', { name: e.t.staffSearchButton, exact: true }).click();
  const row = staff.getByTestId(`support-${conversationId}`);
  await expectVisible(row.getByTestId('due-badge'), 'the first-reply badge');
  await row.getByRole('link', { name: subject }).click();
  await expectVisible(staff.getByText('Can the solder mask be matte black instead?'), "the customer's message");
  await field(staff, e.t.reply).fill('Yes: matte black is possible at no extra cost.');
  await staff.getByRole('button', { name: e.t.staffSend }).click();
  await expectVisible(staff.getByText(e.t.sent), 'the reply sent');
  await expectVisible(staff.getByTestId('audit-history').getByText(/support\.reply/), 'the reply in the audit history');

  // the customer: the reply on the page, then in the chat widget of another page, and by mail
  await page.reload();
  await expectVisible(page.getByText('Yes: matte black is possible at no extra cost.'), 'the reply on the conversation page');
  await expectVisible(page.getByTestId('support-status').getByText(e.t.answered), 'the status: support replied');
  await page.goto(`${base}/web/user/order/${orderId}`);
  await page.getByRole('button', { name: e.t.chat }).click();
  await expectVisible(page.getByTestId('chat-widget').getByText('Yes: matte black is possible at no extra cost.'), 'the reply in the chat widget');

  const mail = await eventually(async () => readMails(ctx.outboxDir).find((m) => m.to.includes(email) && m.subject === e.t.mail(subject)), `the reply mail to ${email}`);
  assert(mail.bodies.length === 2, `the reply mail has a text and an HTML part (${mail.bodies.length})`);
  assert(mail.bodies[0]?.includes(`/web/user/support/${conversationId}`), 'the mail links to the conversation');
  ctx.log(`${e.lang}: order ${orderId}, conversation ${conversationId} answered, mail "${mail.subject}"`);
};
