// (issue 11) The DFA review round trip, run once per edition (dfa-review.journey.ts, dfa-review-japanese.journey.ts),
// each within the runner's 60 s (the order is placed and paid by card the short way: see order-api.ts).
// Engineering raise a DFA point from the console's order page (with a picture): the order goes on hold for DFA and the
// customer is mailed a link to the reply page (checked at the end). The customer opens it from the order page, is told every field is
// required, answers, and sees the answer locked. Engineering find it in the /staff/dfa queue, accept it (a second
// click confirms: final), the hold is released back to "paid", and the customer sees the point settled.
import type { Page } from 'playwright-core';
import { assert, eventually, expectUrl, expectVisible, field, type JourneyContext } from '../harness';
import { readMails } from '../outbox';
import { signedInCustomer } from './checkout.journey';
import { EDITION_EN, EDITION_JA, fill, type Edition } from './edition-texts';
import { PAYMENT, payOrderByCard, placeOrderViaApi, type PlacedOrder } from './order-api';
import { staffConsole } from './staff-flows';

export interface DfaEdition extends Edition {
  title: string;
  description: string;
  reply: string;
  response: string;
  /** The customer's mail subject (written by the server: src/server/commands/mail/mail-dfa.ts). */
  mailSubject: (orderNo: string) => string;
}

export const DFA_EN: DfaEdition = {
  ...EDITION_EN,
  title: 'U3 pads too narrow',
  description: 'The QFN-32 pads of U3 are 0.2 mm narrower than the datasheet land pattern. We suggest widening them to 0.3 mm.',
  reply: 'Please widen the pads as you suggest.',
  response: 'Agreed, go ahead with 0.3 mm.',
  mailSubject: (no) => `Order ${no}: please answer our DFA review`,
};

export const DFA_JA: DfaEdition = {
  ...EDITION_JA,
  title: 'U3 のパッド幅が不足しています',
  description: 'U3（QFN-32）のパッドがデータシートの推奨ランドより 0.2 mm 狭くなっています。0.3 mm に広げることをご提案します。',
  reply: 'ご提案どおりパッドを広げてください。',
  response: '0.3 mm で進めてください。',
  mailSubject: (no) => `ご注文 ${no}：DFA レビューのご確認のお願い`,
};

// a 1×1 PNG: the attachment check reads the bytes
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

/**
 * The round trip on an order already paid by `page`'s customer (signed in, in the edition): raise, answer, accept,
 * release, the settled point on the reply page and the customer's mail. Shared by the DFA journeys (a plain PCB
 * order) and the PCBA order journey (the assembly the customer just ordered: e2e/pcba-order-flow.ts).
 */
export const dfaRoundTrip = async (ctx: JourneyContext, e: DfaEdition, page: Page, order: PlacedOrder): Promise<void> => {
  const base = e.base(ctx);
  const d = e.staff.dfa;
  const c = e.orders.dfa;
  const { order_id: orderId, order_no: orderNo } = order;
  const email = await page.evaluate(async () => ((await (await fetch('/api/user/info')).json()) as { data: { email: string } }).data.email);

  // engineering raise a point from the order's console page, with a picture
  const staff = await staffConsole(ctx, 'engineering', `/staff/orders/${orderId}`, base);
  const form = staff.getByTestId('dfa-raise-form');
  await expectVisible(form, 'the DFA raise form');
  await field(form, d.kindLabel).click();
  await staff.getByRole('option', { name: d.kind.parts }).click();
  await field(form, d.titleLabel).fill(e.title);
  await field(form, d.description).fill(e.description);
  await form.locator('input[type=file]').setInputFiles({ name: 'u3-pads.png', mimeType: 'image/png', buffer: PNG });
  await form.getByRole('button', { name: d.raise }).click();
  await expectVisible(staff.getByTestId('order-status').getByText(e.staff.status[1013]), 'on hold for DFA in the console', 30_000);
  await expectVisible(staff.getByTestId('dfa-panel').getByText(fill(d.download, { name: 'u3-pads.png' })), 'the attachment on the console page');

  // the customer goes from the order page to the reply page
  await page.goto(`${base}/web/user/order/${orderId}`);
  await expectVisible(page.getByTestId('order-status').getByText(e.orders.status[1013]), 'the DFA hold status');
  await page.getByTestId('order-dfa-hold').getByRole('link', { name: c.open }).click();
  await expectUrl(page, (u) => u.pathname === `/web/user/dfa/${orderId}`, 'the reply page');
  const reply = page.getByTestId('dfa-reply-form');
  await expectVisible(page.getByText(e.description), 'the engineer\'s text');
  // every field is required
  await reply.getByRole('button', { name: c.send }).click();
  await expectVisible(reply.getByText(e.common.validation.required), 'the required-field messages');
  await field(reply, c.solutionLabel).click();
  await page.getByRole('option', { name: c.solution.modify_as_suggested }).click();
  await field(reply, c.reply).fill(e.reply);
  await field(reply, c.response).fill(e.response);
  await reply.getByRole('button', { name: c.send }).click();
  await expectVisible(page.getByTestId('dfa-locked').getByText(c.locked), 'the answer locked until reviewed', 30_000);
  await expectVisible(page.getByTestId('dfa-issue-status').getByText(c.statusName.answered), 'answered');

  // engineering find it in the queue, open the order and accept (a second click confirms)
  await staff.goto(`${base}/staff/dfa`);
  await staff.getByRole('link', { name: orderNo }).click();
  await expectUrl(staff, (u) => u.pathname === `/staff/orders/${orderId}`, 'the order from the queue');
  const panel = staff.getByTestId('dfa-panel');
  await expectVisible(panel.getByText(e.reply), 'the customer\'s answer in the console');
  await panel.getByRole('button', { name: d.accept }).click();
  await expectVisible(panel.getByText(d.acceptConfirm), 'the final-step warning');
  await panel.getByRole('button', { name: d.accept }).click();
  await expectVisible(staff.getByTestId('order-status').getByText(e.staff.status[1003], { exact: true }), 'the hold released to paid', 30_000);

  await page.reload();
  await expectVisible(page.getByTestId('dfa-all-accepted'), 'every point accepted, on the reply page');
  await expectVisible(page.getByTestId('dfa-locked').getByText(c.settled), 'the point settled');

  // the mail about the point was sent long ago (read last: the outbox run may lag on a loaded machine)
  const subject = e.mailSubject(orderNo);
  const mail = await eventually(async () => readMails(ctx.outboxDir).find((m) => m.to.includes(email) && m.subject === subject), `the mail "${subject}"`, 20_000);
  assert(mail.bodies[0]?.includes(`/web/user/dfa/${orderId}`), 'the mail links to the reply page');
  ctx.log(`${e.lang}: order ${orderNo} held for DFA (mail "${mail.subject}"), answered, accepted, released`);
};

export const dfaJourney = async (ctx: JourneyContext, e: DfaEdition): Promise<void> => {
  const base = e.base(ctx);
  const page = await signedInCustomer(ctx, `dfa-${e.lang}`, base, e.signIn, e.lang);
  const order = await placeOrderViaApi(page, base, PAYMENT.card);
  await payOrderByCard(page, base, order.order_id);
  await dfaRoundTrip(ctx, e, page, order);
};
