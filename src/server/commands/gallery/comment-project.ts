// POST /v1/gallery/comment: a comment on a project someone may see. It waits (pending) until staff approve it in
// the console; until then only its writer sees it.
import type { Deps } from '../../deps';
import { galleryComments } from '../../db/schema/index';
import type { Actor } from '../../security/policy';
import { findVisibleProject } from './find-project';

export const commentGalleryProject = async (deps: Pick<Deps, 'db' | 'clock'>, viewer: Actor, id: number, body: string): Promise<{ id: number; status: 'pending' }> => {
  const p = await findVisibleProject(deps.db, viewer, id);
  const [row] = await deps.db
    .insert(galleryComments)
    .values({ projectId: p.id, userId: viewer.id, body, status: 'pending', createdAt: deps.clock.now() })
    .returning({ id: galleryComments.id });
  if (!row) throw new Error('gallery comment not written');
  return { id: row.id, status: 'pending' };
};
