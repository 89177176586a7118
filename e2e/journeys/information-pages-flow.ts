// (issue 15) The information pages served from the CMS, run once per edition (information-pages.journey /
// information-pages-japanese.journey): a visitor opens each one and reads its seeded title and a line of its text in
// the edition's language; in the Japanese edition the footer's standard specifications and technical guide lead
// there, and the account menu's Batch Purchase and Resource Center entries lead to the marketplace and the guide.
import { expectUrl, expectVisible, type JourneyContext } from '../harness';
import { signedInCustomer } from './checkout.journey';
import { designForManufacture, standardSpecs, technicalGuide } from '../../src/server/db/seed/content/design-guides';
import { beagleboneSeries, marketplace } from '../../src/server/db/seed/content/program-pages';
import { shell as shellEn } from '../../src/web/i18n/en/shell';
import { shell as shellJa } from '../../src/web/i18n/ja/shell';

const PAGES = [standardSpecs, technicalGuide, designForManufacture, marketplace, beagleboneSeries];

/** The first line of the page's text that is plain prose (no Markdown marks), to find on the page. */
const firstLine = (body: string): string => (body.split('\n').find((l) => /^[^#|\-\d*[]/.test(l.trim())) ?? '').slice(0, 40);

export const informationPagesJourney = async (ctx: JourneyContext, lang: 'en' | 'jp'): Promise<void> => {
  const base = lang === 'jp' ? ctx.jpUrl : ctx.baseUrl;
  const page = await ctx.newPage();
  for (const p of PAGES) {
    await page.goto(`${base}/${p.key}`);
    await expectVisible(page.getByRole('heading', { name: p[lang].title, level: 1 }), `the ${p.key} page`, 30_000);
    await expectVisible(page.getByText(firstLine(p[lang].body), { exact: false }).first(), `the ${p.key} text`);
  }
  if (lang === 'jp') {
    // the Japanese footer's standard specifications and technical guide (spec platform §1)
    await page.goto(`${base}/`);
    await page.getByRole('contentinfo').getByRole('link', { name: shellJa.footer.links.specs }).click();
    await expectVisible(page.getByRole('heading', { name: standardSpecs.jp.title, level: 1 }), 'the standard specifications from the footer', 30_000);
    await page.getByRole('contentinfo').getByRole('link', { name: shellJa.footer.links.guide }).click();
    await expectVisible(page.getByRole('heading', { name: technicalGuide.jp.title, level: 1 }), 'the technical guide from the footer', 30_000);
  }

  // the account menu's batch purchase and resource center entries
  const menu = lang === 'jp' ? shellJa.userMenu : shellEn.userMenu;
  const customer = await signedInCustomer(ctx, `info-${lang}`, base, lang === 'jp' ? 'ログイン' : 'Sign in', lang);
  await customer.goto(`${base}/web/user/personal_detail`);
  await customer.getByRole('navigation').getByRole('link', { name: menu.batchPurchase, exact: true }).first().click();
  await expectUrl(customer, (u) => u.pathname === '/fusion-marketplace', 'batch purchase leads to the marketplace');
  await expectVisible(customer.getByRole('heading', { name: marketplace[lang].title, level: 1 }), 'the marketplace page', 30_000);
  await customer.goto(`${base}/web/user/personal_detail`);
  await customer.getByRole('navigation').getByRole('link', { name: menu.resourceCenter, exact: true }).first().click();
  await expectUrl(customer, (u) => u.pathname === '/fusion-guide', 'resource center leads to the technical guide');
  await expectVisible(customer.getByRole('heading', { name: technicalGuide[lang].title, level: 1 }), 'the technical guide', 30_000);
};
