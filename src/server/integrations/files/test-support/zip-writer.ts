// A minimal ZIP writer for fixtures and tests (no dependency). It can also write the hostile archives the reader
// must refuse: sizes that lie, symlink entries, the encrypted flag, pre-compressed data.
import zlib from 'node:zlib';

export interface ZipEntryInput {
  name: string;
  data?: Buffer;
  /** Defaults to deflate. */
  method?: 'store' | 'deflate';
  /** Already deflated bytes to store as-is (with `uncompressedSize`/`crc` declared by the caller). */
  raw?: { compressed: Buffer; uncompressedSize: number; crc?: number };
  /** Override the declared uncompressed size (a lying header). */
  declaredSize?: number;
  /** Unix mode in the high 16 bits of the external attributes (0o120777 = symlink). */
  unixMode?: number;
  encrypted?: boolean;
}

const DOS_TIME = 0;
const DOS_DATE = (2024 - 1980) << 9 | 1 << 5 | 1; // a fixed date: fixtures are byte-for-byte reproducible

export const writeZip = (entries: readonly ZipEntryInput[]): Buffer => {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const data = entry.data ?? Buffer.alloc(0);
    const method = entry.raw ? 8 : entry.method === 'store' ? 0 : 8;
    const compressed = entry.raw ? entry.raw.compressed : method === 8 ? zlib.deflateRawSync(data) : data;
    const size = entry.declaredSize ?? (entry.raw ? entry.raw.uncompressedSize : data.length);
    const crc = entry.raw ? (entry.raw.crc ?? 0) : zlib.crc32(data);
    const flags = 0x0800 | (entry.encrypted ? 0x0001 : 0);

    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(flags, 6);
    local.writeUInt16LE(method, 8);
    local.writeUInt16LE(DOS_TIME, 10);
    local.writeUInt16LE(DOS_DATE, 12);
    local.writeUInt32LE(crc >>> 0, 14);
    local.writeUInt32LE(compressed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    local.writeUInt16LE(0, 28);
    locals.push(local, name, compressed);

    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE((3 << 8) | 20, 4); // made by Unix, so the mode bits below are meaningful
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(flags, 8);
    central.writeUInt16LE(method, 10);
    central.writeUInt16LE(DOS_TIME, 12);
    central.writeUInt16LE(DOS_DATE, 14);
    central.writeUInt32LE(crc >>> 0, 16);
    central.writeUInt32LE(compressed.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(((entry.unixMode ?? 0o100644) << 16) >>> 0, 38);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);
    offset += local.length + name.length + compressed.length;
  }
  const centralDir = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(centralDir.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, centralDir, end]);
};

/**
 * Deflated zeros without holding them in memory: independent full-flushed blocks of 1 MiB repeated, then a final
 * empty block. 300 MiB costs ~300 KB of compressed bytes.
 */
export const deflatedZeros = (mebibytes: number): Buffer => {
  const block = zlib.deflateRawSync(Buffer.alloc(1024 * 1024), { finishFlush: zlib.constants.Z_FULL_FLUSH });
  const final = Buffer.from([0x03, 0x00]);
  return Buffer.concat([...Array.from({ length: mebibytes }, () => block), final]);
};
