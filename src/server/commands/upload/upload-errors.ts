// Upload failures the customer can act on: a stable 'upload.*' key the web app translates and the English text
// (src/shared/contracts/upload.ts). Archive problems from the files library map to one key each.
import type { ArchiveErrorReason } from '../../integrations/files/archive/errors';
import { ApiCode } from '../../../shared/api';
import { UPLOAD_ERROR_MESSAGES_EN } from '../../../shared/contracts/upload';
import { AppError } from '../../http/errors';

type UploadErrorName = keyof typeof UPLOAD_ERROR_MESSAGES_EN;

export const uploadError = (name: UploadErrorName, fields?: Record<string, string>): AppError =>
  new AppError(ApiCode.validation, 422, `upload.${name}`, UPLOAD_ERROR_MESSAGES_EN[name], fields);

/** A zip bomb is refused either by its total size or by its compression ratio: both read "too large". */
export const ARCHIVE_ERROR_NAMES: Record<ArchiveErrorReason, UploadErrorName> = {
  not_archive: 'notArchive',
  empty: 'empty',
  too_many_entries: 'tooManyEntries',
  too_large: 'tooLarge',
  ratio: 'tooLarge',
  traversal: 'traversal',
  nested: 'nested',
  encrypted: 'encrypted',
  corrupt: 'corrupt',
};
