// What a BOM upload is, by content (ARCHITECTURE "Files": never by name). A .xls is a Compound File (CFB), a .xlsx a
// zip; anything file-type recognises as another format (a PDF renamed .csv, an image) is the wrong type; the rest
// must be text to be a CSV.
import { fileTypeFromBuffer } from 'file-type';
import { looksLikeZip } from '../sniff';

export type BomFileKind = 'xls' | 'xlsx' | 'text' | 'wrongType';

const CFB = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

export const sniffBom = async (buf: Uint8Array): Promise<BomFileKind> => {
  if (CFB.every((b, i) => buf[i] === b)) return 'xls';
  if (looksLikeZip(buf)) return 'xlsx';
  const detected = await fileTypeFromBuffer(buf);
  // file-type guesses some text as other formats only from binary signatures; a CSV never starts with one.
  return detected ? 'wrongType' : 'text';
};
