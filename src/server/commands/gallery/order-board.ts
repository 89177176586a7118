// POST /v1/gallery/order: "order this board" (issue 14). The project's board (the owner's order line: its PCB
// parameters and Gerber) goes into the viewer's cart through the cart's own add command, which validates and prices
// it again with today's tables. The Gerber stays the owner's upload: the viewer gets their own upload row pointing
// at the same stored file (the bytes are not copied), made once and reused on the next order.
import crypto from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Deps } from '../../deps';
import type { DbOrTx } from '../../db/client';
import { cartItems, galleryProjects, orderLines, uploads } from '../../db/schema/index';
import type { Actor } from '../../security/policy';
import { addToCart } from '../cart/add-to-cart';
import { storedQuoteInput } from '../quote/stored-input';
import { noBoard } from './errors';
import { findVisibleProject } from './find-project';

/** The viewer's own row for the board's Gerber (the owner orders from their own upload). */
const viewersUpload = async (db: DbOrTx, viewerId: number, sourceId: string): Promise<string> => {
  const [source] = await db.select().from(uploads).where(eq(uploads.id, sourceId));
  if (!source) throw noBoard();
  if (source.ownerId === viewerId) return source.id;
  const [copy] = await db.select({ id: uploads.id }).from(uploads).where(and(eq(uploads.ownerId, viewerId), eq(uploads.storageKey, source.storageKey)));
  if (copy) return copy.id;
  const { id: _id, ownerId: _owner, createdAt: _c, updatedAt: _u, ...file } = source;
  const id = crypto.randomUUID();
  await db.insert(uploads).values({ ...file, id, ownerId: viewerId });
  return id;
};

export const orderGalleryBoard = async (deps: Pick<Deps, 'db' | 'clock' | 'config'>, viewer: Actor, req: { id: number; requestId: string }): Promise<{ cart_id: number }> => {
  const [repeat] = await deps.db.select({ id: cartItems.id }).from(cartItems).where(and(eq(cartItems.userId, viewer.id), eq(cartItems.requestId, req.requestId)));
  if (repeat) return { cart_id: repeat.id };
  const p = await findVisibleProject(deps.db, viewer, req.id);
  if (p.orderLineId === null) throw noBoard();
  const [line] = await deps.db.select().from(orderLines).where(eq(orderLines.id, p.orderLineId));
  const input = line ? storedQuoteInput(line) : null;
  if (!line?.uploadId || !input) throw noBoard();
  const fileId = await viewersUpload(deps.db, viewer.id, line.uploadId);
  const item = await addToCart(deps, { userId: viewer.id, input, fileId, requestId: req.requestId });
  // the author's count is of other people's orders
  if (viewer.id !== p.userId) {
    await deps.db.update(galleryProjects).set({ orderedCount: sql`${galleryProjects.orderedCount} + 1` }).where(eq(galleryProjects.id, p.id));
  }
  return { cart_id: item.cart_id };
};
