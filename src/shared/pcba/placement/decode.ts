// Bytes → text for placement files: the same decoding as a text BOM (../decode-text.ts: byte order marks, EasyEDA's
// UTF-16 without one, UTF-8, then the legacy code pages on evidence).
import { decodeText } from '../decode-text';

/** Decoded text, or null when the bytes are not text (a NUL after decoding: a ZIP, a spreadsheet, an image). */
export const decodePlacementText = (bytes: Uint8Array): string | null => {
  const { text } = decodeText(bytes);
  return text.includes('\u0000') ? null : text;
};
