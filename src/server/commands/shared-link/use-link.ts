// POST /v1/shared-link/use: the signed-in recipient puts the shared design in their cart, once (spec services §4
// "single purchase only"). The link is claimed first with a conditional update, so two clicks or two recipients
// cannot both buy; if the cart refuses the items the claim is given back. The design's files are copied to the
// recipient (a new upload row over the same stored file), and the cart prices everything again with today's tables.
import crypto from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { sharedLinks, uploads } from '../../db/schema/index';
import { hashToken } from '../../security/tokens';
import { addToCart } from '../cart/add-to-cart';
import { storedQuoteInput } from '../quote/stored-input';
import { sourceOf } from './open-link';
import { linkedLines, type LinkSource } from './sources';
import { sharedLinkExpired } from './errors';

type CartDeps = Pick<Deps, 'db' | 'clock' | 'config'>;

/** A copy of the sender's upload owned by the recipient: the cart only takes the buyer's own files. */
const copyUpload = async (db: CartDeps['db'], uploadId: string, userId: number, now: Date): Promise<string | undefined> => {
  const [u] = await db.select().from(uploads).where(eq(uploads.id, uploadId));
  if (!u) return undefined;
  const id = crypto.randomUUID();
  await db.insert(uploads).values({ ...u, id, ownerId: userId, createdAt: now, updatedAt: now });
  return id;
};

const addLines = async (deps: CartDeps, source: LinkSource, userId: number) => {
  const now = deps.clock.now();
  const cartIds: number[] = [];
  let skipped = 0;
  for (const line of await linkedLines(deps.db, source)) {
    const input = storedQuoteInput(line);
    if (!input) {
      skipped += 1;
      continue;
    }
    const fileId = line.uploadId ? await copyUpload(deps.db, line.uploadId, userId, now) : undefined;
    const item = await addToCart(deps, { userId, input, fileId, requestId: crypto.randomUUID() });
    cartIds.push(item.cart_id);
  }
  return { cart_ids: cartIds, skipped };
};

export const useSharedLink = async (deps: CartDeps, req: { userId: number; token: string }): Promise<{ cart_ids: number[]; skipped: number }> => {
  const now = deps.clock.now();
  const [link] = await deps.db
    .update(sharedLinks)
    .set({ usedAt: now, usedBy: req.userId })
    .where(and(eq(sharedLinks.tokenHash, hashToken(req.token)), isNull(sharedLinks.usedAt), gt(sharedLinks.expiresAt, now)))
    .returning();
  if (!link) throw sharedLinkExpired();
  try {
    const added = await addLines(deps, sourceOf(link), req.userId);
    await deps.db.update(sharedLinks).set({ cartIds: added.cart_ids }).where(eq(sharedLinks.id, link.id));
    return added;
  } catch (err) {
    await deps.db.update(sharedLinks).set({ usedAt: null, usedBy: null }).where(eq(sharedLinks.id, link.id));
    throw err;
  }
};
