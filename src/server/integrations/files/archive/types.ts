/** One unpacked file of an upload: a safe normalized name ('dir/board.gtl') and its bytes, only ever in memory. */
export interface ArchiveEntry {
  name: string;
  data: Buffer;
}
