// (issue 15) PCBA sponsorship, run once per edition (sponsorship.journey / sponsorship-japanese.journey): a customer
// opens /xiao-pcba-sponsorship, sends the form without agreeing to share the project (the message shows), agrees and
// sends it; the application waits on the page; sales open it in the console's /staff/sponsorship and approve it with
// a note; the applicant sees "Approved" with the note on the page and has the decision mail.
import { eventually, expectVisible, field, type JourneyContext } from '../harness';
import { readMails } from '../outbox';
import { signedInCustomer } from './checkout.journey';
import { EDITION_EN, EDITION_JA, type Edition } from './edition-texts';
import { staffConsole } from './staff-flows';
import type { Catalog } from '../../src/web/i18n/types';
import { sponsorship as sponsorshipEn } from '../../src/web/i18n/en/sponsorship';
import { sponsorship as sponsorshipJa } from '../../src/web/i18n/ja/sponsorship';

export interface SponsorshipEdition extends Edition {
  sponsorship: Catalog<typeof sponsorshipEn>;
  /** The decision mail's subject (written by the server, src/server/commands/mail/mail-sponsorship.ts). */
  approvedMail: (project: string) => string;
}
export const SPONSORSHIP_EN: SponsorshipEdition = { ...EDITION_EN, sponsorship: sponsorshipEn, approvedMail: (p) => `Your sponsorship is approved: ${p}` };
export const SPONSORSHIP_JA: SponsorshipEdition = { ...EDITION_JA, sponsorship: sponsorshipJa, approvedMail: (p) => `スポンサーシップが承認されました（${p}）` };

export const sponsorshipJourney = async (ctx: JourneyContext, e: SponsorshipEdition): Promise<void> => {
  const base = e.base(ctx);
  const s = e.sponsorship;
  const page = await signedInCustomer(ctx, `sponsor-${e.lang}`, base, e.signIn, e.lang);
  const email = await page.evaluate(async () => ((await (await fetch('/api/user/info')).json()) as { data: { email: string } }).data.email);
  await page.goto(`${base}/xiao-pcba-sponsorship`);
  await expectVisible(page.getByRole('heading', { name: s.pages.xiao.title, level: 1 }), 'the XIAO sponsorship page');

  const project = `Soil sensor ${e.lang} ${Date.now()}`;
  await field(page, s.form.project_name).fill(project);
  await field(page, s.form.team_type).first().click();
  await page.getByRole('option', { name: s.teamType.student, exact: true }).click();
  await field(page, s.form.organisation).fill('Robotics club');
  await field(page, s.form.description).fill('A XIAO based LoRa soil moisture sensor for community gardens.');
  await field(page, s.form.boards).fill('20');
  await page.getByRole('button', { name: s.form.submit }).click();
  await expectVisible(page.getByText(e.common.validation.sponsorshipShare), 'the share agreement required');
  await page.getByLabel(s.form.share).check();
  await page.getByRole('button', { name: s.form.submit }).click();
  await expectVisible(page.getByText(s.form.sent), 'the application sent');
  const card = page.locator('[data-testid^="sponsorship-application-"]').filter({ hasText: project });
  await expectVisible(card.getByText(s.mine.status.submitted), 'the application waiting');

  // sales approve it in the console
  const t = e.staff.sponsorship;
  const staff = await staffConsole(ctx, 'sales', '/staff/sponsorship', base);
  await expectVisible(staff.getByRole('heading', { name: t.title }), 'the sponsorship queue');
  await staff.getByRole('link', { name: project }).click();
  await expectVisible(staff.getByTestId('sponsorship-form').getByText('Robotics club'), 'what the applicant sent');
  await field(staff, t.note).fill('We sponsor 20 boards: expect our e-mail.');
  await staff.getByRole('button', { name: t.approve }).click();
  await expectVisible(staff.getByText(t.decided), 'the decision sent');
  await expectVisible(staff.getByTestId('sponsorship-status').getByText(t.status.approved), 'the application approved');

  // the applicant sees the decision on the page, and has the mail
  await page.reload();
  await expectVisible(card.getByText(s.mine.status.approved), 'the approval on the page');
  await expectVisible(card.getByText('We sponsor 20 boards: expect our e-mail.', { exact: false }), 'the note on the page');
  await eventually(async () => readMails(ctx.outboxDir).find((m) => m.to.includes(email) && m.subject === e.approvedMail(project)), `the decision mail to ${email}`);
  ctx.log(`${e.lang}: sponsorship "${project}" applied for, approved by sales, seen by the applicant`);
};
