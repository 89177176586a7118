// (issue 11 "Functional test") A customer's functional-test plan, per edition: the customer (with a PCB assembly item
// that asked for the functional test, made before the server started: the PCBA order page is another branch's) uploads
// the plan and binds it to the item through the API with the page's own cookie → engineering sees it Confirming in the
// console's queue, opens it, confirms it with a note → the plan page shows Confirmed with the decision in its audit
// history → the customer reads the plan Confirmed with the note and gets the mail in the edition's language.
import crypto from 'node:crypto';
import type { Page } from 'playwright-core';
import { assert, eventually, expectUrl, expectVisible, field, type JourneyContext, type JourneySetup } from '../harness';
import { readMails } from '../outbox';
import { users } from '../../src/server/db/schema/index';
import { hashPassword } from '../../src/server/security/passwords';
import { insertPcbaCartItem } from '../../src/server/commands/function-test/test-support';
import { fill, type Edition } from './edition-texts';
import { receiptPdf } from './staff-wire-flow';
import { staffConsole } from './staff-flows';

interface Customer {
  email: string;
  password: string;
  cartId: number;
}
const customers = new Map<string, Customer>();

/** The journey's customer and their PCBA item with the functional test, written before the server starts. */
export const prepareCustomer = async (setup: JourneySetup, tag: string, lang: 'en' | 'jp'): Promise<void> => {
  const email = `e2e-${tag}@fusion.test`;
  const password = crypto.randomBytes(12).toString('base64url');
  const [user] = await setup.db
    .insert(users)
    .values({ email, passwordHash: await hashPassword(password, setup.scryptLogN), firstName: lang === 'jp' ? '花子' : 'Ada', lastName: lang === 'jp' ? '山田' : 'Lovelace', nickname: 'Ada', lang })
    .returning({ id: users.id });
  if (!user) throw new Error('journey customer not created');
  customers.set(tag, { email, password, cartId: await insertPcbaCartItem(setup.db, user.id) });
};

const signIn = async (ctx: JourneyContext, base: string, c: Customer, submit: string): Promise<Page> => {
  const page = await ctx.newPage();
  await page.goto(`${base}/login`);
  await field(page, ['Email', 'メールアドレス']).fill(c.email);
  await field(page, ['Password', 'パスワード']).fill(c.password);
  await page.getByRole('button', { name: submit, exact: true }).click();
  await expectUrl(page, (u) => u.pathname !== '/login', 'the customer signed in');
  return page;
};

interface Answer<T> {
  code: number;
  msg: string;
  data: T;
}

export interface TestPlanEdition extends Edition {
  mailSubject: string;
}

export const runFunctionTest = async (ctx: JourneyContext, tag: string, e: TestPlanEdition, screenshot?: string): Promise<void> => {
  const c = customers.get(tag);
  if (!c) throw new Error(`no customer prepared for ${tag}`);
  const base = e.base(ctx);
  const t = e.staff.functionTests;
  const page = await signIn(ctx, base, c, e.signIn);

  // The customer uploads the plan (POST /fusion-test/upfile) and binds it to the item, with the page's cookie.
  const plan = await page.evaluate(async ({ pdf, cartId }) => {
    const form = new FormData();
    form.append('file', new Blob([Uint8Array.from(atob(pdf), (ch) => ch.charCodeAt(0))], { type: 'application/pdf' }), 'bring-up test.pdf');
    const up = (await (await fetch('/api/fusion-test/upfile', { method: 'POST', body: form })).json()) as Answer<{ plan_id: number }>;
    const bound = (await (await fetch(`/api/fusion-test/bind-pcba-test-to-cart?plan_id=${up.data.plan_id}&cart_id=${cartId}`)).json()) as Answer<{ plan_id: number; status: number; cart_id: number }>;
    return { up, bound };
  }, { pdf: receiptPdf().toString('base64'), cartId: c.cartId });
  assert(plan.up.code === 0, `upload answered ${plan.up.code}: ${plan.up.msg}`);
  assert(plan.bound.code === 0 && plan.bound.data.status === 1 && plan.bound.data.cart_id === c.cartId, `bind answered ${JSON.stringify(plan.bound)}`);
  const planId = plan.up.data.plan_id;

  // Engineering confirm it in the console, in the edition's language.
  const staff = await staffConsole(ctx, 'engineering', '/staff/function-tests', base);
  await expectVisible(staff.getByRole('heading', { name: t.title }), "the functional-test queue in the edition's language");
  const row = staff.getByTestId(`test-plan-${planId}`);
  await expectVisible(row.getByText(t.status.confirming), 'the plan waiting, Confirming');
  await row.getByRole('link', { name: 'bring-up test.pdf' }).click();
  await expectUrl(staff, (u) => u.pathname === `/staff/function-tests/${planId}`, "the plan's page");
  await staff.getByLabel(t.note).fill('We test with your jig at 5 V.');
  await staff.getByRole('button', { name: t.confirm }).click();
  await expectVisible(staff.getByText(fill(t.confirmed, { id: planId })), 'the confirmation');
  await expectVisible(staff.getByTestId('test-plan-status').getByText(t.status.confirmed), 'the plan Confirmed');
  await expectVisible(staff.getByTestId('audit-history').getByText(fill(e.staff.order.auditRow, { who: ctx.staff.engineering.email, action: 'test.review' })), 'the decision in the audit history');
  if (screenshot) await staff.screenshot({ path: screenshot });

  // The customer reads the plan Confirmed, with the note, and gets the mail.
  const mine = await page.evaluate(async (cartId) => (await (await fetch(`/api/v1/pcba/test-plan?cart_id=${cartId}`)).json()) as Answer<{ status: number; staff_note: string }>, c.cartId);
  assert(mine.data.status === 2 && mine.data.staff_note === 'We test with your jig at 5 V.', `the customer's plan: ${JSON.stringify(mine)}`);
  const mail = await eventually(async () => readMails(ctx.outboxDir).find((m) => m.to.includes(c.email) && m.subject.startsWith(e.mailSubject)), `the mail "${e.mailSubject}"`);
  assert(mail.bodies[0]?.includes('We test with your jig at 5 V.'), "the mail carries the engineer's note");
  ctx.log(`${e.lang}: plan ${planId} uploaded and bound to cart item ${c.cartId}, confirmed by engineering, mail "${mail.subject}"`);
};
