// Type by content, not by name (ARCHITECTURE "Files"). file-type knows the container formats; the few cases
// it does not tell apart (an empty zip, RAR 4 vs 5, archives hidden inside an archive) are read from the magic
// bytes here.
import { fileTypeFromBuffer } from 'file-type';

export type ArchiveKind = 'zip' | 'rar4' | 'rar5';

export type SniffResult =
  | { kind: ArchiveKind }
  /** Not an archive we accept; `detected` is file-type's extension when it recognised something else. */
  | { kind: 'not_archive'; detected: string | null };

const startsWith = (buf: Uint8Array, bytes: readonly number[], offset = 0): boolean =>
  buf.length >= offset + bytes.length && bytes.every((b, i) => buf[offset + i] === b);

const ZIP_LOCAL = [0x50, 0x4b, 0x03, 0x04];
const ZIP_EMPTY = [0x50, 0x4b, 0x05, 0x06]; // end-of-central-directory first: a zip with no entries
const RAR4 = [0x52, 0x61, 0x72, 0x21, 0x1a, 0x07, 0x00];
const RAR5 = [0x52, 0x61, 0x72, 0x21, 0x1a, 0x07, 0x01, 0x00];

const rarVersion = (buf: Uint8Array): ArchiveKind | null =>
  startsWith(buf, RAR5) ? 'rar5' : startsWith(buf, RAR4) ? 'rar4' : null;

/** What kind of upload this is. Zip-based documents (docx, xlsx, jar, ...) are not Gerber archives. */
export const sniffUpload = async (buf: Uint8Array): Promise<SniffResult> => {
  if (startsWith(buf, ZIP_EMPTY)) return { kind: 'zip' };
  const detected = await fileTypeFromBuffer(buf);
  if (detected?.ext === 'zip' && startsWith(buf, ZIP_LOCAL)) return { kind: 'zip' };
  if (detected?.ext === 'rar') {
    const version = rarVersion(buf);
    if (version) return { kind: version };
  }
  return { kind: 'not_archive', detected: detected?.ext ?? null };
};

/** True when bytes start like a zip (what office documents are made of). */
export const looksLikeZip = (buf: Uint8Array): boolean => startsWith(buf, ZIP_LOCAL) || startsWith(buf, ZIP_EMPTY);

/**
 * True when bytes look like any archive or compressed stream. Used on entries inside an upload: synchronous and
 * cheap, and deliberately wider than what we accept (7z, gzip, bzip2, xz, zstd, tar, cab).
 */
export const looksLikeArchive = (buf: Uint8Array): boolean =>
  startsWith(buf, ZIP_LOCAL) ||
  startsWith(buf, ZIP_EMPTY) ||
  startsWith(buf, [0x50, 0x4b, 0x07, 0x08]) || // spanned zip
  rarVersion(buf) !== null ||
  startsWith(buf, [0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c]) || // 7z
  startsWith(buf, [0x1f, 0x8b]) || // gzip
  startsWith(buf, [0x42, 0x5a, 0x68]) || // bzip2
  startsWith(buf, [0xfd, 0x37, 0x7a, 0x58, 0x5a, 0x00]) || // xz
  startsWith(buf, [0x28, 0xb5, 0x2f, 0xfd]) || // zstd
  startsWith(buf, [0x4d, 0x53, 0x43, 0x46]) || // cab
  startsWith(buf, [0x75, 0x73, 0x74, 0x61, 0x72], 257); // tar 'ustar'
