// (issue 9) Content staff switch on the English edition's maintenance notice in the console; the shop shows it.
import { expectHidden, expectVisible, field, type JourneyContext } from '../harness';
import { staffConsole } from './staff-flows';

export const name = 'Staff console: the maintenance notice changed in the console shows in the shop';

export const run = async (ctx: JourneyContext): Promise<void> => {
  const staff = await staffConsole(ctx, '/staff/content/notice');
  const en = staff.getByTestId('notice-en');
  // The journeys share one server: whatever happens here, the shop is left without a notice for the next journey.
  try {
    await expectVisible(en, 'the English notice form');
    await en.getByRole('switch', { name: 'Show the notice' }).check({ force: true });
    await field(en, 'Title').fill('Planned maintenance');
    await field(en, 'Description').fill('The shop is read-only from 02:00 to 03:00 UTC.');
    await en.getByRole('button', { name: 'Save' }).click();
    await expectVisible(staff.getByText('Saved.'), 'saved');

    const shop = await ctx.newPage();
    await shop.goto(`${ctx.baseUrl}/fusion`);
    const notice = shop.getByRole('dialog');
    await expectVisible(notice.getByText('Planned maintenance'), 'the notice title in the shop');
    await expectVisible(notice.getByText('The shop is read-only from 02:00 to 03:00 UTC.'), 'the notice text');

    // a customer never sees the console: the not-found page, no hint
    await shop.goto(`${ctx.baseUrl}/staff/content/notice`);
    await expectVisible(shop.getByText('404'), 'the not-found page for a visitor');

    // switched off again in the console, the shop shows no notice
    await en.getByRole('switch', { name: 'Show the notice' }).uncheck({ force: true });
    await en.getByRole('button', { name: 'Save' }).click();
    await shop.goto(`${ctx.baseUrl}/fusion`);
    await expectVisible(shop.getByRole('heading').first(), 'the home page');
    await expectHidden(shop.getByText('Planned maintenance'), 'no notice once it is switched off');
  } finally {
    await staff.evaluate(async () => {
      await fetch('/api/v1/staff/content/notice', {
        method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ lang: 'en', normal: true, title: '', desc: '' }),
      });
    });
  }
};
