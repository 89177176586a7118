// Banner images: staff upload one (checked by ./image-check.ts, stored through the storage interface under a key the
// server picks), and the shop loads it from GET /api/v1/content/banner-image/:name. The banner row stores the address.
import { ApiCode } from '../../../../shared/api';
import type { Deps } from '../../../deps';
import { AppError, invalid, notFound } from '../../../http/errors';
import { newStorageKey, storageFor } from '../../../integrations/storage/index';
import { checkBannerImage, mimeOf, type ImageExt } from './image-check';

export const BANNER_IMAGE_PATH = '/api/v1/content/banner-image/';
const NAME = /^([0-9a-f]{2})[0-9a-f]{30}\.(png|jpg|webp|gif)$/;

/** The storage key of an image name ('ab12…ef.png' → 'ab/ab12…ef.png'), or null for anything else. */
const keyOf = (name: string): string | null => {
  const m = NAME.exec(name);
  return m ? `${m[1]}/${name}` : null;
};

/** Whether `image` is the address of an uploaded banner image that is stored. */
export const isStoredBannerImage = async (deps: Pick<Deps, 'config'>, image: string): Promise<boolean> => {
  if (!image.startsWith(BANNER_IMAGE_PATH)) return false;
  const key = keyOf(image.slice(BANNER_IMAGE_PATH.length));
  return key !== null && (await storageFor(deps.config).get(key)) !== null;
};

export const uploadBannerImage = async (deps: Pick<Deps, 'config'>, bytes: Buffer) => {
  const checked = await checkBannerImage(bytes);
  if (checked === 'tooLarge') throw new AppError(ApiCode.payloadTooLarge, 413, 'errors.fileTypeOrSize', 'The image is larger than 1 MB.');
  if (typeof checked === 'string') throw invalid({ file: checked === 'badSize' ? 'validation.imageSize' : 'validation.imageType' }, 'Please upload a PNG, JPEG, WebP or GIF image.');
  const key = newStorageKey(checked.ext);
  await storageFor(deps.config).put(key, bytes);
  const name = key.slice(3);
  return { image: `${BANNER_IMAGE_PATH}${name}`, width: checked.width, height: checked.height };
};

export const readBannerImage = async (deps: Pick<Deps, 'config'>, name: string): Promise<{ bytes: Buffer; mime: string }> => {
  const key = keyOf(name);
  const bytes = key ? await storageFor(deps.config).get(key) : null;
  if (!bytes) throw notFound('Image not found.');
  return { bytes, mime: mimeOf(name.slice(name.lastIndexOf('.') + 1) as ImageExt) };
};
