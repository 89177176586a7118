// What a customer or a salesperson hears about an ODM call, each with a stable key the web app translates (common
// catalog, errors.*). Someone else's request or file answers like a missing one (security/policy.ts `owned`).
import { ApiCode } from '../../../shared/api';
import { AppError, conflict, notFound } from '../../http/errors';

export const odmFileMissing = () => new AppError(ApiCode.validation, 422, 'errors.fileMissing', 'Please choose a file.');
/** Spec services §5: "A wrong type or size shows: Please upload the correct file type or size." */
export const odmFileType = () => new AppError(ApiCode.validation, 422, 'errors.fileTypeOrSize', 'Please upload the correct file type or size.');
export const odmFileTooLarge = () => new AppError(ApiCode.payloadTooLarge, 413, 'errors.fileTypeOrSize', 'Please upload the correct file type or size.');
export const odmRequestNotFound = () => notFound('ODM request not found.');
export const odmFileNotFound = () => notFound('File not found.');
export const odmNotQuoted = () => conflict('errors.odmNotQuoted', 'This request has no quote to accept.');
export const odmClosed = () => conflict('errors.odmClosed', 'This request was already accepted or declined.');
export const odmQuoteDeclined = () => conflict('errors.odmQuoteDeclined', 'You declined this quote: it can no longer be accepted. Send a new request if you changed your mind.');
export const odmAlreadyAccepted = () => conflict('errors.odmAlreadyAccepted', 'This quote was already accepted: it is in your cart.');
