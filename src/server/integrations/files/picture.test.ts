// The picture re-encoder: only JPEG and PNG by content, at most 2 MB and 6000 × 6000 / 24 Mpx read from the header
// before decoding, and nothing but the pixels survives (EXIF, text chunks, comments, appended script).
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import { afterAll, describe, expect, it } from 'vitest';
import { checkPicture, PictureError, PictureWorkerPool, reencodePicture, type PictureErrorReason } from './picture';
import { applyOrientation, jpegOrientation } from './picture-codec';

const pool = new PictureWorkerPool({ size: 1 });
afterAll(() => pool.close());

const pixels = (width: number, height: number): Uint8Array => {
  const data = new Uint8Array(width * height * 4);
  for (let i = 0; i < width * height; i += 1) data.set([(i * 37) % 256, (i * 11) % 256, 128, 255], i * 4);
  return data;
};
const makeJpeg = (width: number, height: number): Buffer => jpeg.encode({ width, height, data: pixels(width, height) }, 90).data;
const makePng = (width: number, height: number): Buffer => {
  const png = new PNG({ width, height });
  Buffer.from(pixels(width, height)).copy(png.data);
  return PNG.sync.write(png);
};

const segment = (marker: number, body: Buffer): Buffer => {
  const head = Buffer.from([0xff, marker, 0, 0]);
  head.writeUInt16BE(body.length + 2, 2);
  return Buffer.concat([head, body]);
};
/** An EXIF block (big-endian TIFF) with an orientation tag and a camera-owner string. */
const exif = (orientation: number): Buffer => {
  const tiff = Buffer.alloc(26);
  tiff.write('MM', 0, 'latin1');
  tiff.writeUInt16BE(42, 2);
  tiff.writeUInt32BE(8, 4);
  tiff.writeUInt16BE(1, 8); // one entry
  tiff.writeUInt16BE(0x0112, 10);
  tiff.writeUInt16BE(3, 12); // SHORT
  tiff.writeUInt32BE(1, 14);
  tiff.writeUInt16BE(orientation, 18);
  return Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff, Buffer.from('GPS 35.6586N 139.7454E owner Taro', 'latin1')]);
};
const withJpegExtras = (base: Buffer, orientation = 1): Buffer =>
  Buffer.concat([
    base.subarray(0, 2),
    segment(0xe1, exif(orientation)),
    segment(0xfe, Buffer.from('secret comment', 'latin1')),
    base.subarray(2),
    Buffer.from('<script>alert(1)</script>', 'latin1'),
  ]);

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (buf: Buffer): number => {
  let c = 0xffffffff;
  for (const b of buf) c = (crcTable[(c ^ b) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const pngChunk = (type: string, data: Buffer): Buffer => {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const out = Buffer.alloc(body.length + 8);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE(crc32(body), body.length + 4);
  return out;
};
/** A text chunk after IHDR, and a script after IEND. */
const withPngExtras = (base: Buffer): Buffer =>
  Buffer.concat([
    base.subarray(0, 33),
    pngChunk('tEXt', Buffer.from('Comment\0secret comment', 'latin1')),
    base.subarray(33),
    Buffer.from('<script>alert(1)</script>', 'latin1'),
  ]);

const reasonOf = async (p: Promise<unknown>): Promise<PictureErrorReason | 'accepted'> => {
  const err = await p.then(() => null, (e: unknown) => e);
  if (err === null) return 'accepted';
  expect(err).toBeInstanceOf(PictureError);
  return (err as PictureError).reason;
};
const latin1 = (bytes: Uint8Array): string => Buffer.from(bytes).toString('latin1');

describe('checkPicture (before decoding)', () => {
  it('accepts JPEG and PNG by content, whatever the name', async () => {
    expect((await checkPicture(makeJpeg(8, 8))).mime).toBe('image/jpeg');
    expect((await checkPicture(makePng(8, 8))).size).toEqual({ width: 8, height: 8 });
  });

  it('refuses other types: GIF, SVG with a script, PDF, a zip', async () => {
    expect(await reasonOf(checkPicture(Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1')))).toBe('wrongType');
    expect(await reasonOf(checkPicture(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')))).toBe('wrongType');
    expect(await reasonOf(checkPicture(Buffer.from('%PDF-1.7\n1 0 obj\n')))).toBe('wrongType');
    expect(await reasonOf(checkPicture(Buffer.from([0x50, 0x4b, 0x05, 0x06, ...new Array<number>(18).fill(0)])))).toBe('wrongType');
  });

  it('refuses more than 2 MB, and accepts 2 MB exactly', async () => {
    const base = makeJpeg(8, 8);
    const at = (size: number): Buffer => Buffer.concat([base, Buffer.alloc(size - base.length)]);
    expect(await reasonOf(checkPicture(at(2 * 1024 * 1024 + 1)))).toBe('tooLarge');
    expect(await reasonOf(checkPicture(at(2 * 1024 * 1024)))).toBe('accepted');
  });

  it('refuses a picture whose header claims more than 6000 pixels a side or 24 Mpx, without decoding it', async () => {
    const claims = (width: number, height: number): Buffer => {
      const png = Buffer.from(makePng(4, 4));
      png.writeUInt32BE(width, 16);
      png.writeUInt32BE(height, 20);
      return png;
    };
    expect(await reasonOf(checkPicture(claims(6001, 10)))).toBe('tooManyPixels');
    expect(await reasonOf(checkPicture(claims(10, 6001)))).toBe('tooManyPixels');
    expect(await reasonOf(checkPicture(claims(5000, 5000)))).toBe('tooManyPixels'); // 25 Mpx
    expect(await reasonOf(checkPicture(claims(6000, 4000)))).toBe('accepted'); // 24 Mpx exactly

    const bomb = Buffer.from(makeJpeg(8, 8));
    const sof = bomb.indexOf(Buffer.from([0xff, 0xc0]));
    bomb.writeUInt16BE(50_000, sof + 5);
    bomb.writeUInt16BE(50_000, sof + 7);
    expect(await reasonOf(checkPicture(bomb))).toBe('tooManyPixels');
  });
});

describe('reencodePicture (in the worker)', () => {
  it('keeps the pixels of a JPEG and drops its EXIF, comment and appended script', async () => {
    const sent = withJpegExtras(makeJpeg(16, 12));
    expect(latin1(sent)).toContain('owner Taro');
    const picture = await reencodePicture(sent, { pool });
    expect(picture).toMatchObject({ mime: 'image/jpeg', width: 16, height: 12 });
    const text = latin1(picture.bytes);
    for (const gone of ['Exif', 'owner Taro', 'secret comment', '<script>']) expect(text).not.toContain(gone);
    expect(jpeg.decode(picture.bytes).width).toBe(16);
  }, 60_000);

  it('keeps the pixels of a PNG and drops its text chunk and appended script', async () => {
    const original = makePng(10, 6);
    const picture = await reencodePicture(withPngExtras(original), { pool });
    expect(picture).toMatchObject({ mime: 'image/png', width: 10, height: 6 });
    const text = latin1(picture.bytes);
    for (const gone of ['tEXt', 'secret comment', '<script>']) expect(text).not.toContain(gone);
    expect(Buffer.from(PNG.sync.read(Buffer.from(picture.bytes)).data)).toEqual(PNG.sync.read(original).data);
  }, 60_000);

  it('turns a phone photo upright from its EXIF orientation before dropping the EXIF', async () => {
    const picture = await reencodePicture(withJpegExtras(makeJpeg(16, 8), 6), { pool });
    expect({ width: picture.width, height: picture.height }).toEqual({ width: 8, height: 16 });
  }, 60_000);

  it('reports a broken picture as unreadable, and keeps serving', async () => {
    const broken = makePng(32, 32).subarray(0, 60);
    expect(await reasonOf(reencodePicture(broken, { pool }))).toBe('unreadable');
    expect((await reencodePicture(makePng(4, 4), { pool })).width).toBe(4);
  }, 60_000);
});

describe('EXIF orientation', () => {
  it('reads the orientation tag, and 1 when there is none', () => {
    expect(jpegOrientation(withJpegExtras(makeJpeg(4, 4), 8))).toBe(8);
    expect(jpegOrientation(makeJpeg(4, 4))).toBe(1);
  });

  it('rotates a quarter turn clockwise for 6: the top-left pixel ends top-right', () => {
    const src = { width: 2, height: 1, data: new Uint8Array([1, 1, 1, 1, 2, 2, 2, 2]) };
    const upright = applyOrientation(src, 6);
    expect(upright).toMatchObject({ width: 1, height: 2 });
    expect(Array.from(upright.data)).toEqual([1, 1, 1, 1, 2, 2, 2, 2]);
    const flipped = applyOrientation(src, 2);
    expect(Array.from(flipped.data)).toEqual([2, 2, 2, 2, 1, 1, 1, 1]);
  });
});
