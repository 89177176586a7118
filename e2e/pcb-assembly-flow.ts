// Issue 11 "Pages": a visitor sees the home page's PCBA card (it leads to the order page /fusion_pcba), finds the PCB
// assembly information page on the sitemap (both editions list it; only the English footer has a products group),
// sees its sections, and its call to action opens the page where an assembly is quoted (the order page; the premium
// PCB/PCBA manual quote when the order page is absent). On a phone the page reads without sideways scrolling.
// Screenshots go to $SHOTS_DIR when it is set.
import type { Page } from 'playwright-core';
import { assert, expectUrl, expectVisible, type JourneyContext } from './harness';
import { noSidewaysScroll, shot } from './phone-flow';

export interface PcbAssemblyWords {
  edition: 'en' | 'jp';
  home: string;
  heading: string;
  sections: string[];
  cta: string;
}

const PHONE = { width: 390, height: 844 };

const expectSections = async (page: Page, w: PcbAssemblyWords): Promise<void> => {
  await expectVisible(page.getByRole('heading', { level: 1, name: w.heading }), `the heading '${w.heading}'`, 30_000);
  for (const name of w.sections) await expectVisible(page.getByRole('heading', { level: 2, name }), `the section '${name}'`);
};

export const pcbAssemblyJourney = async (ctx: JourneyContext, base: string, w: PcbAssemblyWords): Promise<void> => {
  const page = await ctx.newPage();
  await page.goto(`${base}${w.home}`);
  // The home page's PCBA card leads to the order page; the information page is listed on the sitemap.
  await expectVisible(page.locator('main a[href="/fusion_pcba"]').first(), 'the PCB assembly service card on the home page', 30_000);
  await page.goto(`${base}/sitemap`);
  const info = page.locator('main a[href="/pcb-assembly"]').first();
  await expectVisible(info, 'the PCB assembly link on the sitemap', 30_000);
  await info.click();
  await expectUrl(page, (u) => u.pathname === '/pcb-assembly', '/pcb-assembly');
  await expectSections(page, w);
  await shot(page, `pcb-assembly-${w.edition}-desktop`, true);

  // Its words change once the order page exists ("quote online"), so it is found by its test id.
  const cta = page.getByTestId('pcba-cta');
  await expectVisible(cta, `the call to action '${w.cta}'`);
  const target = await cta.getAttribute('href');
  assert(target === '/premium-pcb-pcba' || target === '/fusion_pcba', `the call to action leads to ${target}`);
  await cta.click();
  await expectUrl(page, (u) => u.pathname === target, target);
  await expectVisible(page.getByRole('heading', { level: 1 }).first(), `the quote page ${target}`, 30_000);

  const phone = await ctx.newPage({ viewport: PHONE });
  await phone.goto(`${base}/pcb-assembly`);
  await expectSections(phone, w);
  await noSidewaysScroll(phone, 'the PCB assembly page on a phone');
  await shot(phone, `pcb-assembly-${w.edition}-phone`, true);
};
