// Decoding and encoding a picture afresh (runs in the picture worker, picture-worker.ts). Only the pixels are carried
// over: the new file has no EXIF, no text chunks, no comments and nothing after the image data. A phone photo's EXIF
// orientation is applied to the pixels first, so dropping the EXIF does not leave the photo lying on its side.
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import type { Picture, PictureMime } from './picture';

/** Good enough that a re-encoded photo shows no visible loss, small enough to stay well under the upload limit. */
const JPEG_QUALITY = 88;

interface Pixels {
  width: number;
  height: number;
  /** RGBA, 4 bytes a pixel */
  data: Uint8Array;
}

const u16 = (b: Uint8Array, at: number, little: boolean): number =>
  little ? (b[at] ?? 0) | ((b[at + 1] ?? 0) << 8) : ((b[at] ?? 0) << 8) | (b[at + 1] ?? 0);
const u32 = (b: Uint8Array, at: number, little: boolean): number =>
  little ? u16(b, at, true) + u16(b, at + 2, true) * 0x10000 : u16(b, at, false) * 0x10000 + u16(b, at + 2, false);

/** EXIF orientation (1–8) from a JPEG's APP1 segment; 1 (as stored) when there is none or it cannot be read. */
export const jpegOrientation = (b: Uint8Array): number => {
  let at = 2;
  while (at + 4 <= b.length && b[at] === 0xff) {
    const marker = b[at + 1] ?? 0;
    if (marker === 0xda || marker === 0xd9) break;
    const length = u16(b, at + 2, false);
    const exif = at + 4;
    const isExif = marker === 0xe1 && b[exif] === 0x45 && b[exif + 1] === 0x78 && b[exif + 2] === 0x69 && b[exif + 3] === 0x66;
    if (isExif) {
      const tiff = exif + 6;
      const little = b[tiff] === 0x49; // 'II' Intel, 'MM' Motorola
      const ifd = tiff + u32(b, tiff + 4, little);
      const entries = u16(b, ifd, little);
      for (let i = 0; i < entries && ifd + 2 + i * 12 + 10 <= b.length; i += 1) {
        const entry = ifd + 2 + i * 12;
        if (u16(b, entry, little) === 0x0112) {
          const value = u16(b, entry + 8, little);
          return value >= 1 && value <= 8 ? value : 1;
        }
      }
      return 1;
    }
    at += 2 + length;
  }
  return 1;
};

/** Turns the stored pixels upright for an EXIF orientation (2–8 mirror and/or rotate; 5–8 swap width and height). */
export const applyOrientation = (src: Pixels, orientation: number): Pixels => {
  if (orientation <= 1 || orientation > 8) return src;
  const { width: w, height: h } = src;
  const swap = orientation >= 5;
  const width = swap ? h : w;
  const height = swap ? w : h;
  const data = new Uint8Array(width * height * 4);
  for (let y = 0; y < h; y += 1) {
    for (let x = 0; x < w; x += 1) {
      // where the stored pixel (x, y) lands in the upright picture
      const [dx, dy] = (
        {
          2: [w - 1 - x, y],
          3: [w - 1 - x, h - 1 - y],
          4: [x, h - 1 - y],
          5: [y, x],
          6: [h - 1 - y, x],
          7: [h - 1 - y, w - 1 - x],
          8: [y, w - 1 - x],
        } as Record<number, [number, number]>
      )[orientation] ?? [x, y];
      const from = (y * w + x) * 4;
      data.set(src.data.subarray(from, from + 4), (dy * width + dx) * 4);
    }
  }
  return { width, height, data };
};

const reencodeJpeg = (bytes: Uint8Array, maxPixels: number): Picture => {
  const decoded = jpeg.decode(bytes, {
    useTArray: true,
    formatAsRGBA: true,
    maxResolutionInMP: maxPixels / 1_000_000,
    maxMemoryUsageInMB: 256,
  });
  const upright = applyOrientation(decoded, jpegOrientation(bytes));
  const encoded = jpeg.encode({ width: upright.width, height: upright.height, data: upright.data }, JPEG_QUALITY);
  return { mime: 'image/jpeg', bytes: new Uint8Array(encoded.data), width: upright.width, height: upright.height };
};

/** The PNG up to its IEND chunk: pngjs refuses a file with anything after it, which is what we mean to drop anyway. */
const pngUpToEnd = (bytes: Uint8Array): Buffer => {
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let at = 8; // after the signature
  while (at + 12 <= buf.length) {
    const end = at + 12 + buf.readUInt32BE(at);
    if (buf.toString('latin1', at + 4, at + 8) === 'IEND') return buf.subarray(0, end);
    at = end;
  }
  return buf;
};

const reencodePng = (bytes: Uint8Array): Picture => {
  const decoded = PNG.sync.read(pngUpToEnd(bytes));
  const fresh = new PNG({ width: decoded.width, height: decoded.height });
  decoded.data.copy(fresh.data);
  const encoded = PNG.sync.write(fresh, { colorType: 6 });
  return { mime: 'image/png', bytes: new Uint8Array(encoded), width: decoded.width, height: decoded.height };
};

/** Decodes and encodes again; throws whatever the decoder throws on a broken file. */
export const reencodePixels = (mime: PictureMime, bytes: Uint8Array, maxPixels: number): Picture =>
  mime === 'image/jpeg' ? reencodeJpeg(bytes, maxPixels) : reencodePng(bytes);
