// Errors of the account area, with the message keys the web app translates (errors.* in the common catalog).
import { ApiCode } from '../../../shared/api';
import { AppError, conflict, tooMany } from '../../http/errors';

export const emailTaken = () => conflict('errors.emailTaken', 'This email is already registered.');

/**
 * The same answer for an unknown email and a wrong password, so sign-in does not reveal which accounts exist.
 * Code 4000, not 4302: the web client treats 4302 as "session lost" and would redirect instead of showing it.
 */
export const wrongCredentials = () =>
  new AppError(ApiCode.validation, 401, 'errors.wrongCredentials', 'Wrong email or password.');

export const loginLocked = () =>
  tooMany('Too many sign-in attempts. Please wait 15 minutes or reset your password.', 'errors.loginLocked');

export { isUniqueViolation } from '../../db/errors';
