// Errors the API reports on purpose. Anything else becomes the generic failure with a request id.
import { ApiCode } from '../../shared/api';

export class AppError extends Error {
  constructor(
    /** Envelope code (spec platform §8 codes, or ApiCode). */
    readonly code: number,
    /** HTTP status that goes with it. */
    readonly status: number,
    /** Stable message key, translated by the web app. */
    readonly key: string,
    /** English message for API clients. */
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

export const notLoggedIn = () => new AppError(ApiCode.notLoggedIn, 401, 'errors.notLoggedIn', 'Please sign in.');
export const sessionInvalid = () =>
  new AppError(ApiCode.sessionInvalid, 401, 'errors.sessionInvalid', 'Your session has expired. Please sign in again.');
export const wrongUserId = () => new AppError(ApiCode.wrongUserId, 403, 'errors.wrongUserId', 'Wrong user id.');
export const notFound = (what = 'Not found.') => new AppError(ApiCode.notFound, 404, 'errors.notFound', what);
export const conflict = (key: string, message: string) => new AppError(ApiCode.conflict, 409, key, message);
export const invalid = (fields: Record<string, string>, message = 'Please check the highlighted fields.') =>
  new AppError(ApiCode.validation, 422, 'errors.validation', message, fields);
export const badRequest = (key: string, message: string) => new AppError(ApiCode.validation, 400, key, message);
export const tooMany = (message: string, key = 'errors.tooManyRequests') =>
  new AppError(ApiCode.tooManyRequests, 429, key, message);
