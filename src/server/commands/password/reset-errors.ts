import { ApiCode } from '../../../shared/api';
import { AppError } from '../../http/errors';

/** One answer for unknown, expired and used links: the page offers to request a new one. */
export const resetLinkInvalid = () =>
  new AppError(
    ApiCode.notFound, 404, 'errors.resetLinkInvalid',
    'This link has expired or was already used. Please request a new one.',
  );
