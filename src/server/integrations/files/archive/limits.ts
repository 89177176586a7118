// Limits for unpacking uploaded archives (STACK-NOTES "ZIP": other readers fully inflated a 1 GiB bomb).
export interface ArchiveLimits {
  /** Entries in the archive, directories included (checked from the directory before anything is inflated). */
  maxEntries: number;
  /** Unpacked bytes of one entry. */
  maxEntryBytes: number;
  /** Unpacked bytes of all entries together. */
  maxTotalBytes: number;
  /** Unpacked/packed ratio of one entry. */
  maxRatio: number;
  /**
   * The ratio only applies once an entry has unpacked this many bytes: a 4 KB file of blank lines legitimately
   * deflates 500:1 and is harmless, a bomb is dangerous because it is big.
   */
  ratioFloorBytes: number;
}

const MB = 1024 * 1024;

export const DEFAULT_ARCHIVE_LIMITS: ArchiveLimits = {
  maxEntries: 500,
  maxEntryBytes: 50 * MB,
  maxTotalBytes: 200 * MB,
  maxRatio: 200,
  ratioFloorBytes: 1 * MB,
};

export const resolveLimits = (limits?: Partial<ArchiveLimits>): ArchiveLimits => ({ ...DEFAULT_ARCHIVE_LIMITS, ...limits });
