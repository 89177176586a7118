// Staff console steps shared by the journeys: signing in as the demo staff account (role admin, which holds the
// sales, finance and content permissions the journeys use) and opening a console page.
import type { Page } from 'playwright-core';
import { expectUrl, expectVisible, field, type JourneyContext } from '../harness';

export const STAFF = { email: 'staff@fusion.test', password: 'fusion-staff' };

export const staffConsole = async (ctx: JourneyContext, path: string, base = ctx.baseUrl): Promise<Page> => {
  const staff = await ctx.newPage();
  await staff.goto(`${base}/login`);
  await field(staff, ['Email', 'メールアドレス']).fill(STAFF.email);
  await field(staff, ['Password', 'パスワード']).fill(STAFF.password);
  await staff.getByRole('button', { name: /^(Sign in|ログイン)$/ }).click();
  await expectUrl(staff, (u) => u.pathname !== '/login', 'staff signed in');
  await staff.goto(`${base}${path}`);
  await expectVisible(staff.getByRole('heading', { name: /Fusion staff console|Fusion スタッフコンソール/ }), 'the staff console');
  return staff;
};
