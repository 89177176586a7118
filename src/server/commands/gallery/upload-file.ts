// POST /v1/gallery/files and /files/from-order: a project's BOM, assembly or test file, or an attachment, checked
// by content (check-file.ts) and size, stored under a random key. Like a picture it waits unattached until a project
// is saved with it (save-project.ts). From a past PCBA order the owner takes a copy of the BOM or pick-and-place
// file the order was built with: those bytes were checked when they were uploaded, the copy keeps the project's
// file apart from the order's.
import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { bomFiles, galleryFiles, orderLines, orders, pcbaItems, uploads } from '../../db/schema/index';
import { newStorageKey, storageFor } from '../../integrations/storage/index';
import { ProductId } from '../../../shared/ids';
import { GALLERY_LIMITS, type GalleryFile, type GalleryFileKind } from '../../../shared/contracts/gallery';
import { sanitiseFileName } from '../upload/present-upload';
import { galleryFileNotFound, galleryFileTooLarge, galleryFileType } from './errors';
import { checkGalleryFile, SHEET_TYPES } from './check-file';

type FileDeps = Pick<Deps, 'db' | 'clock' | 'config'>;

export const galleryFileUrl = (id: string): string => `/api/v1/gallery/file/${id}`;

interface NewFile { userId: number; kind: GalleryFileKind; name: string; mime: string; bytes: Buffer }

const storeFile = async (deps: FileDeps, f: NewFile): Promise<GalleryFile> => {
  const storage = storageFor(deps.config);
  const key = newStorageKey('bin');
  await storage.put(key, f.bytes);
  try {
    const id = crypto.randomUUID();
    await deps.db.insert(galleryFiles).values({
      id, userId: f.userId, kind: f.kind, name: f.name, mime: f.mime, storageKey: key, sizeBytes: f.bytes.length, createdAt: deps.clock.now(),
    });
    return { file_id: id, kind: f.kind, name: f.name, size: f.bytes.length, url: galleryFileUrl(id) };
  } catch (err) {
    await storage.delete(key).catch(() => undefined); // no orphaned file when the row could not be written
    throw err;
  }
};

export const uploadGalleryFile = async (
  deps: FileDeps, req: { userId: number; kind: GalleryFileKind; fileName: string | undefined; bytes: Buffer },
): Promise<GalleryFile> => {
  if (req.bytes.length > GALLERY_LIMITS.fileMaxBytes) throw galleryFileTooLarge();
  const mime = await checkGalleryFile(req.kind, req.bytes);
  if (!mime) throw galleryFileType();
  return storeFile(deps, { userId: req.userId, kind: req.kind, name: sanitiseFileName(req.fileName), mime, bytes: req.bytes });
};

/** The BOM (kind bom) or pick-and-place file (kind assembly) of a PCBA line of one of the owner's orders. */
export const importGalleryFile = async (
  deps: FileDeps, req: { userId: number; orderLineId: number; which: 'bom' | 'placement' },
): Promise<GalleryFile> => {
  const [row] = await deps.db
    .select({ bomFileId: pcbaItems.bomFileId, placementUploadId: pcbaItems.placementUploadId })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .innerJoin(pcbaItems, eq(pcbaItems.cartItemId, orderLines.cartItemId))
    .where(and(eq(orderLines.id, req.orderLineId), eq(orders.userId, req.userId), eq(orderLines.productId, ProductId.PCBA)));
  const source = req.which === 'bom'
    ? (row?.bomFileId ? (await deps.db.select().from(bomFiles).where(eq(bomFiles.id, row.bomFileId)))[0] : undefined)
    : (row?.placementUploadId ? (await deps.db.select().from(uploads).where(eq(uploads.id, row.placementUploadId)))[0] : undefined);
  if (!source) throw galleryFileNotFound();
  if (source.sizeBytes > GALLERY_LIMITS.fileMaxBytes) throw galleryFileTooLarge();
  const bytes = await storageFor(deps.config).get(source.storageKey);
  if (!bytes) throw galleryFileNotFound();
  // The placement reader stored text or a sheet; its name's extension is the only trace of which, so look again.
  const mime = 'format' in source ? (SHEET_TYPES[source.format] ?? 'application/octet-stream') : ((await checkGalleryFile('assembly', bytes)) ?? 'application/octet-stream');
  return storeFile(deps, { userId: req.userId, kind: req.which === 'bom' ? 'bom' : 'assembly', name: source.originalName, mime, bytes });
};
