// The stream names in an OLE2 Compound File (CFB: .doc, .xls, .ppt, .msi all are one), read from its directory
// without opening any stream: enough to tell a Word document ("WordDocument") from a workbook ("Workbook", "Book")
// from anything else. Bounded: the directory chain is followed through the FAT at most as many sectors as the file
// holds, each sector once, so a looping or lying header ends the walk instead of the server.
// Format: [MS-CFB] 2.2 (header), 2.3 (FAT), 2.5 (DIFAT), 2.6 (directory entries).

const CFB_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const END_OF_CHAIN = 0xfffffffe;
const FREE_SECT = 0xffffffff;
const HEADER_DIFAT_ENTRIES = 109;
/** Directory entries read at most (a real document has a few dozen; the cap keeps the answer small). */
const MAX_ENTRIES = 4096;

export const isCfb = (buf: Uint8Array): boolean => buf.length >= 512 && CFB_MAGIC.every((b, i) => buf[i] === b);

/** The names of the directory's entries, or null when the file is not a readable compound file. */
export const cfbEntryNames = (bytes: Uint8Array): string[] | null => {
  if (!isCfb(bytes)) return null;
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const shift = buf.readUInt16LE(0x1e);
  if (shift !== 9 && shift !== 12) return null;
  const sectorSize = 1 << shift;
  const sectorCount = Math.floor((buf.length - sectorSize) / sectorSize) + 1;
  const sectorOffset = (n: number): number | null => {
    const at = (n + 1) * sectorSize;
    return n < sectorCount && at + sectorSize <= buf.length ? at : null;
  };
  const perSector = sectorSize / 4;

  // FAT sector numbers: 109 in the header, the rest in the DIFAT chain.
  const fatSectors: number[] = [];
  for (let i = 0; i < HEADER_DIFAT_ENTRIES; i++) {
    const s = buf.readUInt32LE(0x4c + i * 4);
    if (s !== FREE_SECT && s !== END_OF_CHAIN) fatSectors.push(s);
  }
  let difat = buf.readUInt32LE(0x44);
  const seenDifat = new Set<number>();
  while (difat !== END_OF_CHAIN && difat !== FREE_SECT) {
    const at = sectorOffset(difat);
    if (at === null || seenDifat.has(difat)) return null;
    seenDifat.add(difat);
    for (let i = 0; i < perSector - 1; i++) {
      const s = buf.readUInt32LE(at + i * 4);
      if (s !== FREE_SECT && s !== END_OF_CHAIN) fatSectors.push(s);
    }
    difat = buf.readUInt32LE(at + (perSector - 1) * 4);
  }
  const next = (n: number): number | null => {
    const fat = fatSectors[Math.floor(n / perSector)];
    if (fat === undefined) return null;
    const at = sectorOffset(fat);
    return at === null ? null : buf.readUInt32LE(at + (n % perSector) * 4);
  };

  const names: string[] = [];
  const seen = new Set<number>();
  let dir: number | null = buf.readUInt32LE(0x30);
  while (dir !== null && dir !== END_OF_CHAIN) {
    const at = sectorOffset(dir);
    if (at === null || seen.has(dir)) return names.length > 0 ? names : null;
    seen.add(dir);
    for (let e = 0; e < sectorSize / 128 && names.length < MAX_ENTRIES; e++) {
      const entry = at + e * 128;
      const type = buf[entry + 0x42];
      const length = buf.readUInt16LE(entry + 0x40);
      if (type === 0 || length < 2 || length > 64) continue; // unused entry
      names.push(buf.toString('utf16le', entry, entry + length - 2));
    }
    if (names.length >= MAX_ENTRIES) break;
    dir = next(dir);
  }
  return names.length > 0 ? names : null;
};
