// A minimal RAR 5 writer (stored, uncompressed entries) so RAR uploads can be tested without the non-free `rar`
// tool. Format: rarlab.com "RAR 5.0 archive format" — vint fields, each header prefixed by the CRC32 of its bytes.
import zlib from 'node:zlib';

const SIGNATURE = Buffer.from([0x52, 0x61, 0x72, 0x21, 0x1a, 0x07, 0x01, 0x00]);

const vint = (value: number): Buffer => {
  const bytes: number[] = [];
  let v = value;
  do {
    let byte = v % 128;
    v = Math.floor(v / 128);
    if (v > 0) byte |= 0x80;
    bytes.push(byte);
  } while (v > 0);
  return Buffer.from(bytes);
};

const u32 = (value: number): Buffer => {
  const b = Buffer.alloc(4);
  b.writeUInt32LE(value >>> 0);
  return b;
};

/** One block: CRC32, header size, then the header's fields (type first); data follows outside the CRC. */
const block = (fields: Buffer): Buffer => {
  const size = vint(fields.length);
  const crc = u32(zlib.crc32(Buffer.concat([size, fields])));
  return Buffer.concat([crc, size, fields]);
};

export interface RarEntryInput {
  name: string;
  data: Buffer;
  /** Override the declared unpacked size (a lying header). */
  declaredSize?: number;
}

export const writeRar5 = (entries: readonly RarEntryInput[]): Buffer => {
  const parts: Buffer[] = [SIGNATURE];
  parts.push(block(Buffer.concat([vint(1), vint(0), vint(0)]))); // main header: type 1, no flags, no archive flags
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const fields = Buffer.concat([
      vint(2), // file header
      vint(0x0002), // header flags: a data area follows
      vint(entry.data.length), // data size
      vint(0x0004), // file flags: data CRC32 present
      vint(entry.declaredSize ?? entry.data.length),
      vint(0x20), // attributes (archive bit)
      u32(zlib.crc32(entry.data)),
      vint(0), // compression: version 0, method 0 = store
      vint(1), // host OS: Unix
      vint(name.length),
      name,
    ]);
    parts.push(block(fields), entry.data);
  }
  parts.push(block(Buffer.concat([vint(5), vint(0), vint(0)]))); // end of archive
  return Buffer.concat(parts);
};
