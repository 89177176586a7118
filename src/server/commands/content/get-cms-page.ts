// POST /cms/detail-by-key: a content page in the request's language, falling back to English.
import { and, eq, inArray } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { contentPages } from '../../db/schema/index';
import type { CmsPage } from '../../../shared/contracts/content';
import type { Lang } from '../../../shared/ids';

/** Undefined when the page exists in neither language. */
export const getCmsPage = async ({ db }: Pick<Deps, 'db'>, key: string, lang: Lang): Promise<CmsPage | undefined> => {
  const rows = await db
    .select()
    .from(contentPages)
    .where(and(eq(contentPages.key, key), inArray(contentPages.lang, [lang, 'en'])));
  const page = rows.find((r) => r.lang === lang) ?? rows.find((r) => r.lang === 'en');
  return page && { key: page.key, title: page.title, body: page.body, updated_at: page.updatedAt.toISOString() };
};
