// (issue 9) The maintenance notice, run once per edition (staff-notice.journey.ts, staff-notice-japanese.journey.ts):
// content staff switch on the edition's notice in the console (in the edition's language); the edition's shop shows
// it; a visitor gets the not-found page for the console; switched off again in the console, the shop shows none.
// Signed in as the content role, which may not read orders: the orders page shows nothing and the server refuses.
import { assert, expectHidden, expectVisible, field, type JourneyContext } from '../harness';
import { EDITION_EN, EDITION_JA, type Edition } from './edition-texts';
import { staffConsole } from './staff-flows';

export interface NoticeEdition extends Edition {
  title: string;
  desc: string;
}

export const NOTICE_EN: NoticeEdition = {
  ...EDITION_EN, title: 'Planned maintenance', desc: 'The shop is read-only from 02:00 to 03:00 UTC.',
};

export const NOTICE_JA: NoticeEdition = {
  ...EDITION_JA, title: '定期メンテナンスのご案内', desc: '午前11時から正午（日本時間）まで、ショップは閲覧のみとなります。',
};

export const noticeJourney = async (ctx: JourneyContext, e: NoticeEdition): Promise<void> => {
  const base = e.base(ctx);
  const t = e.staff;
  const staff = await staffConsole(ctx, 'content', '/staff/content/notice', base);
  const form = staff.getByTestId(`notice-${e.lang}`);
  const shown = form.getByRole('switch', { name: t.notice.show });
  // The journeys share one server: whatever happens here, the shop is left without a notice for the next journey.
  try {
    await expectVisible(staff.getByRole('heading', { name: t.notice.title }), "the notice screen in the edition's language");
    await expectVisible(form.getByText(t.notice.lang[e.lang], { exact: true }), "the edition's notice form");
    await shown.check({ force: true });
    await field(form, t.notice.heading).fill(e.title);
    await field(form, t.notice.text).fill(e.desc);
    await form.getByRole('button', { name: t.common.save }).click();
    await expectVisible(staff.getByText(t.common.saved), 'saved');

    const shop = await ctx.newPage();
    await shop.goto(`${base}${e.home}`);
    const notice = shop.getByRole('dialog');
    await expectVisible(notice.getByText(e.title), 'the notice title in the shop');
    await expectVisible(notice.getByText(e.desc), 'the notice text');

    // a visitor never sees the console: the not-found page, no hint
    await shop.goto(`${base}/staff/content/notice`);
    await expectVisible(shop.getByText('404'), 'the not-found page for a visitor');

    // switched off again in the console, the shop shows no notice
    await shown.uncheck({ force: true });
    const saved = staff.waitForResponse((r) => new URL(r.url()).pathname === '/api/v1/staff/content/notice' && r.request().method() === 'POST');
    await form.getByRole('button', { name: t.common.save }).click();
    assert((await saved).ok(), 'the notice switched off');
    await shop.goto(`${base}${e.home}`);
    await expectVisible(shop.getByRole('heading').first(), 'the home page');
    await expectHidden(shop.getByText(e.title), 'no notice once it is switched off');

    // Content staff may not read orders: inside the console /staff/orders is the not-found page, the navigation has
    // no Orders entry, the page never asks for the list, and the server refuses the list call itself.
    const asked: string[] = [];
    staff.on('request', (r) => {
      if (new URL(r.url()).pathname.startsWith('/api/v1/staff/orders')) asked.push(r.url());
    });
    await staff.goto(`${base}/staff/orders`);
    await expectVisible(staff.getByRole('heading', { name: /Fusion staff console|Fusion スタッフコンソール/ }), 'still inside the console');
    await expectVisible(staff.getByText('404'), 'the not-found page for the content role');
    await expectHidden(staff.getByRole('link', { name: t.nav.orders, exact: true }), 'no Orders entry for the content role');
    assert(asked.length === 0, `the console asked for orders: ${asked.join(', ')}`);
    const refused = await staff.evaluate(async () => {
      const res = await fetch('/api/v1/staff/orders');
      return { status: res.status, body: await res.text() };
    });
    assert(refused.status === 403 && !refused.body.includes('order_no'), `the orders list refused to the content role: ${JSON.stringify(refused)}`);
    ctx.log(`${e.lang}: notice "${e.title}" shown in the shop, then switched off`);
  } finally {
    await staff.evaluate(async (lang) => {
      await fetch('/api/v1/staff/content/notice', {
        method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ lang, normal: true, title: '', desc: '' }),
      });
    }, e.lang);
  }
};
