// Staff console steps shared by the journeys: signing in as the journey account of a role (made by staff:create before
// the server started, see e2e/staff-accounts.ts) and opening a console page. Each journey signs in as the role that
// does the work in the shop (issue 9), so a permission a role lacks fails the journey instead of passing as admin.
import type { Page } from 'playwright-core';
import { expectUrl, expectVisible, field, type JourneyContext } from '../harness';
import type { JourneyStaffRole } from '../staff-accounts';

/** A fresh page signed in to the edition at `base` as the role's staff account. */
export const signedInStaff = async (ctx: JourneyContext, role: JourneyStaffRole, base = ctx.baseUrl): Promise<Page> => {
  const account = ctx.staff[role];
  const staff = await ctx.newPage();
  await staff.goto(`${base}/login`);
  await field(staff, ['Email', 'メールアドレス']).fill(account.email);
  await field(staff, ['Password', 'パスワード']).fill(account.password);
  await staff.getByRole('button', { name: /^(Sign in|ログイン)$/ }).click();
  await expectUrl(staff, (u) => u.pathname !== '/login', `${role} staff signed in`);
  return staff;
};

/** The console page `path`, opened by the role's staff account. */
export const staffConsole = async (ctx: JourneyContext, role: JourneyStaffRole, path: string, base = ctx.baseUrl): Promise<Page> => {
  const staff = await signedInStaff(ctx, role, base);
  await staff.goto(`${base}${path}`);
  await expectVisible(staff.getByRole('heading', { name: /Fusion staff console|Fusion スタッフコンソール/ }), 'the staff console');
  return staff;
};
