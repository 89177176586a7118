// (issue 15) The newsletter and the questionnaire, run once per edition (newsletter.journey / newsletter-japanese.
// journey): a visitor signs up in the footer, confirms from the mailed link on /subscribe (a press, not the link
// alone), signing up again says 'Already subscribed', and the welcome mail's link unsubscribes on /unsubscribe (the
// used link then says it is no longer valid). The visitor answers /fusion-questionnaire (an empty form names every
// question) and sales read the answer in the console's questionnaire screen.
import type { Page } from 'playwright-core';
import { eventually, expectVisible, field, type JourneyContext } from '../harness';
import { findLink, readMails } from '../outbox';
import { EDITION_EN, EDITION_JA, fill, type Edition } from './edition-texts';
import { staffConsole } from './staff-flows';
import { shell as shellEn } from '../../src/web/i18n/en/shell';
import { shell as shellJa } from '../../src/web/i18n/ja/shell';
import { newsletter as newsletterEn } from '../../src/web/i18n/en/newsletter';
import { newsletter as newsletterJa } from '../../src/web/i18n/ja/newsletter';

export interface NewsletterEdition extends Edition {
  shell: typeof shellEn;
  newsletter: typeof newsletterEn;
}
export const NEWSLETTER_EN: NewsletterEdition = { ...EDITION_EN, shell: shellEn, newsletter: newsletterEn };
export const NEWSLETTER_JA: NewsletterEdition = { ...EDITION_JA, shell: shellJa as typeof shellEn, newsletter: newsletterJa as typeof newsletterEn };

/** The path and query of the newest mailed link to `path` for this address (the mail names the public URL). */
const mailedLink = (ctx: JourneyContext, email: string, path: string): Promise<string> =>
  eventually(async () => {
    const links = readMails(ctx.outboxDir).filter((m) => m.to.includes(email)).map((m) => findLink(m, path)).filter(Boolean);
    const link = links.at(-1);
    if (!link) return undefined;
    const url = new URL(link);
    return `${url.pathname}${url.search}`;
  }, `a mail to ${email} with a ${path} link`, 30_000);

const footerSignUp = async (page: Page, e: NewsletterEdition, email: string) => {
  // /subscribe shows the same box as its content, before the footer's
  const form = page.getByRole('form', { name: e.shell.newsletter.title }).first();
  await field(form, e.shell.newsletter.email).fill(email);
  await form.getByRole('button', { name: e.shell.newsletter.submit }).click();
  return form;
};

export const newsletterJourney = async (ctx: JourneyContext, e: NewsletterEdition): Promise<void> => {
  const base = e.base(ctx);
  const { newsletter: n, shell } = e;
  const email = `news-${e.lang}-${Date.now()}@example.com`;

  const page = await ctx.newPage();
  await page.goto(`${base}${e.home}`);
  const form = await footerSignUp(page, e, email);
  await expectVisible(form.getByText(shell.newsletter.success), 'the footer asks to confirm from the mail', 30_000);

  await page.goto(`${base}${await mailedLink(ctx, email, '/subscribe')}`);
  await expectVisible(page.getByRole('heading', { name: n.subscribe.confirmHeading, level: 1 }), 'the confirmation page', 30_000);
  await page.getByRole('button', { name: n.subscribe.confirm }).click();
  await expectVisible(page.getByText(fill(n.subscribe.confirmed, { email })), 'the subscription confirmed');

  // confirmed: the footer's box (here on /subscribe's own form) says so
  await page.goto(`${base}/subscribe`);
  await expectVisible(page.getByRole('heading', { name: n.subscribe.heading, level: 1 }), 'the sign-up page', 30_000);
  const again = await footerSignUp(page, e, email);
  await expectVisible(again.getByText(shell.newsletter.already), "'Already subscribed'");

  const unsubscribe = await mailedLink(ctx, email, '/unsubscribe');
  await page.goto(`${base}${unsubscribe}`);
  await page.getByRole('button', { name: n.unsubscribe.submit }).click();
  await expectVisible(page.getByText(fill(n.unsubscribe.done, { email })), 'unsubscribed', 30_000);
  await page.goto(`${base}${unsubscribe}`);
  await page.getByRole('button', { name: n.unsubscribe.submit }).click();
  await expectVisible(page.getByText(n.linkInvalid), 'a used link is no longer valid', 30_000);

  // the questionnaire: every question must be answered (the comments aside)
  const comment = `Journey ${e.lang} ${Date.now()}`;
  await page.goto(`${base}/fusion-questionnaire`);
  await expectVisible(page.getByRole('heading', { name: n.questionnaire.heading, level: 1 }), 'the questionnaire', 30_000);
  await page.getByRole('button', { name: n.questionnaire.submit }).click();
  await expectVisible(page.getByText(n.questionnaire.required).nth(3), 'the four questions named as unanswered');
  await page.getByRole('radio', { name: n.questionnaire.roles.engineer }).check();
  await page.getByRole('checkbox', { name: n.questionnaire.serviceNames.pcba }).check();
  await page.getByRole('radio', { name: '4', exact: true }).check();
  await page.getByRole('radio', { name: n.questionnaire.recommendChoices.yes, exact: true }).check();
  await field(page, n.questionnaire.comments).fill(comment);
  await page.getByRole('button', { name: n.questionnaire.submit }).click();
  await expectVisible(page.getByText(n.questionnaire.thanks), 'the answers sent', 30_000);

  const staff = await staffConsole(ctx, 'sales', '/staff/questionnaire', base);
  await expectVisible(staff.getByRole('heading', { name: e.staff.questionnaire.title }), 'the questionnaire answers', 30_000);
  await expectVisible(staff.getByText(comment), 'the answer in the console', 30_000);
  await expectVisible(staff.getByRole('link', { name: e.staff.questionnaire.export }), 'the CSV export');
};
