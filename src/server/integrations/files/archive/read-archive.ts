// Entry point for reading an uploaded archive: sniff by content, then unpack in memory within limits.
// Nothing is ever written to disk, so entry names can never choose a path on the server.
import { sniffUpload } from '../sniff';
import { ArchiveError } from './errors';
import { resolveLimits, type ArchiveLimits } from './limits';
import { readRar } from './read-rar';
import { readZip } from './read-zip';
import type { ArchiveEntry } from './types';

export type { ArchiveEntry } from './types';
export { ArchiveError, type ArchiveErrorReason } from './errors';
export { DEFAULT_ARCHIVE_LIMITS, type ArchiveLimits } from './limits';

/** Unpacks a ZIP or RAR upload. Throws ArchiveError (with a `reason`) for anything that is not a sane archive. */
export const readArchive = async (buffer: Buffer, limits?: Partial<ArchiveLimits>): Promise<ArchiveEntry[]> => {
  const resolved = resolveLimits(limits);
  const sniffed = await sniffUpload(buffer);
  if (sniffed.kind === 'not_archive') throw new ArchiveError('not_archive', sniffed.detected ?? 'unknown content');
  if (sniffed.kind === 'zip') return readZip(buffer, resolved);
  return readRar(buffer, resolved);
};
