// Payment failures the API reports on purpose, each with a stable key the web app translates
// (spec platform §8: network abnormality, card refused, wrong file type or size).
import { ApiCode } from '../../../shared/api';
import { AppError, badRequest, conflict } from '../../http/errors';

export const orderNotFound = () => new AppError(ApiCode.notFound, 404, 'errors.paymentOrderNotFound', 'Order not found.');
export const notPayable = () => conflict('errors.paymentNotPayable', 'This order is not waiting for a payment.');
export const providerNotConfigured = () =>
  new AppError(ApiCode.failed, 503, 'errors.paymentNotConfigured', 'This payment method is not configured on this shop.');
export const providerUnavailable = () =>
  new AppError(ApiCode.failed, 502, 'errors.paymentNetwork', 'Network abnormality: please retry or choose another payment method.');
export const signatureInvalid = () => badRequest('errors.paymentSignature', 'The payment callback could not be verified.');
export const callbackUnknown = () =>
  new AppError(ApiCode.notFound, 404, 'errors.paymentUnknownOrder', 'The callback does not match any order or payment.');
export const callbackMismatch = () => badRequest('errors.paymentMismatch', 'The callback does not match the payment.');
export const receiptFileTypeOrSize = () =>
  new AppError(ApiCode.validation, 422, 'errors.fileTypeOrSize', 'Please upload the correct file type or size.');
export const receiptMissing = () => badRequest('errors.receiptMissing', 'Please choose the bank receipt (PDF) to upload.');
export const nothingToRefund = () => conflict('errors.paymentNothingToRefund', 'This order has no confirmed payment to refund.');
export const nonceRequired = () => badRequest('errors.paymentNonceRequired', 'The card details are missing.');
