// POST /v1/gallery/pictures: one picture for a project (spec services §8: pictures only, at most 2 MB each). It is
// checked by content and re-encoded in the picture worker (integrations/files/picture.ts), so what is stored and
// served is only pixels. The picture waits unattached until a project is saved with it; only its owner can use it.
import crypto from 'node:crypto';
import type { Deps } from '../../deps';
import { galleryPictures } from '../../db/schema/index';
import { reencodePicture } from '../../integrations/files/picture';
import { newStorageKey, storageFor } from '../../integrations/storage/index';
import type { GalleryPicture } from '../../../shared/contracts/gallery';
import { pictureRefusal } from './errors';
import { pictureUrl } from './present-project';

export const uploadGalleryPicture = async (deps: Pick<Deps, 'db' | 'clock' | 'config'>, req: { userId: number; bytes: Buffer }): Promise<GalleryPicture> => {
  const picture = await reencodePicture(req.bytes).catch((err: unknown) => {
    throw pictureRefusal(err);
  });
  const storage = storageFor(deps.config);
  const key = newStorageKey(picture.mime === 'image/png' ? 'png' : 'jpg');
  await storage.put(key, Buffer.from(picture.bytes));
  try {
    const id = crypto.randomUUID();
    await deps.db.insert(galleryPictures).values({
      id, userId: req.userId, mime: picture.mime, storageKey: key, sizeBytes: picture.bytes.length, width: picture.width, height: picture.height,
      createdAt: deps.clock.now(),
    });
    return { picture_id: id, url: pictureUrl(id), width: picture.width, height: picture.height };
  } catch (err) {
    await storage.delete(key).catch(() => undefined); // no orphaned file when the row could not be written
    throw err;
  }
};
