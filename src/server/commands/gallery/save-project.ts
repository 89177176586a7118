// POST /v1/gallery/create and /update: the owner's project (issue 14; limits in the shared contract). The pictures
// must be the owner's uploads, the board a PCB line of one of the owner's orders; the BOM lines are linked to the
// parts library where the name is a part's code or MPN. Only the owner updates (anyone else: 404).
import { and, eq, inArray } from 'drizzle-orm';
import type { Deps } from '../../deps';
import type { DbOrTx } from '../../db/client';
import { galleryPictures, galleryProjects, oplParts, orderLines, orders } from '../../db/schema/index';
import { ProductId } from '../../../shared/ids';
import type { galleryProjectBodySchema } from '../../../shared/contracts/gallery';
import type { z } from 'zod';
import { boardInvalid, picturesInvalid } from './errors';
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

const columnsOf = async (db: DbOrTx, userId: number, b: ProjectBody) => {
  await assertOwnPictures(db, userId, b.picture_ids);
  if (b.order_line_id !== null) await assertOwnBoard(db, userId, b.order_line_id);
  return {
    name: b.name, intro: b.intro, tags: b.tags, pictureIds: b.picture_ids, story: b.story, bom: await linkBom(db, b.bom),
    attachments: b.attachments, orderLineId: b.order_line_id, shareType: b.share_type, marketplaceUrl: b.marketplace_url,
  };
};

export const createGalleryProject = async (deps: Pick<Deps, 'db' | 'clock'>, userId: number, body: ProjectBody): Promise<{ id: number }> => {
  const now = deps.clock.now();
  const [row] = await deps.db
    .insert(galleryProjects)
    .values({ userId, ...(await columnsOf(deps.db, userId, body)), createdAt: now, updatedAt: now })
    .returning({ id: galleryProjects.id });
  if (!row) throw new Error('gallery project not written');
  return row;
};

export const updateGalleryProject = async (deps: Pick<Deps, 'db' | 'clock'>, userId: number, body: ProjectBody & { id: number }): Promise<{ id: number }> => {
  await findOwnProject(deps.db, userId, body.id);
  const { id, ...fields } = body;
  await deps.db
    .update(galleryProjects)
    .set({ ...(await columnsOf(deps.db, userId, fields)), updatedAt: deps.clock.now() })
    .where(eq(galleryProjects.id, id));
  return { id };
};
