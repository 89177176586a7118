// GET /help/article: help-centre article summaries in the request's language.
// Translations of one article share category, platform, position and sort; for each article the row in
// the request's language is shown, else the English one.
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { helpArticles } from '../../db/schema/index';
import { HELP_CATEGORIES, type ArticleSummary, type HelpCategory } from '../../../shared/contracts/content';
import type { Lang } from '../../../shared/ids';

interface ArticleFilter {
  /** '1': every platform and position (the category filter still applies). */
  all?: '0' | '1';
  platform?: string;
  position?: string;
  category?: HelpCategory;
}

export const isHelpCategory = (c: string): c is HelpCategory => (HELP_CATEGORIES as readonly string[]).includes(c);

/** The key that ties the language versions of one article together. */
const translationKey = (r: { category: string; platform: string; position: string; sort: number }) =>
  `${r.category}|${r.platform}|${r.position}|${r.sort}`;

export const listArticles = async ({ db }: Pick<Deps, 'db'>, filter: ArticleFilter, lang: Lang): Promise<ArticleSummary[]> => {
  // Unpublished articles stay in the staff console.
  const where: SQL[] = [inArray(helpArticles.lang, [lang, 'en']), eq(helpArticles.published, true)];
  if (filter.category) where.push(eq(helpArticles.category, filter.category));
  if (filter.all !== '1') {
    if (filter.platform) where.push(eq(helpArticles.platform, filter.platform));
    if (filter.position) where.push(eq(helpArticles.position, filter.position));
  }
  const rows = await db
    .select({
      id: helpArticles.id, category: helpArticles.category, lang: helpArticles.lang, platform: helpArticles.platform,
      position: helpArticles.position, sort: helpArticles.sort, title: helpArticles.title,
    })
    .from(helpArticles)
    .where(and(...where))
    .orderBy(asc(helpArticles.sort), asc(helpArticles.id));

  const chosen = new Map<string, (typeof rows)[number]>();
  for (const row of rows) {
    const key = translationKey(row);
    const current = chosen.get(key);
    if (!current || (current.lang !== lang && row.lang === lang)) chosen.set(key, row);
  }
  const summaries: ArticleSummary[] = [];
  for (const row of chosen.values()) {
    if (isHelpCategory(row.category)) summaries.push({ id: row.id, category: row.category, title: row.title });
  }
  // Map keeps first-seen order (by sort); group by the spec's topic order.
  return summaries.sort((a, b) => HELP_CATEGORIES.indexOf(a.category) - HELP_CATEGORIES.indexOf(b.category));
};
