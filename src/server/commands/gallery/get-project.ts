// GET /v1/gallery/detail: a project's page for whoever may see it, with its board's design details, the approved
// comments (and the viewer's own still waiting), likes, and for the author how many times the board was ordered.
import { and, count, eq, inArray, or } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { galleryComments, galleryFiles, galleryLikes, galleryPictures, orderLines, uploads, users } from '../../db/schema/index';
import type { GalleryComment, GalleryCommentStatus, GalleryFileKind, GalleryProject } from '../../../shared/contracts/gallery';
import type { Actor } from '../../security/policy';
import { findVisibleProject } from './find-project';
import { galleryFileUrl } from './upload-file';
import { authorName, pictureUrl, presentDesign, presentOwnCard, type ProjectRow } from './present-project';

const designOf = async ({ db }: Pick<Deps, 'db'>, p: ProjectRow) => {
  if (p.orderLineId === null) return null;
  const [line] = await db.select().from(orderLines).where(eq(orderLines.id, p.orderLineId));
  if (!line) return null;
  const [upload] = line.uploadId ? await db.select().from(uploads).where(eq(uploads.id, line.uploadId)) : [];
  return presentDesign(p.id, line, upload ?? null);
};

const commentsOf = async ({ db }: Pick<Deps, 'db'>, projectId: number, viewerId: number | undefined): Promise<GalleryComment[]> => {
  const visible = viewerId === undefined ? eq(galleryComments.status, 'approved') : or(eq(galleryComments.status, 'approved'), eq(galleryComments.userId, viewerId));
  const rows = await db
    .select({ c: galleryComments, nickname: users.nickname, firstName: users.firstName })
    .from(galleryComments)
    .innerJoin(users, eq(users.id, galleryComments.userId))
    .where(and(eq(galleryComments.projectId, projectId), visible))
    .orderBy(galleryComments.createdAt, galleryComments.id)
    .limit(200);
  return rows.map(({ c, ...author }) => ({
    id: c.id, author_name: authorName(author), body: c.body, status: c.status as GalleryCommentStatus, created_at: c.createdAt.toISOString(),
  }));
};

interface StoredAttachment { name: string; url: string; description: string; file_id?: string }

/** The files in the owner's order, and the attachments with their uploaded file's size (a link has none). */
const filesOf = async ({ db }: Pick<Deps, 'db'>, p: ProjectRow) => {
  const rows = await db
    .select({ id: galleryFiles.id, kind: galleryFiles.kind, name: galleryFiles.name, size: galleryFiles.sizeBytes })
    .from(galleryFiles)
    .where(eq(galleryFiles.projectId, p.id));
  const byId = new Map(rows.map((r) => [r.id, r]));
  const files = p.fileIds.flatMap((fid) => {
    const f = byId.get(fid);
    return f ? [{ file_id: f.id, kind: f.kind as GalleryFileKind, name: f.name, size: f.size, url: galleryFileUrl(f.id) }] : [];
  });
  const attachments = (p.attachments as StoredAttachment[]).map((a) => ({
    name: a.name, url: a.url, description: a.description, file_id: a.file_id ?? null, size: a.file_id ? (byId.get(a.file_id)?.size ?? null) : null,
  }));
  return { files, attachments };
};

export const getGalleryProject = async (deps: Pick<Deps, 'db'>, viewer: Actor | undefined, id: number): Promise<GalleryProject> => {
  const { db } = deps;
  const p = await findVisibleProject(db, viewer, id);
  const [author] = await db.select({ nickname: users.nickname, firstName: users.firstName }).from(users).where(eq(users.id, p.userId));
  const [likes] = await db.select({ n: count() }).from(galleryLikes).where(eq(galleryLikes.projectId, p.id));
  const liked = viewer ? (await db.select().from(galleryLikes).where(and(eq(galleryLikes.projectId, p.id), eq(galleryLikes.userId, viewer.id)))).length > 0 : false;
  const pictures = p.pictureIds.length ? await db.select().from(galleryPictures).where(inArray(galleryPictures.id, p.pictureIds)) : [];
  const byId = new Map(pictures.map((x) => [x.id, x]));
  const isOwner = viewer?.id === p.userId;
  const { ordered_count: orderedCount, ...card } = presentOwnCard(p, author ?? { nickname: '', firstName: '' }, likes?.n ?? 0);
  return {
    ...card,
    story: p.story,
    marketplace_url: p.marketplaceUrl,
    pictures: p.pictureIds.flatMap((pid) => {
      const pic = byId.get(pid);
      return pic ? [{ url: pictureUrl(pid), width: pic.width, height: pic.height }] : [];
    }),
    picture_ids: isOwner ? p.pictureIds : [],
    bom: p.bom as GalleryProject['bom'],
    ...(await filesOf(deps, p)),
    order_line_id: isOwner ? p.orderLineId : null,
    design: await designOf(deps, p),
    comments: await commentsOf(deps, p.id, viewer?.id),
    liked,
    is_owner: isOwner,
    ordered_count: isOwner ? orderedCount : null,
  };
};
