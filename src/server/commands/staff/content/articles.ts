// Help articles and FAQ (issue 9; spec platform §7 /help/article): staff search and page through them, write each in
// English and Japanese (Markdown: the shop renders it with raw HTML dropped and unsafe links removed, see
// src/web/features/content/Markdown.tsx), choose the category, publish and unpublish. The shop ties the language
// versions of one article by category, platform, position and sort, so both versions are saved together.
// The help centre holds at most a few hundred rows: grouped, searched and paged here on the server, in memory.
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Deps } from '../../../deps';
import type { Tx } from '../../../db/client';
import { helpArticles } from '../../../db/schema/index';
import { HELP_CATEGORIES, type HelpCategory } from '../../../../shared/contracts/content';
import type { StaffArticle, staffArticleBodySchema, staffArticleQuerySchema } from '../../../../shared/contracts/staff-content';
import { conflict, notFound } from '../../../http/errors';
import { writeAudit } from '../audit';

type Row = typeof helpArticles.$inferSelect;
type ArticleBody = z.output<typeof staffArticleBodySchema>;
type ArticleQuery = z.output<typeof staffArticleQuerySchema>;

const groupKey = (r: Row) => `${r.category}|${r.platform}|${r.position}|${r.sort}`;
const isCategory = (c: string): c is HelpCategory => (HELP_CATEGORIES as readonly string[]).includes(c);

const toStaff = (versions: Row[]): StaffArticle | null => {
  const en = versions.find((v) => v.lang === 'en');
  const jp = versions.find((v) => v.lang === 'jp');
  const first = en ?? jp;
  if (!first || !isCategory(first.category)) return null;
  return {
    id: first.id, category: first.category, sort: first.sort, published: versions.every((v) => v.published),
    en: en ? { title: en.title, body: en.body } : null, jp: jp ? { title: jp.title, body: jp.body } : null,
  };
};

const groups = (rows: Row[]): Row[][] => {
  const byKey = new Map<string, Row[]>();
  for (const r of rows) byKey.set(groupKey(r), [...(byKey.get(groupKey(r)) ?? []), r]);
  return [...byKey.values()];
};

export const listStaffArticles = async ({ db }: Pick<Deps, 'db'>, q: ArticleQuery) => {
  const rows = await db.select().from(helpArticles);
  const needle = q.q?.trim().toLowerCase();
  const matches = (a: StaffArticle) =>
    !needle || [a.en?.title, a.en?.body, a.jp?.title, a.jp?.body].some((t) => t?.toLowerCase().includes(needle));
  const all = groups(rows)
    .map(toStaff)
    .filter((a): a is StaffArticle => a !== null && (!q.category || a.category === q.category) && matches(a));
  const title = (a: StaffArticle) => a.en?.title ?? a.jp?.title ?? '';
  const cmp = {
    sort: (a: StaffArticle, b: StaffArticle) => HELP_CATEGORIES.indexOf(a.category) - HELP_CATEGORIES.indexOf(b.category) || a.sort - b.sort,
    title: (a: StaffArticle, b: StaffArticle) => title(a).localeCompare(title(b)),
    category: (a: StaffArticle, b: StaffArticle) => a.category.localeCompare(b.category) || a.sort - b.sort,
  }[q.sort];
  all.sort((a, b) => (q.dir === 'desc' ? -cmp(a, b) : cmp(a, b)) || a.id - b.id);
  const start = (q.page - 1) * q.page_size;
  return { total: all.length, page: q.page, page_size: q.page_size, list: all.slice(start, start + q.page_size) };
};

/** The versions of the article `id` belongs to. */
const versionsOf = async (tx: Tx, id: number): Promise<Row[]> => {
  const [asked] = await tx.select().from(helpArticles).where(eq(helpArticles.id, id)).for('update');
  if (!asked) throw notFound('Article not found.');
  return (await tx.select().from(helpArticles).where(and(
    eq(helpArticles.category, asked.category), eq(helpArticles.platform, asked.platform),
    eq(helpArticles.position, asked.position), eq(helpArticles.sort, asked.sort),
  ))).filter((r) => r.lang === 'en' || r.lang === 'jp');
};

/** The next free sort in a category (a new article, or one moved to another category, goes last). */
const nextSort = async (tx: Tx, category: string, platform: string, position: string): Promise<number> => {
  const rows = await tx.select({ sort: helpArticles.sort }).from(helpArticles)
    .where(and(eq(helpArticles.category, category), eq(helpArticles.platform, platform), eq(helpArticles.position, position)));
  return Math.max(0, ...rows.map((r) => r.sort)) + 1;
};

export const saveArticle = async (deps: Pick<Deps, 'db' | 'clock'>, staffId: number, a: ArticleBody): Promise<StaffArticle> =>
  deps.db.transaction(async (tx) => {
    const versions = a.id === undefined ? [] : await versionsOf(tx, a.id);
    const before = toStaff(versions);
    const platform = versions[0]?.platform ?? 'fusion';
    const position = a.category === 'FAQ' ? 'faq' : 'help';
    const moved = !versions[0] || versions[0].category !== a.category || versions[0].position !== position;
    const sort = moved ? await nextSort(tx, a.category, platform, position) : (versions[0]?.sort ?? 1);
    const saved: Row[] = [];
    for (const lang of ['en', 'jp'] as const) {
      const values = { category: a.category, lang, platform, position, sort, title: a[lang].title, body: a[lang].body, published: a.published };
      const existing = versions.find((v) => v.lang === lang);
      const [row] = existing
        ? await tx.update(helpArticles).set(values).where(eq(helpArticles.id, existing.id)).returning()
        : await tx.insert(helpArticles).values(values).returning();
      if (row) saved.push(row);
    }
    const after = toStaff(saved);
    if (!after) throw conflict('errors.conflict', 'The article could not be saved.');
    await writeAudit(tx, { staffId, action: 'content.manage', recordType: 'help_article', recordId: after.id, before, after, now: deps.clock.now() });
    return after;
  });
