// A review's pictures (issue 14): uploaded one at a time before the review is sent, checked by content and size and
// re-encoded in the capped worker pool (integrations/files/picture.ts), so what is stored and served is only pixels.
// Served publicly once attached to a listed review; before that, to the uploader only.
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { reviewPictures, reviews } from '../../db/schema/index';
import { newStorageKey, storageFor } from '../../integrations/storage/index';
import { PictureError, reencodePicture } from '../../integrations/files/picture';
import { AppError, notFound } from '../../http/errors';
import { ApiCode } from '../../../shared/api';
import { pictureUrl } from './present-review';

/** Spec services §5 wording for a refused upload. */
export const pictureRefused = () => new AppError(ApiCode.validation, 422, 'errors.fileTypeOrSize', 'Please upload the correct file type or size.');

export const uploadReviewPicture = async (deps: Pick<Deps, 'db' | 'clock' | 'config'>, ownerId: number, bytes: Uint8Array) => {
  let picture;
  try {
    picture = await reencodePicture(bytes);
  } catch (err) {
    if (err instanceof PictureError) throw pictureRefused();
    throw err;
  }
  const storage = storageFor(deps.config);
  const key = newStorageKey(picture.mime === 'image/png' ? 'png' : 'jpg');
  await storage.put(key, Buffer.from(picture.bytes));
  const id = crypto.randomUUID();
  try {
    await deps.db.insert(reviewPictures).values({
      id, ownerId, contentType: picture.mime, sizeBytes: picture.bytes.length, storageKey: key, createdAt: deps.clock.now(),
    });
  } catch (err) {
    await storage.delete(key).catch(() => undefined); // no orphaned file when the row could not be written
    throw err;
  }
  return { id, url: pictureUrl(id) };
};

/** The picture's bytes when it may be shown to this visitor: attached to a listed review, or the visitor's own. */
export const reviewPictureFile = async (deps: Pick<Deps, 'db' | 'config'>, id: string, viewerId: number | undefined) => {
  const [row] = await deps.db.select({ picture: reviewPictures, hidden: reviews.hidden }).from(reviewPictures)
    .leftJoin(reviews, eq(reviews.id, reviewPictures.reviewId)).where(eq(reviewPictures.id, id));
  const visible = row && ((row.picture.reviewId !== null && row.hidden === false) || row.picture.ownerId === viewerId);
  const bytes = visible ? await storageFor(deps.config).get(row.picture.storageKey) : null;
  if (!row || !bytes) throw notFound('Picture not found.');
  return { contentType: row.picture.contentType, bytes };
};
