// Checks an uploaded banner image by its bytes (never its name): PNG, JPEG, WebP or GIF as file-type reads it, within
// the size limit, and with a readable width and height within bounds (the header of each format is parsed here, so a
// file that only starts like an image is refused). SVG is not accepted: it is a document that can carry script.
// Not re-encoded: the project has no image library (sharp would be the one to add); images are served with their
// checked type and nosniff.
import { fileTypeFromBuffer } from 'file-type';
import { BANNER_IMAGE_MAX_BYTES, BANNER_IMAGE_MAX_SIDE } from '../../../../shared/contracts/staff-content';

export type ImageExt = 'png' | 'jpg' | 'webp' | 'gif';
export interface CheckedImage {
  ext: ImageExt;
  mime: string;
  width: number;
  height: number;
}
export type ImageProblem = 'empty' | 'tooLarge' | 'notImage' | 'badSize';

const MIME: Record<ImageExt, string> = { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp', gif: 'image/gif' };

const pngSize = (b: Buffer) => (b.length >= 24 && b.toString('latin1', 12, 16) === 'IHDR' ? { w: b.readUInt32BE(16), h: b.readUInt32BE(20) } : null);
const gifSize = (b: Buffer) => (b.length >= 10 ? { w: b.readUInt16LE(6), h: b.readUInt16LE(8) } : null);

/** Walks the JPEG markers to the first start-of-frame. */
const jpegSize = (b: Buffer) => {
  let i = 2;
  while (i + 9 < b.length) {
    if (b[i] !== 0xff) return null;
    const marker = b[i + 1] ?? 0;
    const len = b.readUInt16BE(i + 2);
    const isSof = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isSof) return { w: b.readUInt16BE(i + 7), h: b.readUInt16BE(i + 5) };
    i += 2 + len;
  }
  return null;
};

const webpSize = (b: Buffer) => {
  if (b.length < 30) return null;
  const chunk = b.toString('latin1', 12, 16);
  if (chunk === 'VP8 ') return { w: b.readUInt16LE(26) & 0x3fff, h: b.readUInt16LE(28) & 0x3fff };
  if (chunk === 'VP8L') {
    const bits = b.readUInt32LE(21);
    return { w: (bits & 0x3fff) + 1, h: ((bits >> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8X') return { w: b.readUIntLE(24, 3) + 1, h: b.readUIntLE(27, 3) + 1 };
  return null;
};

const SIZE_OF: Record<ImageExt, (b: Buffer) => { w: number; h: number } | null> = { png: pngSize, jpg: jpegSize, webp: webpSize, gif: gifSize };
const isImageExt = (ext: string | undefined): ext is ImageExt => ext === 'png' || ext === 'jpg' || ext === 'webp' || ext === 'gif';

export const checkBannerImage = async (bytes: Buffer): Promise<CheckedImage | ImageProblem> => {
  if (bytes.length === 0) return 'empty';
  if (bytes.length > BANNER_IMAGE_MAX_BYTES) return 'tooLarge';
  const ext = (await fileTypeFromBuffer(bytes))?.ext;
  if (!isImageExt(ext)) return 'notImage';
  const size = SIZE_OF[ext](bytes);
  if (!size || size.w < 1 || size.h < 1 || size.w > BANNER_IMAGE_MAX_SIDE || size.h > BANNER_IMAGE_MAX_SIDE) return 'badSize';
  return { ext, mime: MIME[ext], width: size.w, height: size.h };
};

export const mimeOf = (ext: ImageExt): string => MIME[ext];
