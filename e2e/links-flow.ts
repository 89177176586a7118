// Issue 8 §7 for a visitor, in one edition: the home page loads without a single console error (no failed
// user/info, no router warning), and every link of the header, the footer, the home page and the sitemap leads
// to a page that exists (not the not-found page); the link to the other edition goes to its configured address.
import type { Page } from 'playwright-core';
import { assert, eventually, expectVisible, type JourneyContext } from './harness';

export interface LinkWords {
  notFound: string;
  /** The other edition's link text in the header, and where it must lead. */
  otherEdition: string;
  otherHref: string;
  home: string;
}

const internalLinks = async (page: Page, selector: string, origin: string): Promise<string[]> =>
  page.$$eval(selector, (as, o) => as.map((a) => (a as HTMLAnchorElement).href).filter((h) => h.startsWith(o)), origin);

export const linksJourney = async (ctx: JourneyContext, base: string, w: LinkWords): Promise<void> => {
  const page = await ctx.newPage();
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || (m.type() === 'warning' && /HydrateFallback/i.test(m.text()))) errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${base}${w.home}`);
  await expectVisible(page.getByRole('heading', { level: 1 }).first(), 'the home page');
  await expectVisible(page.getByRole('contentinfo'), 'the footer');
  const other = page.getByTestId('edition-link').first();
  await eventually(async () => (await other.getAttribute('href')) === w.otherHref, `the '${w.otherEdition}' link to ${w.otherHref}`);
  await page.waitForLoadState('networkidle');
  assert(errors.length === 0, `a visitor's home page logged: ${errors.join(' | ')}`);

  const origin = new URL(base).origin;
  const links = new Set([
    ...(await internalLinks(page, 'header a[href], footer a[href], main a[href]', origin)),
  ]);
  await page.goto(`${base}/sitemap`);
  await expectVisible(page.getByRole('heading', { level: 1 }).first(), 'the sitemap');
  await page.waitForLoadState('networkidle');
  for (const l of await internalLinks(page, 'main a[href]', origin)) links.add(l);
  ctx.log(`${links.size} links`);

  // Each link is opened inside the app (the router follows a history change), so the app's code loads once: a
  // link whose page does not exist shows the not-found page (data-testid dead-end with its 404).
  const broken: string[] = [];
  for (const url of links) {
    const target = new URL(url);
    await page.evaluate((p) => {
      window.history.pushState({}, '', p);
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    }, target.pathname + target.search);
    await page.waitForLoadState('networkidle');
    const h1 = page.getByRole('heading', { level: 1 }).first();
    await expectVisible(h1, `a heading on ${url}`, 30_000);
    if ((await h1.textContent())?.includes(w.notFound)) broken.push(url);
  }
  assert(broken.length === 0, `links to the not-found page: ${broken.join(', ')}`);
};
