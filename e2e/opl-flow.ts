// The Open Parts Library journey, run in each edition (issue 10): search "100nF 0402", filter to Basic parts, go
// back and forward through the URL, open a part, download its library file.
import fs from 'node:fs';
import { assert, expectUrl, expectVisible, field, type JourneyContext, type Viewport } from './harness';

interface Words {
  search: string;
  filters?: string;
  basic: RegExp;
  kicad: string;
  prices: string;
}

export const oplJourney = async (ctx: JourneyContext, baseUrl: string, words: Words, viewport?: Viewport): Promise<void> => {
  const page = await ctx.newPage(viewport ? { viewport } : undefined);
  await page.goto(`${baseUrl}/opl`);
  await field(page, words.search).fill('100nF 0402');
  await expectUrl(page, (u) => u.searchParams.get('q') === '100nF 0402', 'the search in the URL (?q=100nF 0402)');
  const part = page.getByRole('link', { name: 'CL05B104KO5NNNC' });
  await expectVisible(part, 'the Samsung 100 nF 0402 capacitor in the results');
  await expectVisible(page.getByRole('link', { name: 'GRM155R71C104KA88D' }), 'the Murata 100 nF 0402 capacitor in the results');

  // filter: Basic parts only (behind the Filters button on a phone)
  if (words.filters) await page.getByRole('button', { name: words.filters, exact: true }).click();
  await page.getByText(words.basic).filter({ visible: true }).first().click();
  await expectUrl(page, (u) => u.searchParams.get('library') === 'basic' && u.searchParams.get('q') === '100nF 0402', 'the filter in the URL (library=basic)');
  await expectVisible(part, 'the Basic 100 nF capacitor after filtering');

  // the back button undoes the filter, forward restores it
  await page.goBack();
  await expectUrl(page, (u) => !u.searchParams.has('library') && u.searchParams.get('q') === '100nF 0402', 'the search without the filter after Back');
  await page.goForward();
  await expectUrl(page, (u) => u.searchParams.get('library') === 'basic', 'the filter again after Forward');

  // the part page: price tiers and the library download
  await part.click();
  await expectUrl(page, (u) => u.pathname.startsWith('/opl/part/'), 'the part page');
  await expectVisible(page.getByRole('heading', { name: 'CL05B104KO5NNNC' }), 'the part heading');
  await expectVisible(page.getByRole('heading', { name: words.prices }), 'the price tiers');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: words.kicad }).click()]);
  assert(download.suggestedFilename().endsWith('.kicad_sym'), `a .kicad_sym file, got ${download.suggestedFilename()}`);
  const text = fs.readFileSync(await download.path(), 'utf8');
  assert(text.includes('(property "MPN" "CL05B104KO5NNNC"'), 'the library file carries the MPN field');
  assert(text.includes('(property "Manufacturer" "Samsung Electro-Mechanics"'), 'the library file carries the manufacturer field');
};
