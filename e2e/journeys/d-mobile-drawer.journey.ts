// (d) Phone-sized viewport: the navigation moves into a drawer ('Open navigation' → dialog 'Navigation') and
// the footer is hidden. The desktop check first shows the same page does have a footer, so "hidden" means something.
import { expectHidden, expectVisible, type JourneyContext } from '../harness';

export const name = 'phone viewport shows the navigation drawer and hides the footer';

export const run = async (ctx: JourneyContext): Promise<void> => {
  const desktop = await ctx.newPage({ viewport: { width: 1366, height: 900 } });
  await desktop.goto(`${ctx.baseUrl}/fusion`);
  await expectVisible(desktop.getByRole('contentinfo'), 'the footer on desktop');
  await expectHidden(desktop.getByRole('button', { name: 'Open navigation' }), "the 'Open navigation' button on desktop");

  const phone = await ctx.newPage({ viewport: { width: 390, height: 844 } });
  await phone.goto(`${ctx.baseUrl}/fusion`);
  const burger = phone.getByRole('button', { name: 'Open navigation' });
  await expectVisible(burger, "the 'Open navigation' button");
  await expectHidden(phone.locator('footer, [role="contentinfo"]'), 'the footer on a phone');

  await burger.click();
  await expectVisible(phone.getByRole('dialog', { name: 'Navigation' }), "the drawer titled 'Navigation'");
};
