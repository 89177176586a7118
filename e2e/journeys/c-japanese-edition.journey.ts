// (c) A host ending in .jp is the Japanese edition: <html lang="ja">, Japanese text, prices in yen.
import { expectAttribute, expectHidden, expectVisible, type JourneyContext } from '../harness';

export const name = 'the Japanese edition shows Japanese text and yen prices';

export const run = async (ctx: JourneyContext): Promise<void> => {
  const page = await ctx.newPage();
  await page.goto(`${ctx.jpUrl}/`);
  await expectAttribute(page.locator('html'), 'lang', 'ja');
  // The header's sign-in link in Japanese, and no English one.
  await expectVisible(page.getByRole('link', { name: 'ログイン' }), "the Japanese sign-in link 'ログイン'");
  await expectHidden(page.getByRole('link', { name: 'Sign in', exact: true }), "an English 'Sign in' link");
  // A price in yen on the home page: the yen sign followed by digits, no decimals (JPY has none).
  await expectVisible(page.getByText(/[¥￥]\s?\d[\d,]*(?![.,\d])/).filter({ visible: true }), 'a yen price on the home page');
};
