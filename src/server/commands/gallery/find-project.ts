// Loading a gallery project for a viewer (who may see it: security/policy.ts canSeeGalleryProject) or for its owner
// (only the owner edits). Either way a project the caller may not have answers like a missing one.
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { galleryProjects } from '../../db/schema/index';
import { canSeeGalleryProject, owned, type Actor } from '../../security/policy';
import { galleryNotFound } from './errors';
import type { ProjectRow } from './present-project';

const projectById = async (db: DbOrTx, id: number): Promise<ProjectRow | undefined> =>
  (await db.select().from(galleryProjects).where(eq(galleryProjects.id, id)))[0];

export const findVisibleProject = async (db: DbOrTx, viewer: Actor | undefined, id: number): Promise<ProjectRow> => {
  const row = await projectById(db, id);
  if (!row || !canSeeGalleryProject(viewer, row)) throw galleryNotFound();
  return row;
};

export const findOwnProject = async (db: DbOrTx, userId: number, id: number): Promise<ProjectRow> =>
  owned(userId, await projectById(db, id), galleryNotFound);
