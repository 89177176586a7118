// What a customer hears about a BOM file that cannot be read. Not a BOM file at all (a PDF, an image, empty, over
// 20 MB): services §5 "Please upload the correct file type or size". A spreadsheet or text that is broken, hostile
// or too heavy to read: services §8 "BOM file unreadable: change the format, follow the guideline".
import { ApiCode } from '../../../shared/api';
import { AppError } from '../../http/errors';
import type { BomReadErrorReason } from '../../integrations/files/bom/index';

export const BOM_UNREADABLE_EN = 'BOM file unreadable: change the format, follow the guideline.';

export const bomError = (reason: BomReadErrorReason | 'missing'): AppError => {
  if (reason === 'unreadable') return new AppError(ApiCode.validation, 422, 'errors.bomUnreadable', BOM_UNREADABLE_EN);
  if (reason === 'missing') return new AppError(ApiCode.validation, 422, 'errors.fileMissing', 'Please choose a file.');
  return new AppError(ApiCode.validation, 422, 'errors.fileTypeOrSize', 'Please upload the correct file type or size.');
};
