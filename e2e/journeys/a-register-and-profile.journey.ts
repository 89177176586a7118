// (a) A new customer registers, is signed in (the Account menu shows), edits the first name on Personal Detail,
// signs out (the 'Sign in' link is back) and signs in again with the new account.
import { expectHidden, expectInputValue, expectUrl, expectVisible, field, type JourneyContext } from '../harness';
import { chooseAccountMenu, expectSignedIn, expectSignedOut, submitLogin, uniqueEmail } from '../flows';

export const name = 'register, edit personal detail, sign out, sign in again';

export const run = async (ctx: JourneyContext): Promise<void> => {
  const page = await ctx.newPage();
  const email = uniqueEmail('register');
  const password = 'journey-pw-1';

  await page.goto(`${ctx.baseUrl}/register`);
  await field(page, 'First name').fill('Ada');
  await field(page, 'Last name').fill('Lovelace');
  await field(page, 'Email').fill(email);
  await field(page, 'Confirm email').fill(email);
  await field(page, 'Password').fill(password);
  await field(page, 'Confirm password').fill(password);
  await page.getByRole('button', { name: 'Create account', exact: true }).click();
  // The sign-up pop-up announces the $50 coupon; continue without opening the coupons page.
  const welcome = page.getByRole('dialog', { name: 'Welcome to Fusion!' });
  await expectVisible(welcome, 'the sign-up coupon pop-up');
  await expectVisible(welcome.getByText('A $50.00 sign-up coupon is now in your account'), 'the $50 coupon in the pop-up');
  await welcome.getByRole('button', { name: 'Cancel' }).click();
  await expectHidden(welcome, 'the pop-up to close');
  await expectSignedIn(page);
  ctx.log(`registered ${email}`);

  await chooseAccountMenu(page, 'Personal Detail');
  await expectUrl(page, (u) => u.pathname === '/web/user/personal_detail', '/web/user/personal_detail');
  const firstName = field(page, 'First name');
  await expectInputValue(firstName, 'Ada', 'First name (as registered)');
  await firstName.fill('Augusta');
  // The page has other sections (email, password); use the Save button of the form holding the names.
  const nameForm = page.locator('form').filter({ has: firstName });
  const save = (await nameForm.count()) > 0 ? nameForm.getByRole('button', { name: 'Save', exact: true }) : page.getByRole('button', { name: 'Save', exact: true });
  await save.first().click();
  await expectVisible(page.getByText(/^\s*Saved\.?\s*$/), "the 'Saved' confirmation");

  // The change is stored, not just shown: a reload reads it back from the server.
  await page.reload();
  await expectInputValue(field(page, 'First name'), 'Augusta', 'First name after reload');

  await chooseAccountMenu(page, 'Sign out');
  await expectUrl(page, (u) => !u.pathname.startsWith('/web/user'), 'outside the account pages after signing out');
  await page.goto(`${ctx.baseUrl}/fusion`);
  await expectSignedOut(page);

  await page.getByRole('link', { name: 'Sign in', exact: true }).click();
  await expectUrl(page, (u) => u.pathname === '/login' || u.pathname === '/login.html', 'the login page');
  await submitLogin(page, email, password);
  await expectSignedIn(page);
};
