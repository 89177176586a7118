// RAR (4 and 5) in memory with node-unrar-js (WASM). It cannot stream, so everything is decided from the file
// headers before extracting, and only admitted entries are extracted; the extracted sizes are checked again in
// case a header lied. Symlink entries cannot escape: nothing is written to disk, their bytes are just data.
import { createExtractorFromData, UnrarError } from 'node-unrar-js';
import type { FileHeader } from 'node-unrar-js';
import { EntryBudget } from './entry-guard';
import { normalizeEntryName } from './entry-names';
import { ArchiveError } from './errors';
import type { ArchiveLimits } from './limits';
import type { ArchiveEntry } from './types';

const mapRarError = (err: unknown): ArchiveError => {
  if (err instanceof ArchiveError) return err;
  if (err instanceof UnrarError) {
    if (err.reason === 'ERAR_MISSING_PASSWORD' || err.reason === 'ERAR_BAD_PASSWORD') return new ArchiveError('encrypted', err.message);
    if (err.reason === 'ERAR_NO_MEMORY') return new ArchiveError('too_large', err.message);
    return new ArchiveError('corrupt', `${err.reason}: ${err.message}`);
  }
  return new ArchiveError('corrupt', err instanceof Error ? err.message : String(err));
};

export const readRar = async (buffer: Buffer, limits: ArchiveLimits): Promise<ArchiveEntry[]> => {
  try {
    // Copy into a fresh ArrayBuffer: a Buffer may be a view into Node's shared pool.
    const data = new Uint8Array(buffer).buffer;
    const extractor = await createExtractorFromData({ data });
    const list = extractor.getFileList();
    if (list.arcHeader.flags.headerEncrypted) throw new ArchiveError('encrypted', 'archive headers');
    if (list.arcHeader.flags.volume) throw new ArchiveError('corrupt', 'multi-volume archive');
    // The generator must be drained (node-unrar-js frees its native state at the end), so collect first.
    const headers: FileHeader[] = [...list.fileHeaders];
    if (headers.length > limits.maxEntries) throw new ArchiveError('too_many_entries', String(headers.length));
    const budget = new EntryBudget(limits);
    const admitted = new Map<string, string>(); // raw name -> safe name
    for (const header of headers) {
      if (header.flags.directory) {
        normalizeEntryName(header.name);
        continue;
      }
      const name = budget.admit({ rawName: header.name, packedBytes: header.packSize, unpackedBytes: header.unpSize });
      if (name === null) continue;
      if (header.flags.encrypted) throw new ArchiveError('encrypted', name);
      admitted.set(header.name, name);
    }
    if (admitted.size === 0) throw new ArchiveError('empty');
    const extracted = extractor.extract({ files: (header) => admitted.has(header.name) });
    const out: ArchiveEntry[] = [];
    for (const file of extracted.files) {
      const name = admitted.get(file.fileHeader.name);
      if (name === undefined || !file.extraction) continue;
      const bytes = file.extraction;
      // Declared sizes were admitted above; a lying header is caught here before the bytes are kept.
      budget.charge(name, bytes.length, bytes.length, file.fileHeader.packSize);
      if (bytes.length !== file.fileHeader.unpSize) throw new ArchiveError('corrupt', `size mismatch ${name}`);
      budget.inspect(name, bytes);
      out.push({ name, data: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length) });
    }
    if (out.length === 0) throw new ArchiveError('empty');
    return out;
  } catch (err) {
    throw mapRarError(err);
  }
};
