// (issue 15) Account deletion, run once per edition (account-deletion.journey / account-deletion-japanese.journey):
// a customer with an unpaid order opens the wizard from Personal Detail, reads what is erased and kept, must agree
// to the notice (the free text is required for "other"), and the account check fails on the pending order with its
// reason; the customer cancels the order in another tab, checks again and passes; a wrong password is refused, the
// right one deletes the account; Complete, then the logout confirmation; the same e-mail registers again, without a second sign-up coupon.
import type { Page } from 'playwright-core';
import { assert, eventually, expectUrl, expectVisible, field, type JourneyContext } from '../harness';
import { registerViaApi } from '../flows';
import { EDITION_EN, EDITION_JA, fill, type Edition } from './edition-texts';
import type { Catalog } from '../../src/web/i18n/types';
import { PAYMENT, placeOrderViaApi } from './order-api';
import { accountDeletion as deletionEn } from '../../src/web/i18n/en/account-deletion';
import { accountDeletion as deletionJa } from '../../src/web/i18n/ja/account-deletion';
import { account as accountEn } from '../../src/web/i18n/en/account';
import { account as accountJa } from '../../src/web/i18n/ja/account';

export interface DeletionEdition extends Edition {
  deletion: Catalog<typeof deletionEn>;
  account: Catalog<typeof accountEn>;
}
export const DELETION_EN: DeletionEdition = { ...EDITION_EN, deletion: deletionEn, account: accountEn };
export const DELETION_JA: DeletionEdition = { ...EDITION_JA, deletion: deletionJa, account: accountJa };

const signIn = async (page: Page, base: string, e: DeletionEdition, email: string, password: string): Promise<void> => {
  await page.goto(`${base}/login`);
  await field(page, e.account.fields.email).fill(email);
  await field(page, e.account.fields.password).fill(password);
  await page.getByRole('button', { name: e.signIn, exact: true }).click();
  await expectUrl(page, (u) => u.pathname !== '/login', 'signed in');
};

/** Cancels the unpaid order from its page, in a second tab of the same browser (the wizard stays where it is). */
const cancelOrderInAnotherTab = async (page: Page, base: string, e: DeletionEdition, orderId: number): Promise<void> => {
  const tab = await page.context().newPage();
  await tab.goto(`${base}/web/user/order/${orderId}`);
  await tab.getByRole('button', { name: e.orders.cancel.button }).first().click();
  const dialog = tab.getByRole('dialog');
  await field(dialog, e.orders.cancel.reason).fill('Ordered by mistake');
  await dialog.getByRole('button', { name: e.orders.cancel.confirm }).click();
  await expectVisible(tab.getByText(e.orders.cancel.done), 'the order cancelled');
  await tab.close();
};

export const accountDeletionJourney = async (ctx: JourneyContext, e: DeletionEdition): Promise<void> => {
  const base = e.base(ctx);
  const d = e.deletion;
  const account = await registerViaApi(ctx.baseUrl, `delete-${e.lang}`, e.lang);
  const page = await ctx.newPage();
  await signIn(page, base, e, account.email, account.password);
  const { order_id: orderId } = await placeOrderViaApi(page, base, PAYMENT.wireUsd);

  // from Personal Detail to the wizard: Confirmation information
  await page.goto(`${base}/web/user/personal_detail`);
  await page.getByRole('link', { name: d.link }).click();
  await expectUrl(page, (u) => u.pathname === '/web/user/deleteAccount', 'the deletion wizard');
  await expectVisible(page.getByText(fill(d.confirm.intro, { email: account.email })), 'which account goes');
  await expectVisible(page.getByText(fill(d.confirm.kept, { count: 1 })), 'the order kept for legal retention');
  await page.getByRole('button', { name: d.confirm.next }).click();

  // Notice and Agreement: the terms must be agreed, "other" needs its text
  await page.getByRole('button', { name: d.notice.next }).click();
  await expectVisible(page.getByText(e.common.validation.deletionAgree), 'the agreement required');
  await field(page, d.notice.reasonLabel).first().click();
  await page.getByRole('option', { name: d.reasons.other, exact: true }).click();
  await page.getByLabel(d.notice.agree).check();
  await page.getByRole('button', { name: d.notice.next }).click();
  await expectVisible(page.getByText(e.common.validation.required), 'the reason text required for other');
  await field(page, d.notice.otherLabel).fill('We moved production in-house.');
  await page.getByRole('button', { name: d.notice.next }).click();

  // Account Check: the unpaid order blocks, with its reason
  await expectVisible(page.getByTestId('deletion-check-standard_orders').getByText(fill(d.check.found, { count: 1 })), 'the pending order found');
  await expectVisible(page.getByText(d.check.failed), 'the check failed');
  await cancelOrderInAnotherTab(page, base, e, orderId);
  await page.getByRole('button', { name: d.check.recheck }).click();
  await expectVisible(page.getByText(d.check.passed), 'the check passed', 20_000);
  await page.getByRole('button', { name: d.check.next }).click();

  // the password: a wrong one is refused, the right one deletes the account
  await field(page, d.password.label).fill('not-my-password');
  await page.getByRole('button', { name: d.password.submit }).click();
  await expectVisible(page.getByText(e.common.validation.currentPassword), 'the wrong password refused');
  await field(page, d.password.label).fill(account.password);
  await page.getByRole('button', { name: d.password.submit }).click();
  await expectVisible(page.getByRole('heading', { name: d.complete.heading }), 'the Complete step', 20_000);

  // the logout confirmation, then the login page
  await page.getByRole('button', { name: d.complete.signOut }).click();
  const dialog = page.getByRole('dialog', { name: d.logout.title });
  await expectVisible(dialog.getByText(d.logout.text), 'the logout confirmation');
  await dialog.getByRole('button', { name: d.logout.confirm }).click();
  await expectUrl(page, (u) => u.pathname === '/login', 'signed out to the login page');
  // the old password no longer signs in
  await field(page, e.account.fields.email).fill(account.email);
  await field(page, e.account.fields.password).fill(account.password);
  await page.getByRole('button', { name: e.signIn, exact: true }).click();
  await expectVisible(page.getByText(e.common.errors.wrongCredentials), 'the deleted account cannot sign in');

  // the same e-mail registers again
  await page.goto(`${base}/register`);
  const f = e.account.fields;
  await field(page, f.firstName).fill('Ada');
  await field(page, f.lastName).fill('Lovelace');
  await field(page, f.email).fill(account.email);
  await field(page, f.emailConfirm).fill(account.email);
  await field(page, f.password).fill(account.password);
  await field(page, f.passwordConfirm).fill(account.password);
  await page.getByRole('button', { name: e.account.register.submit, exact: true }).click();
  // signed in as a new account, without a second sign-up coupon (so no coupon pop-up): the address had one already
  await expectUrl(page, (u) => u.pathname !== '/register', 'registered again with the same e-mail');
  const again = await eventually(async () => {
    const info = (await page.evaluate(async () => (await fetch('/api/user/info')).json())) as { data?: { email?: string } };
    return info.data?.email?.toLowerCase() === account.email.toLowerCase() ? info : undefined;
  }, 'the new account signed in', 15_000);
  assert(again, 'the new account signed in');
  const coupons = (await page.evaluate(async () => (await fetch('/api/v1/user/coupon/list')).json())) as { data: { kind: string }[] };
  assert(!coupons.data.some((c) => c.kind === 'signup'), 'no second sign-up coupon');
  assert(await page.getByRole('dialog', { name: e.account.register.welcomeTitle }).count() === 0, 'no coupon pop-up');
};
