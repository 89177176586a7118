// (issue 15) The licensed-products program, run once per edition (licensed.journey / licensed-japanese.journey): a
// partner opens /licensed-program, sends the application without agreeing to the terms — the message shows —, then
// agrees and sends it; sales open it in the console's /staff/licensed, approve it, then record the deposit (Deposit
// Received); the partner finds the batch at that stage with its deposit on /web/user/licensedProducts and got the
// stage mails in the edition's language.
import type { Page } from 'playwright-core';
import { assert, eventually, expectVisible, field, type JourneyContext } from '../harness';
import { readMails } from '../outbox';
import { signedInCustomer } from './checkout.journey';
import { EDITION_EN, EDITION_JA, type Edition } from './edition-texts';
import { staffConsole } from './staff-flows';
import type { Catalog } from '../../src/web/i18n/types';
import { partners as partnersEn } from '../../src/web/i18n/en/partners';
import { partners as partnersJa } from '../../src/web/i18n/ja/partners';

export interface PartnersEdition extends Edition {
  partners: Catalog<typeof partnersEn>;
  /** The server's mail subject for a stage (src/server/commands/mail/mail-licensed.ts). */
  stageSubject: (programId: string, stage: string) => string;
}
export const PARTNERS_EN: PartnersEdition = {
  ...EDITION_EN, partners: partnersEn, stageSubject: (id, stage) => `Licensed products program ${id}: ${stage}`,
};
export const PARTNERS_JA: PartnersEdition = {
  ...EDITION_JA, partners: partnersJa, stageSubject: (id, stage) => `ライセンス製品プログラム：${stage}（${id}）`,
};

const myPrograms = (page: Page) =>
  page.evaluate(async () => {
    const res = await fetch('/api/v1/licensed/programs');
    return ((await res.json()) as { data: { list: { id: number; program_id: string; stage: number }[] } }).data.list;
  });

export const licensedJourney = async (ctx: JourneyContext, e: PartnersEdition): Promise<void> => {
  const base = e.base(ctx);
  const l = e.partners.licensed;
  const page = await signedInCustomer(ctx, `licensed-${e.lang}`, base, e.signIn, e.lang);
  const email = await page.evaluate(async () => ((await (await fetch('/api/user/info')).json()) as { data: { email: string } }).data.email);
  await page.goto(`${base}/licensed-program`);
  await expectVisible(page.getByRole('heading', { name: l.pages.program.heading, level: 1 }), 'the licensed program page');
  await expectVisible(page.getByText(l.steps.selling, { exact: true }), 'the batch stages');

  await field(page, l.form.company_name).fill('Maker Works');
  await field(page, l.form.product_name).fill('Grove soil sensor kit');
  await field(page, l.form.description).fill('A soil moisture kit with a Grove cable and a waterproof probe for classrooms.');
  await field(page, l.form.quantity).fill('300');
  const send = page.getByTestId('licensed-send');
  await send.click();
  await expectVisible(page.getByText(e.common.validation.agreeTerms), 'the terms must be agreed');
  await page.getByLabel(l.form.agree_terms).check();
  await send.click();
  await expectVisible(page.getByTestId('licensed-sent'), 'the application sent');
  const program = (await myPrograms(page))[0];
  assert(program?.stage === 0, 'the application waits at stage 0');

  // sales approve it, then record the deposit: two stage moves
  const s = e.staff.partners.licensed;
  const staff = await staffConsole(ctx, 'sales', '/staff/licensed', base);
  await expectVisible(staff.getByRole('heading', { name: s.title }), 'the licensed products queue');
  await staff.getByTestId(`licensed-program-${program.id}`).getByRole('link', { name: program.program_id }).click();
  await expectVisible(staff.getByTestId('licensed-details').getByText('Grove soil sensor kit'), 'the application');
  await field(staff, s.note).fill('Welcome to the program.');
  await staff.getByRole('button', { name: s.submit, exact: true }).click();
  await expectVisible(staff.getByRole('heading', { level: 2 }).getByTestId('licensed-stage').getByText(s.stage.approved), 'approved');
  await field(staff, s.depositUsd).fill('500');
  await staff.getByRole('button', { name: s.submit, exact: true }).click();
  await expectVisible(staff.getByRole('heading', { level: 2 }).getByTestId('licensed-stage').getByText(s.stage.deposit), 'deposit received');

  // the partner sees the batch at Deposit Received with its deposit, and got a mail at each stage
  await page.goto(`${base}/web/user/licensedProducts`);
  const row = page.getByTestId(`licensed-${program.program_id}`);
  await expectVisible(row.getByTestId('licensed-stage').getByText(l.steps.deposit), 'the stage in the account');
  await expectVisible(page.getByRole('heading', { name: l.account.dashboard }), 'the dashboard');
  for (const stage of [l.steps.submitted, l.steps.approved, l.steps.deposit]) {
    const subject = e.stageSubject(program.program_id, stage);
    await eventually(async () => readMails(ctx.outboxDir).find((m) => m.to.includes(email) && m.subject === subject), `the mail "${subject}"`, 20_000);
  }
  ctx.log(`${e.lang}: ${program.program_id} applied, approved and its deposit recorded by sales; the partner saw it and got the 3 stage mails`);
};
