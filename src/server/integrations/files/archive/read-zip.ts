// ZIP from memory with yauzl (STACK-NOTES: it rejects lying sizes by itself; jszip/adm-zip inflated a 1 GiB bomb).
// Names are decoded by us (decodeStrings: false) so that a traversal name becomes a typed error instead of a
// generic yauzl failure, and symlinks are refused rather than followed.
import yauzl from 'yauzl';
import type { Entry, ZipFile } from 'yauzl';
import type { Readable } from 'node:stream';
import { EntryBudget } from './entry-guard';
import { isDirectoryName, normalizeEntryName } from './entry-names';
import { ArchiveError } from './errors';
import type { ArchiveLimits } from './limits';
import type { ArchiveEntry } from './types';

const S_IFMT = 0o170000;
const S_IFLNK = 0o120000;

const openZip = (buffer: Buffer): Promise<ZipFile> =>
  new Promise((resolve, reject) => {
    yauzl.fromBuffer(buffer, { lazyEntries: true, decodeStrings: false, validateEntrySizes: true }, (err, zip) => {
      if (err || !zip) reject(new ArchiveError('corrupt', err?.message ?? 'unreadable zip'));
      else resolve(zip);
    });
  });

/** yauzl's own stream errors, mapped to our reasons (it checks declared sizes against what actually inflates). */
const mapZipError = (err: unknown): ArchiveError => {
  if (err instanceof ArchiveError) return err;
  const message = err instanceof Error ? err.message : String(err);
  if (/too many bytes/i.test(message)) return new ArchiveError('too_large', message);
  return new ArchiveError('corrupt', message);
};

const rawName = (entry: Entry): string => {
  const raw: unknown = entry.fileNameRaw ?? entry.fileName;
  if (Buffer.isBuffer(raw)) return yauzl.getFileNameLowLevel(entry.generalPurposeBitFlag, raw, entry.extraFields, false);
  return String(raw);
};

const openStream = (zip: ZipFile, entry: Entry): Promise<Readable> =>
  new Promise((resolve, reject) => {
    zip.openReadStream(entry, (err, stream) => {
      if (err || !stream) reject(mapZipError(err ?? new Error('no stream')));
      else resolve(stream);
    });
  });

const inflateEntry = async (zip: ZipFile, entry: Entry, name: string, budget: EntryBudget): Promise<Buffer> => {
  const stream = await openStream(zip, entry);
  const chunks: Buffer[] = [];
  let size = 0;
  return new Promise<Buffer>((resolve, reject) => {
    const fail = (err: unknown): void => {
      stream.destroy();
      reject(mapZipError(err));
    };
    stream.on('data', (chunk: Buffer) => {
      size += chunk.length;
      try {
        budget.charge(name, chunk.length, size, entry.compressedSize);
      } catch (err) {
        fail(err);
        return;
      }
      chunks.push(chunk);
    });
    stream.on('error', fail);
    stream.on('end', () => resolve(Buffer.concat(chunks, size)));
  });
};

export const readZip = async (buffer: Buffer, limits: ArchiveLimits): Promise<ArchiveEntry[]> => {
  const zip = await openZip(buffer);
  try {
    if (zip.entryCount > limits.maxEntries) throw new ArchiveError('too_many_entries', String(zip.entryCount));
    const budget = new EntryBudget(limits);
    const out: ArchiveEntry[] = [];
    const entries = new Promise<void>((resolve, reject) => {
      zip.on('error', (err: unknown) => reject(mapZipError(err)));
      zip.on('end', () => resolve());
      zip.on('entry', (entry: Entry) => {
        void (async () => {
          const raw = rawName(entry);
          if (isDirectoryName(raw)) {
            normalizeEntryName(raw); // nothing to unpack, but a '../' directory still marks a hostile archive
            return;
          }
          if (((entry.externalFileAttributes >>> 16) & S_IFMT) === S_IFLNK) throw new ArchiveError('traversal', `symlink ${raw}`);
          const name = budget.admit({ rawName: raw, packedBytes: entry.compressedSize, unpackedBytes: entry.uncompressedSize });
          if (name === null) return;
          if (entry.isEncrypted()) throw new ArchiveError('encrypted', name);
          const data = await inflateEntry(zip, entry, name, budget);
          budget.inspect(name, data);
          out.push({ name, data });
        })().then(
          () => zip.readEntry(),
          (err: unknown) => reject(mapZipError(err)),
        );
      });
      zip.readEntry();
    });
    await entries;
    if (out.length === 0) throw new ArchiveError('empty');
    return out;
  } finally {
    zip.close();
  }
};
