// POST /v1/gallery/create and /update: the owner's project (issue 14; limits in the shared contract). The pictures
// must be the owner's uploads, the board a PCB line of one of the owner's orders; the BOM lines are linked to the
// parts library where the name is a part's code or MPN; the files and uploaded attachments must be the owner's
// uploads of the right kind, not on another project. Saving attaches them (and lets go of the ones the update left
// out, which only the owner can then download). Only the owner updates (anyone else: 404).
import { and, eq, inArray, isNull, notInArray, or } from 'drizzle-orm';
import type { Deps } from '../../deps';
import type { DbOrTx } from '../../db/client';
import { galleryFiles, galleryPictures, galleryProjects, oplParts, orderLines, orders } from '../../db/schema/index';
import { ProductId } from '../../../shared/ids';
import type { galleryProjectBodySchema } from '../../../shared/contracts/gallery';
import type { z } from 'zod';
import { boardInvalid, filesInvalid, picturesInvalid } from './errors';
import { galleryFileUrl } from './upload-file';
import { findOwnProject } from './find-project';

type ProjectBody = z.output<typeof galleryProjectBodySchema>;

const assertOwnPictures = async (db: DbOrTx, userId: number, ids: string[]): Promise<void> => {
  const unique = [...new Set(ids)];
  if (unique.length !== ids.length) throw picturesInvalid();
  const rows = await db.select({ id: galleryPictures.id }).from(galleryPictures).where(and(eq(galleryPictures.userId, userId), inArray(galleryPictures.id, unique)));
  if (rows.length !== unique.length) throw picturesInvalid();
};

/** A PCB line with its Gerber, on one of the owner's orders. */
export const assertOwnBoard = async (db: DbOrTx, userId: number, lineId: number): Promise<void> => {
  const [row] = await db
    .select({ id: orderLines.id })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(and(eq(orderLines.id, lineId), eq(orders.userId, userId), eq(orderLines.productId, ProductId.PCB)));
  if (!row) throw boardInvalid();
};

/** The attachments as stored: an uploaded one keeps its file id, its URL is the file's download. */
const attachmentsOf = (list: ProjectBody['attachments']) =>
  list.map((a) => ('file_id' in a ? { name: a.name, description: a.description, file_id: a.file_id, url: galleryFileUrl(a.file_id) } : { name: a.name, description: a.description, url: a.url }));

/** Each id once, the owner's, of the wanted kinds, and free or already on this project. */
const assertOwnFiles = async (db: DbOrTx, userId: number, projectId: number | null, ids: string[], attachment: boolean): Promise<void> => {
  const field = attachment ? 'attachments' : 'file_ids';
  if (ids.length === 0) return;
  const unique = [...new Set(ids)];
  if (unique.length !== ids.length) throw filesInvalid(field);
  const rows = await db
    .select({ kind: galleryFiles.kind })
    .from(galleryFiles)
    .where(and(
      eq(galleryFiles.userId, userId), inArray(galleryFiles.id, unique),
      projectId === null ? isNull(galleryFiles.projectId) : or(isNull(galleryFiles.projectId), eq(galleryFiles.projectId, projectId)),
    ));
  if (rows.length !== unique.length || rows.some((r) => (r.kind === 'attachment') !== attachment)) throw filesInvalid(field);
};

const attachmentFileIds = (b: ProjectBody): string[] => b.attachments.flatMap((a) => ('file_id' in a ? [a.file_id] : []));

/** The project's files are exactly the ones it was saved with. */
const attachFiles = async (db: DbOrTx, projectId: number, ids: string[]): Promise<void> => {
  await db.update(galleryFiles).set({ projectId: null })
    .where(and(eq(galleryFiles.projectId, projectId), ...(ids.length ? [notInArray(galleryFiles.id, ids)] : [])));
  if (ids.length) await db.update(galleryFiles).set({ projectId }).where(inArray(galleryFiles.id, ids));
};

/** Upper case without punctuation, as the parts library keys MPNs (ERJ-2RKF3092X = ERJ2RKF3092X). */
const mpnKey = (name: string): string => name.toUpperCase().replace(/[^A-Z0-9]/g, '');

/** Each BOM line with the part code of the parts library's match, or null. */
const linkBom = async (db: DbOrTx, bom: ProjectBody['bom']) => {
  if (bom.length === 0) return [];
  const names = bom.map((l) => l.name);
  const keys = names.map(mpnKey).filter((k) => k.length > 0);
  const parts = await db.select({ sku: oplParts.sku, mpnKey: oplParts.mpnKey }).from(oplParts).where(inArray(oplParts.sku, names));
  const byMpn = keys.length ? await db.select({ sku: oplParts.sku, mpnKey: oplParts.mpnKey }).from(oplParts).where(inArray(oplParts.mpnKey, keys)) : [];
  const skus = new Set(parts.map((p) => p.sku));
  const mpns = new Map(byMpn.map((p) => [p.mpnKey, p.sku]));
  return bom.map((l) => ({ name: l.name, quantity: l.quantity, sku: skus.has(l.name) ? l.name : (mpns.get(mpnKey(l.name)) ?? null) }));
};

const columnsOf = async (db: DbOrTx, userId: number, projectId: number | null, b: ProjectBody) => {
  await assertOwnPictures(db, userId, b.picture_ids);
  await assertOwnFiles(db, userId, projectId, b.file_ids, false);
  await assertOwnFiles(db, userId, projectId, attachmentFileIds(b), true);
  if (b.order_line_id !== null) await assertOwnBoard(db, userId, b.order_line_id);
  return {
    name: b.name, intro: b.intro, tags: b.tags, pictureIds: b.picture_ids, story: b.story, bom: await linkBom(db, b.bom),
    attachments: attachmentsOf(b.attachments), fileIds: b.file_ids, orderLineId: b.order_line_id, shareType: b.share_type, marketplaceUrl: b.marketplace_url,
  };
};

export const createGalleryProject = async (deps: Pick<Deps, 'db' | 'clock'>, userId: number, body: ProjectBody): Promise<{ id: number }> => {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(galleryProjects)
      .values({ userId, ...(await columnsOf(tx, userId, null, body)), createdAt: now, updatedAt: now })
      .returning({ id: galleryProjects.id });
    if (!row) throw new Error('gallery project not written');
    await attachFiles(tx, row.id, [...body.file_ids, ...attachmentFileIds(body)]);
    return row;
  });
};

export const updateGalleryProject = async (deps: Pick<Deps, 'db' | 'clock'>, userId: number, body: ProjectBody & { id: number }): Promise<{ id: number }> => {
  await findOwnProject(deps.db, userId, body.id);
  const { id, ...fields } = body;
  await deps.db.transaction(async (tx) => {
    await tx
      .update(galleryProjects)
      .set({ ...(await columnsOf(tx, userId, id, fields)), updatedAt: deps.clock.now() })
      .where(eq(galleryProjects.id, id));
    await attachFiles(tx, id, [...fields.file_ids, ...attachmentFileIds(fields)]);
  });
  return { id };
};
