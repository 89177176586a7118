// Gallery uploads nobody kept (docs/gallery.md "Unattached uploads"): a file (gallery_files) or a picture
// (gallery_pictures) is uploaded before its project is saved, and one never saved with a project, or let go by an
// update, would otherwise stay forever with its bytes. A day after the upload, one still on no project is deleted,
// its row then its stored bytes (through the storage adapter). The row goes first, in one statement that re-checks
// "on no project", so a project saved meanwhile keeps its upload; bytes whose delete failed are only stray blobs.
// Batched and conditional on the injected clock: idempotent and safe on several processes.
import { and, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Deps } from '../deps';
import { galleryFiles, galleryPictures } from '../db/schema/index';
import { storageFor } from '../integrations/storage/index';
import { DAY } from '../clock';

/** Time to finish writing the project the upload is for (the editor keeps no draft across visits). */
export const GALLERY_UNATTACHED_KEEP_MS = DAY;
export const GALLERY_SWEEP_BATCH = 500;

type SweepDeps = Pick<Deps, 'db' | 'clock' | 'config'>;

/** Deletes batches of rows (each call answers the storage keys it removed) until one comes back short. */
const sweepRows = async (deps: SweepDeps, deleteBatch: () => Promise<string[]>): Promise<number> => {
  const storage = storageFor(deps.config);
  let total = 0;
  for (;;) {
    const keys = await deleteBatch();
    // a missing or undeletable blob must not stop the sweep: the row, which anyone could reach it by, is gone
    await Promise.allSettled(keys.map((k) => storage.delete(k)));
    total += keys.length;
    if (keys.length < GALLERY_SWEEP_BATCH) return total;
  }
};

export const sweepGalleryUploads = async (deps: SweepDeps): Promise<{ files: number; pictures: number }> => {
  const cutoff = new Date(deps.clock.now().getTime() - GALLERY_UNATTACHED_KEEP_MS);
  const files = await sweepRows(deps, async () => {
    const due = deps.db.select({ id: galleryFiles.id }).from(galleryFiles)
      .where(and(isNull(galleryFiles.projectId), lt(galleryFiles.createdAt, cutoff))).limit(GALLERY_SWEEP_BATCH);
    const gone = await deps.db.delete(galleryFiles)
      .where(and(inArray(galleryFiles.id, due), isNull(galleryFiles.projectId)))
      .returning({ key: galleryFiles.storageKey });
    return gone.map((r) => r.key);
  });
  // a picture belongs to a project by its id in gallery_projects.picture_ids (no column points back)
  const onNoProject = sql`not exists (select 1 from gallery_projects p where ${galleryPictures.id} = any(p.picture_ids))`;
  const pictures = await sweepRows(deps, async () => {
    const due = deps.db.select({ id: galleryPictures.id }).from(galleryPictures)
      .where(and(lt(galleryPictures.createdAt, cutoff), onNoProject)).limit(GALLERY_SWEEP_BATCH);
    const gone = await deps.db.delete(galleryPictures)
      .where(and(inArray(galleryPictures.id, due), onNoProject))
      .returning({ key: galleryPictures.storageKey });
    return gone.map((r) => r.key);
  });
  return { files, pictures };
};
