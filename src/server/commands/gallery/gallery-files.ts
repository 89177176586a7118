// The bytes a gallery page shows: a project picture (public by its random id, like an image link) and the board
// preview of a project's Gerber, for whoever may see the project (the upload itself stays its owner's), and the
// project's files and uploaded attachments, downloaded by whoever may see the project (a file not yet on a project:
// its uploader only). Anyone else gets 404, as for the project itself.
import { eq } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { galleryFiles, galleryPictures, orderLines, uploads } from '../../db/schema/index';
import { storageFor } from '../../integrations/storage/index';
import type { Actor } from '../../security/policy';
import { galleryFileNotFound, galleryNotFound } from './errors';
import { findVisibleProject } from './find-project';

export const galleryPicture = async (deps: Pick<Deps, 'db' | 'config'>, id: string): Promise<{ mime: string; bytes: Buffer }> => {
  const [row] = await deps.db.select().from(galleryPictures).where(eq(galleryPictures.id, id));
  const bytes = row ? await storageFor(deps.config).get(row.storageKey) : null;
  if (!row || !bytes) throw galleryNotFound();
  return { mime: row.mime, bytes };
};

export const galleryPreview = async (deps: Pick<Deps, 'db' | 'config'>, viewer: Actor | undefined, id: number, side: 'top' | 'bottom'): Promise<Buffer> => {
  const p = await findVisibleProject(deps.db, viewer, id);
  if (p.orderLineId === null) throw galleryNotFound();
  const [row] = await deps.db
    .select({ top: uploads.previewTopKey, bottom: uploads.previewBottomKey })
    .from(orderLines)
    .innerJoin(uploads, eq(uploads.id, orderLines.uploadId))
    .where(eq(orderLines.id, p.orderLineId));
  const key = row?.[side];
  const svg = key ? await storageFor(deps.config).get(key) : null;
  if (!svg) throw galleryNotFound();
  return svg;
};

export const galleryFileDownload = async (
  deps: Pick<Deps, 'db' | 'config'>, viewer: Actor | undefined, id: string,
): Promise<{ name: string; mime: string; bytes: Buffer }> => {
  const [row] = await deps.db.select().from(galleryFiles).where(eq(galleryFiles.id, id));
  if (!row) throw galleryFileNotFound();
  if (row.projectId === null) {
    if (viewer?.id !== row.userId) throw galleryFileNotFound();
  } else {
    await findVisibleProject(deps.db, viewer, row.projectId).catch(() => {
      throw galleryFileNotFound();
    });
  }
  const bytes = await storageFor(deps.config).get(row.storageKey);
  if (!bytes) throw galleryFileNotFound();
  return { name: row.name, mime: row.mime, bytes };
};
