// Checks shared by the ZIP and RAR readers: per-entry decisions before unpacking, and a byte budget that is
// charged while unpacking so a lying header cannot make us inflate more than the limits allow.
import { looksLikeArchive, looksLikeZip } from '../sniff';
import { isJunkName, isNestedArchiveName, isZipDocumentName, normalizeEntryName } from './entry-names';
import { ArchiveError } from './errors';
import type { ArchiveLimits } from './limits';

interface DeclaredEntry {
  rawName: string;
  packedBytes: number;
  unpackedBytes: number;
}

export class EntryBudget {
  private declaredTotal = 0;
  private unpackedTotal = 0;
  private readonly seen = new Set<string>();

  constructor(private readonly limits: ArchiveLimits) {}

  /** Validates an entry from its header; returns its safe name, or null when it is junk to skip. */
  admit(entry: DeclaredEntry): string | null {
    const name = normalizeEntryName(entry.rawName);
    if (name === '' || isJunkName(name)) return null;
    if (isNestedArchiveName(name)) throw new ArchiveError('nested', name);
    const key = name.toLowerCase();
    // Two entries with one name would make the customer's layer mapping ambiguous; real CAD output never does it.
    if (this.seen.has(key)) throw new ArchiveError('corrupt', `duplicate entry ${name}`);
    this.seen.add(key);
    const { maxEntryBytes, maxTotalBytes } = this.limits;
    if (entry.unpackedBytes > maxEntryBytes) throw new ArchiveError('too_large', name);
    this.declaredTotal += entry.unpackedBytes;
    if (this.declaredTotal > maxTotalBytes) throw new ArchiveError('too_large', 'total');
    this.checkRatio(name, entry.unpackedBytes, entry.packedBytes);
    return name;
  }

  /** Charges bytes as they are unpacked; `entrySoFar` is this entry's running count. */
  charge(name: string, chunkBytes: number, entrySoFar: number, packedBytes: number): void {
    this.unpackedTotal += chunkBytes;
    if (entrySoFar > this.limits.maxEntryBytes) throw new ArchiveError('too_large', name);
    if (this.unpackedTotal > this.limits.maxTotalBytes) throw new ArchiveError('too_large', 'total');
    this.checkRatio(name, entrySoFar, packedBytes);
  }

  /**
   * Looks at an unpacked entry's bytes: an archive renamed to .gbr is still a nested archive. A zip-based office
   * document under its own name is not (it is kept as a file and never opened); anything else in it still is.
   */
  inspect(name: string, data: Uint8Array): void {
    if (isZipDocumentName(name) && looksLikeZip(data)) return;
    if (looksLikeArchive(data)) throw new ArchiveError('nested', name);
  }

  private checkRatio(name: string, unpacked: number, packed: number): void {
    if (unpacked <= this.limits.ratioFloorBytes) return;
    if (unpacked / Math.max(packed, 1) > this.limits.maxRatio) throw new ArchiveError('ratio', name);
  }
}
