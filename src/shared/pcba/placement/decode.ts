// Bytes → text for placement files. EasyEDA writes its pick-and-place export as UTF-16 (little-endian, with a byte
// order mark) and tab-separated; the other tools write UTF-8 or ASCII, sometimes with a UTF-8 byte order mark.
// TextDecoder exists in Node and in browsers, so the same code can read a file before it is uploaded.

/** Decoded text, or null when the bytes are not text (a NUL after decoding: a ZIP, a spreadsheet, an image). */
export const decodePlacementText = (bytes: Uint8Array): string | null => {
  let text: string;
  if (bytes[0] === 0xff && bytes[1] === 0xfe) text = new TextDecoder('utf-16le').decode(bytes.subarray(2));
  else if (bytes[0] === 0xfe && bytes[1] === 0xff) text = new TextDecoder('utf-16be').decode(bytes.subarray(2));
  else if (looksUtf16le(bytes)) text = new TextDecoder('utf-16le').decode(bytes);
  else text = new TextDecoder('utf-8').decode(bytes.subarray(bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0));
  return text.includes('\u0000') ? null : text;
};

/** UTF-16LE without a byte order mark: ASCII text then has a zero in every odd byte of its start. */
const looksUtf16le = (bytes: Uint8Array): boolean => {
  const n = Math.min(bytes.length, 64) & ~1;
  if (n < 8) return false;
  for (let i = 0; i < n; i += 2) if (bytes[i] === 0 || bytes[i + 1] !== 0) return false;
  return true;
};
