// (issue 15) The distributor program, run once per edition (distributor.journey / distributor-japanese.journey):
// - an applicant applies on /distributors (the Japanese edition on /distributors-affiliate, as an affiliate), sales
//   approve with a 7.5 % rebate in the console, the applicant accepts the contract in the account and gets the code;
// - sales schedule a change of terms (10 % from next month), shown in the console and the contract;
// - a customer orders with the code and pays by card: the distributor's statement shows this month's rebate, running;
// - finance pay a closed month: a month is paid once it is over, and the journey cannot wait for the month to end, so
//   an established distributor with a paid order of last month is written before the server starts (prepare). Finance
//   open it in the console, mark last month paid with a reference, and that distributor's statement shows it paid;
// - sales suspend the new distributor: its code disappears from the account page, the statements stay; sales
//   reinstate it and the code is back.
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { assert, eventually, expectUrl, expectVisible, field, type JourneyContext, type JourneySetup } from '../harness';
import { readMails } from '../outbox';
import { distributorOrders, distributors, orders, users } from '../../src/server/db/schema/index';
import { hashPassword } from '../../src/server/security/passwords';
import { buildOrder } from '../../src/server/commands/payment/testing/orders';
import { periodOf } from '../../src/shared/partners/rebate';
import { signedInCustomer } from './checkout.journey';
import { PAYMENT, payOrderByCard, placeOrderViaApi } from './order-api';
import { staffConsole } from './staff-flows';
import type { PartnersEdition } from './licensed-flow';

interface Established {
  email: string;
  password: string;
  company: string;
  /** Last month's key, "2026-10". */
  period: string;
}
const established = new Map<string, Established>();

/** An active distributor (10 %, monthly) with a $200 order paid on the 15th of last month (UTC). */
export const prepareEstablished = async (setup: JourneySetup, tag: string, lang: 'en' | 'jp'): Promise<void> => {
  const email = `e2e-${tag}@fusion.test`;
  const password = crypto.randomBytes(12).toString('base64url');
  const now = new Date();
  const paidAt = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 15, 12));
  const [owner] = await setup.db.insert(users)
    .values({ email, passwordHash: await hashPassword(password, setup.scryptLogN), firstName: lang === 'jp' ? '一郎' : 'Grace', lastName: lang === 'jp' ? '鈴木' : 'Hopper', lang })
    .returning({ id: users.id });
  const [buyer] = await setup.db.insert(users)
    .values({ email: `e2e-${tag}-buyer@fusion.test`, passwordHash: await hashPassword(password, setup.scryptLogN), lang })
    .returning({ id: users.id });
  if (!owner || !buyer) throw new Error('journey users not created');
  const company = `Established Parts ${tag}`;
  const code = `EST${crypto.randomBytes(3).toString('hex').toUpperCase()}`;
  const [d] = await setup.db.insert(distributors).values({
    userId: owner.id, kind: 'distributor', status: 'active', companyName: company, countryIso2: 'US', channels: 'A shop and a web store for makers.',
    rateBp: 1000, period: 'monthly', code, decidedAt: paidAt, contractAcceptedAt: paidAt, createdAt: paidAt, updatedAt: paidAt,
  }).returning({ id: distributors.id });
  if (!d) throw new Error('journey distributor not created');
  await setup.db.update(users).set({ distributorCode: code, wholesale: true }).where(eq(users.id, owner.id));
  const order = await buildOrder(setup.db, buyer.id, paidAt, { totalCents: 20_000n, status: 1003, createdAt: paidAt });
  await setup.db.update(orders).set({ paymentStatus: 'done', paidAt }).where(eq(orders.id, order.id));
  await setup.db.insert(distributorOrders).values({ orderId: order.id, distributorId: d.id, createdAt: paidAt });
  established.set(tag, { email, password, company, period: periodOf(paidAt, 'monthly').key });
};

const signIn = async (ctx: JourneyContext, base: string, c: Established, submit: string): Promise<Page> => {
  const page = await ctx.newPage();
  await page.goto(`${base}/login`);
  await field(page, ['Email', 'メールアドレス']).fill(c.email);
  await field(page, ['Password', 'パスワード']).fill(c.password);
  await page.getByRole('button', { name: submit, exact: true }).click();
  await expectUrl(page, (u) => u.pathname !== '/login', 'the distributor signed in');
  return page;
};

const myCode = (page: Page) =>
  page.evaluate(async () => ((await (await fetch('/api/v1/distributor/me')).json()) as { data: { distributor: { code: string | null; id: number } } }).data.distributor);

export const distributorJourney = async (ctx: JourneyContext, e: PartnersEdition, tag: string): Promise<void> => {
  const base = e.base(ctx);
  const d = e.partners.distributors;
  const s = e.staff.partners.distributors;
  const affiliate = e.lang === 'jp';
  const company = affiliate ? `メイカーブログ ${tag}` : `Kanto Parts ${tag}`;

  // apply
  const applicant = await signedInCustomer(ctx, `distributor-${e.lang}`, base, e.signIn, e.lang);
  const email = await applicant.evaluate(async () => ((await (await fetch('/api/user/info')).json()) as { data: { email: string } }).data.email);
  await applicant.goto(`${base}/${affiliate ? 'distributors-affiliate' : 'distributors'}`);
  const page = affiliate ? d.pages.affiliate : d.pages.distributors;
  await expectVisible(applicant.getByRole('heading', { name: page.heading, level: 1 }), 'the program page');
  await field(applicant, d.form.company_name).fill(company);
  await field(applicant, d.form.country).first().click();
  await applicant.getByRole('option', { name: affiliate ? '日本' : 'Japan', exact: true }).click();
  await field(applicant, d.form.channels).fill(affiliate ? '電子工作のブログと動画チャンネルで毎週新製品を紹介しています。' : 'Two shops in Akihabara and an online store for schools.');
  await applicant.getByTestId('distributor-send').click();
  await expectVisible(applicant.getByTestId('distributor-sent'), 'the application sent');

  // sales approve it at 7.5 %, monthly
  const sales = await staffConsole(ctx, 'sales', '/staff/distributors?status=applied', base);
  await expectVisible(sales.getByRole('heading', { name: s.title }), 'the distributor queue');
  await sales.getByRole('link', { name: company }).click();
  await field(sales, s.rate).fill('7.5');
  await sales.getByRole('button', { name: s.approve, exact: true }).click();
  await expectVisible(sales.getByRole('heading', { level: 2 }).getByText(s.status.approved), 'the contract offered');

  // sales raise the rate to 10 % from next month: the console and the applicant's contract show the change waiting
  const termsForm = sales.getByTestId('distributor-terms-form');
  await termsForm.getByLabel(s.rate).fill('10');
  await termsForm.getByTestId('distributor-terms-save').click();
  await expectVisible(sales.getByTestId('distributor-next-terms'), 'the change of terms scheduled');

  // the applicant accepts the contract and gets the code
  await applicant.goto(`${base}/web/user/distributor`);
  await expectVisible(applicant.getByTestId('distributor-contract').getByText(d.account.contract.title), 'the contract');
  await applicant.getByLabel(d.account.contract.accept).check();
  await applicant.getByTestId('distributor-accept').click();
  await expectVisible(applicant.getByTestId('distributor-code'), 'the code issued');
  await expectVisible(applicant.getByTestId('distributor-next-terms'), 'the next terms in the contract');
  const mine = await myCode(applicant);
  assert(mine.code, 'the code is issued');

  // a customer orders with the code and pays: this month's statement shows the rebate, the period still running
  const buyer = await signedInCustomer(ctx, `distributor-buyer-${e.lang}`, base, e.signIn, e.lang);
  const order = await placeOrderViaApi(buyer, base, PAYMENT.card, undefined, { distributor_code: mine.code.toLowerCase() });
  await payOrderByCard(buyer, base, order.order_id);
  const thisMonth = periodOf(new Date(), 'monthly').key;
  await applicant.reload();
  const current = applicant.getByTestId(`statement-${thisMonth}`);
  await expectVisible(current.getByText(d.account.state.open), 'this month\'s statement, running');
  const rebate = await current.getByTestId('statement-rebate').textContent();
  assert(rebate && /[1-9]/.test(rebate), `the statement shows a rebate (${rebate})`);

  // finance pay last month of the established distributor
  const est = established.get(tag);
  if (!est) throw new Error(`no distributor prepared for ${tag}`);
  const finance = await staffConsole(ctx, 'finance', '/staff/distributors?status=active', base);
  await finance.getByRole('link', { name: est.company }).click();
  const due = finance.getByTestId(`statement-${est.period}`);
  await expectVisible(due.getByRole('button', { name: s.markPaid }), 'last month due');
  await due.getByRole('textbox', { name: s.reference }).fill(`WIRE-${tag}`);
  await due.getByRole('button', { name: s.markPaid }).click();
  await expectVisible(due.getByText(`WIRE-${tag}`, { exact: false }), 'last month paid');
  const estPage = await signIn(ctx, base, est, e.signIn);
  await estPage.goto(`${base}/web/user/distributor`);
  const paidWord = d.account.state.paid.replace('{{date}}', '').trim();
  await expectVisible(estPage.getByTestId(`statement-${est.period}`).getByTestId('statement-state').getByText(paidWord, { exact: false }), 'the statement paid');
  await eventually(async () => readMails(ctx.outboxDir).find((m) => m.to.includes(email) && m.subject.includes(mine.code ?? '')), 'the mail with the code', 20_000);
  // sales suspend the new distributor: the code is gone from the account page, the statements stay
  await sales.reload();
  await sales.getByTestId('distributor-suspend-form').getByRole('textbox').fill(affiliate ? '契約終了' : 'Contract ended');
  await sales.getByTestId('distributor-suspend').click();
  await expectVisible(sales.getByRole('heading', { level: 2 }).getByText(s.status.suspended), 'the distributor suspended');
  await applicant.reload();
  await expectVisible(applicant.getByTestId('distributor-status').getByText(d.account.status.suspended), 'the applicant sees the suspension');
  await expectVisible(applicant.getByTestId(`statement-${thisMonth}`), 'the statements kept');
  assert(await applicant.getByTestId('distributor-code').count() === 0, 'no code shown once suspended');
  // sales reinstate it: the code is back on the account page
  await sales.getByTestId('distributor-reinstate').click();
  await expectVisible(sales.getByRole('heading', { level: 2 }).getByText(s.status.active), 'the distributor reinstated');
  await applicant.reload();
  await expectVisible(applicant.getByTestId('distributor-code').getByText(mine.code ?? '', { exact: false }), 'the code shown again');

  ctx.log(`${e.lang}: ${company} approved at 7.5 %, code ${mine.code}; order ${order.order_no} earned ${rebate} this month; ${est.company} paid for ${est.period}`);
};
