// A model that cannot be read: 422 with a 'print3d.file.*' key (the page's texts) and the English text.
import { ApiCode } from '../../../shared/api';
import { AppError } from '../../http/errors';
import type { MeshReadErrorReason } from '../../integrations/files/mesh/index';

export const MODEL_ERROR_MESSAGES_EN: Record<MeshReadErrorReason | 'missingFile', string> = {
  empty: 'The file is empty.',
  tooLarge: 'Please upload the correct file type or size: models up to 10 MB.',
  wrongType: 'Please upload the correct file type or size: STL, OBJ or 3MF.',
  stlSize: 'This binary STL file is cut short or padded: its size does not match its triangle count.',
  corrupt: 'The model file is damaged and cannot be read.',
  tooManyTriangles: 'The model has too many triangles (at most 1,000,000).',
  unreadable: 'The model could not be read in time. Please simplify it or send another format.',
  missingFile: 'Please choose a model file.',
};

export const modelError = (reason: keyof typeof MODEL_ERROR_MESSAGES_EN): AppError =>
  new AppError(ApiCode.validation, 422, `print3d.file.${reason}`, MODEL_ERROR_MESSAGES_EN[reason], { file: `print3d.file.${reason}` });
