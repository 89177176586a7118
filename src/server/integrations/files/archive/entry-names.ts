// Entry names are attacker-controlled: normalize them and refuse anything that could point outside the archive.
// We never write entries to disk, but the names travel on (layer mapping, storage keys), so they must be safe.
import { ArchiveError } from './errors';

/** Extensions of archive formats we refuse inside an archive (no recursive unpacking, no bombs in bombs). */
const NESTED_EXTENSIONS = /\.(zip|rar|7z|tar|gz|tgz|bz2|tbz2?|xz|txz|zst|lz|lzma|cab|arj|z)$/i;

/** Junk that archivers add on macOS/Windows: never part of a design, so it is dropped instead of analysed. */
const JUNK = /(^|\/)(__MACOSX\/|\.DS_Store$|Thumbs\.db$|desktop\.ini$)/i;

// eslint-disable-next-line no-control-regex -- control characters are exactly what we are looking for
const CONTROL_CHARS = /[\u0000-\u001f\u007f]/;

/**
 * Returns the normalized name ('dir/file.gbr'), or throws ArchiveError('traversal') for absolute paths, drive
 * letters, '..' segments and control characters. Backslashes are turned into '/' first so 'a\..\..\x' is caught.
 */
export const normalizeEntryName = (raw: string): string => {
  const slashed = raw.replace(/\\/g, '/');
  if (CONTROL_CHARS.test(slashed)) throw new ArchiveError('traversal', JSON.stringify(raw));
  if (slashed.startsWith('/') || /^[a-zA-Z]:/.test(slashed)) throw new ArchiveError('traversal', raw);
  const parts = slashed.split('/').filter((part) => part !== '' && part !== '.');
  if (parts.includes('..')) throw new ArchiveError('traversal', raw);
  return parts.join('/');
};

export const isDirectoryName = (raw: string): boolean => /[/\\]$/.test(raw);

export const isJunkName = (name: string): boolean => JUNK.test(name);

export const isNestedArchiveName = (name: string): boolean => NESTED_EXTENSIONS.test(name);

/**
 * Office documents (OOXML, OpenDocument, and the like) are zip containers by design: a BOM spreadsheet or fab notes
 * beside the Gerbers (issue 8). They are kept as plain non-layer files and never unpacked, so they are no nested
 * archive even though their bytes start like one.
 */
const ZIP_DOCUMENTS = /\.(docx|docm|dotx|xlsx|xlsm|xltx|pptx|pptm|ppsx|vsdx|odt|ods|odp|odg|epub|xps|oxps|3mf)$/i;

export const isZipDocumentName = (name: string): boolean => ZIP_DOCUMENTS.test(name);
