// Which CAD format a file is, by content only (the name is never trusted): STEP (ISO 10303-21) files open with the
// header `ISO-10303-21;`; IGES files are 80-column records whose first line is a Start record ('S' in column 73,
// then its sequence number).
import type { CadFormat } from './limits';

export const sniffCad = (bytes: Uint8Array): CadFormat | null => {
  const head = Buffer.from(bytes.subarray(0, 400)).toString('latin1').replace(/^\uFEFF|^\u00EF\u00BB\u00BF/, '');
  if (/^\s*ISO-10303-21\s*;/.test(head)) return 'step';
  const first = head.split(/\r?\n/, 1)[0] ?? '';
  if (first.length >= 80 && first[72] === 'S' && /^\s*\d+$/.test(first.slice(73, 80))) return 'iges';
  return null;
};
