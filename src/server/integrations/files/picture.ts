// Pictures people upload (gallery covers, review photos): accepted by content, not by name, and never stored as
// sent. The bytes are decoded and encoded again in a capped worker process (picture-worker.ts), so nothing but the
// pixels survives: no EXIF (GPS position, camera serial), no text chunks, no comment, no script appended after the
// image data. The size and the pixel dimensions are read from the header BEFORE any decoding, so a small file that
// claims to be 50 000 × 50 000 pixels (a decompression bomb) is refused without allocating its pixels.
import { fileTypeFromBuffer } from 'file-type';
import { CappedProcessPool, CappedWorkerError, workerScript, type DoneReply, type PoolOptions, type WorkerLimits } from './worker/capped-pool';

export type PictureMime = 'image/jpeg' | 'image/png';

export interface PictureLimits {
  maxBytes: number;
  maxWidth: number;
  maxHeight: number;
  maxPixels: number;
}

export const PICTURE_LIMITS: PictureLimits = {
  maxBytes: 2 * 1024 * 1024,
  maxWidth: 6000,
  maxHeight: 6000,
  maxPixels: 24_000_000,
};

/** wrongType: not a JPEG or PNG; tooLarge: over the byte limit; tooManyPixels: over a dimension limit; unreadable: broken. */
export type PictureErrorReason = 'wrongType' | 'tooLarge' | 'tooManyPixels' | 'unreadable';

export class PictureError extends Error {
  override readonly name = 'PictureError';
  constructor(
    readonly reason: PictureErrorReason,
    detail?: string,
  ) {
    super(detail ? `${reason}: ${detail}` : reason);
  }
}

/** A picture that is safe to store and serve: freshly encoded, with its type and size. */
export interface Picture {
  mime: PictureMime;
  bytes: Uint8Array;
  width: number;
  height: number;
}

export interface PictureSize {
  width: number;
  height: number;
}

// ---------------------------------------------------------------------------------------------------------------
// Header reading (cheap, in the calling process)

const u16be = (b: Uint8Array, at: number): number => ((b[at] ?? 0) << 8) | (b[at + 1] ?? 0);
const u32be = (b: Uint8Array, at: number): number => u16be(b, at) * 0x10000 + u16be(b, at + 2);

/** PNG: the IHDR chunk is always first, width and height at bytes 16 and 20. */
const pngSize = (b: Uint8Array): PictureSize | null => {
  const isIhdr = b[12] === 0x49 && b[13] === 0x48 && b[14] === 0x44 && b[15] === 0x52;
  return b.length >= 24 && isIhdr ? { width: u32be(b, 16), height: u32be(b, 20) } : null;
};

// Start-of-frame markers carry the frame size (C4 DHT, C8 JPG and CC DAC share the range but are not frames).
const SOF_MARKERS = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

/** JPEG: walks the marker segments up to the first start-of-frame. */
const jpegSize = (b: Uint8Array): PictureSize | null => {
  let at = 2; // after SOI
  while (at + 4 <= b.length) {
    if (b[at] !== 0xff) return null;
    const marker = b[at + 1] ?? 0;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return null; // end of image or scan data before any frame header
    const length = u16be(b, at + 2);
    if (length < 2) return null;
    if (SOF_MARKERS.has(marker)) {
      return at + 9 <= b.length ? { height: u16be(b, at + 5), width: u16be(b, at + 7) } : null;
    }
    at += 2 + length;
  }
  return null;
};

/** The picture's type by content: only still JPEG and PNG (file-type calls an animated PNG 'apng'). */
export const sniffPicture = async (bytes: Uint8Array): Promise<PictureMime | null> => {
  const detected = await fileTypeFromBuffer(bytes);
  if (detected?.ext === 'jpg') return 'image/jpeg';
  if (detected?.ext === 'png') return 'image/png';
  return null;
};

/** Pixel dimensions from the header, without decoding; null when the header cannot be read. */
export const readPictureSize = (mime: PictureMime, bytes: Uint8Array): PictureSize | null =>
  mime === 'image/png' ? pngSize(bytes) : jpegSize(bytes);

/** Every check that can be made before decoding: type, byte size, pixel dimensions. */
export const checkPicture = async (bytes: Uint8Array, limits: PictureLimits = PICTURE_LIMITS): Promise<{ mime: PictureMime; size: PictureSize }> => {
  if (bytes.length > limits.maxBytes) throw new PictureError('tooLarge', `${bytes.length} bytes, at most ${limits.maxBytes}`);
  const mime = await sniffPicture(bytes);
  if (!mime) throw new PictureError('wrongType', 'only JPEG and PNG pictures are accepted');
  const size = readPictureSize(mime, bytes);
  if (!size || size.width < 1 || size.height < 1) throw new PictureError('unreadable', 'no picture size in the header');
  if (size.width > limits.maxWidth || size.height > limits.maxHeight || size.width * size.height > limits.maxPixels) {
    throw new PictureError('tooManyPixels', `${size.width} × ${size.height} pixels`);
  }
  return { mime, size };
};

// ---------------------------------------------------------------------------------------------------------------
// The worker pool

export interface PictureWorkerRequest {
  job: 'reencode';
  mime: PictureMime;
  bytes: Uint8Array;
  maxPixels: number;
}

export type PictureWorkerReply = { type: 'picture'; picture: Picture } | { type: 'failed'; message: string };

const REPLY_TYPES = new Set(['picture', 'failed', 'done']);

export const isPictureWorkerReply = (value: unknown): value is PictureWorkerReply | DoneReply =>
  typeof value === 'object' && value !== null && 'type' in value && REPLY_TYPES.has(String(value.type));

export class PictureWorkerPool extends CappedProcessPool<PictureWorkerRequest, PictureWorkerReply> {
  constructor(opts: PoolOptions = {}) {
    super(workerScript(import.meta.url, './picture-worker.ts', './picture-worker.js'), isPictureWorkerReply, opts);
  }
}

/** 24 Mpx of RGBA is 96 MB of pixels (kept in Buffers, outside the heap): 10 s and 384 MB of heap are plenty. */
export const PICTURE_WORKER_LIMITS = { timeoutMs: 10_000, maxOldGenerationSizeMb: 384 } as const;

let shared: PictureWorkerPool | null = null;

/** The process-wide pool: one picture at a time keeps the memory of a small machine in hand. */
export const pictureWorkerPool = (): PictureWorkerPool => (shared ??= new PictureWorkerPool({ size: 1 }));

/** Stops the shared pool's idle workers (tests, graceful shutdown). */
export const closePictureWorkers = async (): Promise<void> => {
  const pool = shared;
  shared = null;
  await pool?.close();
};

export interface ReencodeOptions extends WorkerLimits {
  limits?: PictureLimits;
  pool?: PictureWorkerPool;
}

/**
 * Checks an uploaded picture and encodes it afresh in a worker. Throws PictureError with the reason the upload was
 * refused; a picture the worker could not decode in time or memory is 'unreadable'.
 */
export const reencodePicture = async (bytes: Uint8Array, opts: ReencodeOptions = {}): Promise<Picture> => {
  const limits = opts.limits ?? PICTURE_LIMITS;
  const { mime } = await checkPicture(bytes, limits);
  let picture: Picture | null = null;
  let failure: string | null = null;
  const workerLimits: WorkerLimits = {
    timeoutMs: opts.timeoutMs ?? PICTURE_WORKER_LIMITS.timeoutMs,
    maxOldGenerationSizeMb: opts.maxOldGenerationSizeMb ?? PICTURE_WORKER_LIMITS.maxOldGenerationSizeMb,
  };
  try {
    await (opts.pool ?? pictureWorkerPool()).run({ job: 'reencode', mime, bytes, maxPixels: limits.maxPixels }, workerLimits, (reply) => {
      if (reply.type === 'picture') picture = reply.picture;
      else failure = reply.message;
    });
  } catch (err) {
    if (err instanceof CappedWorkerError) throw new PictureError('unreadable', `worker ${err.message}`);
    throw err;
  }
  if (failure) throw new PictureError('unreadable', failure);
  if (!picture) throw new PictureError('unreadable', 'the worker sent no picture');
  return picture;
};
