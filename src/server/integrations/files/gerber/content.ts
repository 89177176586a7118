// What a file is by its bytes: Excellon drill, Gerber (RS-274X), a Gerber job file, or something else.
// Cheap checks on the first few KB; the real parsing is done later by gerber-parser.
import type { FileFormat } from './layer-types';

const SNIFF_CHARS = 16 * 1024;

export const decodeText = (data: Buffer): string => data.toString('latin1');

export const detectFormat = (name: string, data: Buffer): FileFormat => {
  const head = data.subarray(0, SNIFF_CHARS);
  if (head.includes(0)) return 'other'; // binary: PDF, images, office files
  const text = decodeText(head);
  if (/\.gbrjob$/i.test(name) && /"FilesAttributes"\s*:/.test(text)) return 'gbrjob';
  // Excellon: an M48 header (sometimes after a lone '%'), or headerless tool selections plus coordinates.
  const lines = text.split(/\r?\n/).map((l) => l.trim()).filter((l) => l !== '' && !l.startsWith(';'));
  if (lines.slice(0, 5).some((l) => /^M48\b/.test(l))) return 'excellon';
  if (/%FS[LTD]?[AI]?X\d/.test(text) || /%MO(IN|MM)\*%/.test(text) || /%ADD\d+/.test(text)) return 'gerber';
  // Headerless (PADS writes 'T1C.013F095S3': tool, diameter, feed and speed, then bare coordinates, no M48).
  if (/^T\d+(C[\d.]+)?([FS]\d+)*$/m.test(text) && /^(T\d+)?X[-+]?[\d.]+Y[-+]?[\d.]+$/m.test(text)) return 'excellon';
  return 'other';
};
