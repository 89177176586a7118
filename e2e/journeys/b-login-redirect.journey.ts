// (b) An anonymous visit to a login-protected page ends at the login page with the double-encoded redirect
// query (spec platform §2); signing in (demo account) returns the browser to that page.
import { assert, expectInputValue, expectUrl, field, type JourneyContext } from '../harness';
import { expectSignedIn, submitLogin } from '../flows';

export const name = 'anonymous visit to /web/user ends at login and returns after sign-in';

const TARGET = '/web/user/personal_detail';

export const run = async (ctx: JourneyContext): Promise<void> => {
  const page = await ctx.newPage();
  await page.goto(`${ctx.baseUrl}${TARGET}`);
  const login = await expectUrl(page, (u) => u.pathname === '/login', 'the login page');

  // Double-encoded: '/' → %2F → %252F in the raw query string.
  const expected = encodeURIComponent(encodeURIComponent(TARGET));
  const raw = /[?&]redirect=([^&]*)/.exec(login.search)?.[1];
  assert(raw === expected, `expected the raw redirect query to be ${expected}, got ${String(raw)} (${login.href})`);

  await submitLogin(page, ctx.demo.email, ctx.demo.password);
  await expectUrl(page, (u) => u.pathname === TARGET, TARGET);
  await expectSignedIn(page);
  // The protected page really rendered for the demo customer (seeded as Demo Maker).
  await expectInputValue(field(page, 'First name'), 'Demo', "the demo customer's first name");
};
