// GET /help/article-detail: one article, served in the request's language when a translation exists
// (else English, else the row asked for). The answer's id is the id of the version served.
import { and, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Deps } from '../../deps';
import { helpArticles } from '../../db/schema/index';
import type { ArticleDetail } from '../../../shared/contracts/content';
import type { Lang } from '../../../shared/ids';
import { isHelpCategory } from './list-articles';

export const getArticle = async ({ db }: Pick<Deps, 'db'>, id: number, lang: Lang): Promise<ArticleDetail | undefined> => {
  const asked = alias(helpArticles, 'asked');
  // Every language version of the asked article, in one query.
  const rows = await db
    .select({ article: helpArticles })
    .from(asked)
    .innerJoin(
      helpArticles,
      and(
        eq(helpArticles.category, asked.category),
        eq(helpArticles.platform, asked.platform),
        eq(helpArticles.position, asked.position),
        eq(helpArticles.sort, asked.sort),
      ),
    )
    .where(eq(asked.id, id));
  // Unpublished versions stay in the staff console.
  const versions = rows.map((r) => r.article).filter((v) => v.published);
  const a = versions.find((v) => v.lang === lang) ?? versions.find((v) => v.lang === 'en') ?? versions.find((v) => v.id === id);
  if (!a || !isHelpCategory(a.category)) return undefined;
  return { id: a.id, category: a.category, title: a.title, body: a.body };
};
