// POST /v1/gallery/like: one like per account and project. The primary key (project, user) makes a second like a
// no-op, so a double click or a retry counts once.
import { and, count, eq } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { galleryLikes } from '../../db/schema/index';
import type { Actor } from '../../security/policy';
import { findVisibleProject } from './find-project';

export const likeGalleryProject = async (deps: Pick<Deps, 'db' | 'clock'>, viewer: Actor, id: number): Promise<{ likes: number; liked: boolean }> => {
  const p = await findVisibleProject(deps.db, viewer, id);
  await deps.db.insert(galleryLikes).values({ projectId: p.id, userId: viewer.id, createdAt: deps.clock.now() }).onConflictDoNothing();
  const [likes] = await deps.db.select({ n: count() }).from(galleryLikes).where(eq(galleryLikes.projectId, p.id));
  const mine = await deps.db.select().from(galleryLikes).where(and(eq(galleryLikes.projectId, p.id), eq(galleryLikes.userId, viewer.id)));
  return { likes: likes?.n ?? 0, liked: mine.length > 0 };
};
