// (issue 9) In the Japanese edition, content staff rewrite an FAQ article's Japanese title and text in the console
// (in Japanese); the Japanese shop's FAQ shows them. The journeys share one server: the article is put back.
import { expectVisible, field, type JourneyContext } from '../harness';
import { staffConsole } from './staff-flows';

export const name = 'Staff console (Japanese): an FAQ article edited in the console shows in the Japanese shop';

interface Article { id: number; category: string; published: boolean; en: { title: string; body: string } | null; jp: { title: string; body: string } | null }

export const run = async (ctx: JourneyContext): Promise<void> => {
  const staff = await staffConsole(ctx, 'content', '/staff/content/articles?category=FAQ', ctx.jpUrl);
  const original: Article = await staff.evaluate(async () =>
    (await (await fetch('/api/v1/staff/content/articles?category=FAQ&page_size=1')).json()).data.list[0]);
  const stamp = Date.now().toString(36);
  const title = `ジャーニー確認 ${stamp}：納期について`;
  const body = `通常は**5営業日**で出荷します（${stamp}）。`;
  try {
    await expectVisible(staff.getByRole('heading', { name: 'ヘルプ記事・よくある質問' }), 'the Japanese articles screen');
    await staff.getByTestId(`article-${original.id}`).getByRole('button', { name: '編集' }).click();
    const jp = staff.getByTestId('article-jp');
    await field(jp, 'タイトル').fill(title);
    await field(jp, '本文（Markdown）').fill(body);
    await expectVisible(jp.locator('strong', { hasText: '5営業日' }), 'the preview drawn by the shop renderer');
    await staff.getByTestId('article-form').getByRole('button', { name: '保存' }).click();
    await expectVisible(staff.getByTestId(`article-${original.id}`).getByText(title), 'the new title in the list');

    const shop = await ctx.newPage();
    await shop.goto(`${ctx.jpUrl}/faq`);
    const question = shop.getByRole('button', { name: title });
    await expectVisible(question, 'the new question in the Japanese FAQ');
    await question.click();
    await expectVisible(shop.getByText(/通常は/).filter({ hasText: stamp }), 'the new answer');
  } finally {
    await staff.evaluate(async (a) => {
      if (!a?.en || !a.jp) return;
      await fetch('/api/v1/staff/content/articles', {
        method: 'POST', headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ id: a.id, category: a.category, published: a.published, en: a.en, jp: a.jp }),
      });
    }, original);
  }
};
