// (e) Forgotten password: request a link on /find_psw, read it from the mail outbox, set a new password,
// sign in with it. The link is single-use: opening it again shows the expired/used message.
import { eventually, expectUrl, expectVisible, field, type JourneyContext } from '../harness';
import { expectSignedIn, registerViaApi, submitLogin } from '../flows';
import { findLink, readMails } from '../outbox';

export const name = 'forgotten password: mailed link, new password, sign in';

export const run = async (ctx: JourneyContext): Promise<void> => {
  // Its own account, so the demo customer's password stays as the other journeys expect.
  const account = await registerViaApi(ctx.baseUrl, 'reset');
  const newPassword = 'reset-pw-2';
  const page = await ctx.newPage();

  await page.goto(`${ctx.baseUrl}/find_psw`);
  await field(page, 'Email').fill(account.email);
  await page.getByRole('button', { name: 'Send reset link', exact: true }).click();
  await expectVisible(page.getByText(/If an account exists/i), 'the neutral confirmation');

  const link = await eventually(
    async () => {
      // the account also got its welcome mail: look for the one with the reset link
      const mails = readMails(ctx.outboxDir).filter((m) => m.to.includes(account.email));
      return mails.map((m) => findLink(m, '/find_psw')).find(Boolean);
    },
    `a mail to ${account.email} with a /find_psw link in ${ctx.outboxDir}`,
  );
  const url = new URL(link);
  if (!url.searchParams.get('token')) throw new Error(`the mailed link has no token: ${link}`);
  ctx.log(`mailed link ${url.pathname}?token=…`);
  // The link names the public URL; open the same path on this server.
  const resetPath = `${url.pathname}${url.search}`;

  await page.goto(`${ctx.baseUrl}${resetPath}`);
  const newPw = field(page, 'New password');
  await newPw.fill(newPassword);
  await field(page, ['Confirm password', 'Confirm new password']).fill(newPassword);
  await page.locator('form').filter({ has: newPw }).locator('button[type="submit"]').click();
  const signInLink = page.getByRole('link', { name: 'Sign in', exact: true });
  await expectVisible(signInLink, "the 'Sign in' link after the new password is set");

  await signInLink.first().click();
  await expectUrl(page, (u) => u.pathname === '/login' || u.pathname === '/login.html', 'the login page');
  await submitLogin(page, account.email, newPassword);
  await expectSignedIn(page);

  // Single use: the same link now shows the expired/used message.
  const again = await ctx.newPage();
  await again.goto(`${ctx.baseUrl}${resetPath}`);
  await expectVisible(again.getByText(/expired|already used/i), 'the link expired/used message on a second use');
};
