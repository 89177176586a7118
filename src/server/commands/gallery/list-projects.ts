// The gallery lists (platform §2): gallery-index (every public design, newest first), gallery-recommend (the ones
// staff featured) and gallery-user (one author's public designs), filtered by tag and paged; and the owner's own
// list (every share type, with how often each board was ordered). Unlisted, staff-only and hidden projects are on
// no public list.
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Deps } from '../../deps';
import type { DbOrTx } from '../../db/client';
import { galleryLikes, galleryProjects, users } from '../../db/schema/index';
import type { GalleryList, GalleryMine, GalleryView } from '../../../shared/contracts/gallery';
import { presentCard, presentOwnCard } from './present-project';

const likesOf = sql<number>`(select count(*)::int from ${galleryLikes} where ${galleryLikes.projectId} = ${galleryProjects.id})`;

/** Projects with their author and likes, newest first. */
export const selectCards = (db: DbOrTx, where: SQL | undefined) =>
  db
    .select({ p: galleryProjects, author: { nickname: users.nickname, firstName: users.firstName }, likes: likesOf })
    .from(galleryProjects)
    .innerJoin(users, eq(users.id, galleryProjects.userId))
    .where(where)
    .orderBy(desc(galleryProjects.createdAt), desc(galleryProjects.id));

interface ListRequest {
  view: GalleryView;
  tag?: string | undefined;
  authorId?: number | undefined;
  page: number;
  pageSize: number;
}

const listFilter = (r: ListRequest): SQL | undefined =>
  and(
    eq(galleryProjects.shareType, 'public'),
    eq(galleryProjects.hidden, false),
    r.view === 'recommend' ? eq(galleryProjects.featured, true) : undefined,
    // gallery-user without an author lists nobody's
    r.view === 'user' ? eq(galleryProjects.userId, r.authorId ?? 0) : undefined,
    r.tag ? sql`${r.tag} = any(${galleryProjects.tags})` : undefined,
  );

export const listGallery = async ({ db }: Pick<Deps, 'db'>, r: ListRequest): Promise<GalleryList> => {
  const where = listFilter(r);
  const [total] = await db.select({ n: count() }).from(galleryProjects).where(where);
  const rows = await selectCards(db, where).limit(r.pageSize).offset((r.page - 1) * r.pageSize);
  return { total: total?.n ?? 0, page: r.page, page_size: r.pageSize, list: rows.map((x) => presentCard(x.p, x.author, x.likes)) };
};

export const listOwnGallery = async ({ db }: Pick<Deps, 'db'>, userId: number): Promise<GalleryMine> => {
  const rows = await selectCards(db, eq(galleryProjects.userId, userId)).limit(200);
  return { list: rows.map((x) => presentOwnCard(x.p, x.author, x.likes)) };
};
