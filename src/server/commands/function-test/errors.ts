// What a customer or an engineer hears about a functional-test plan call, each with a stable key the web app
// translates (common catalog, errors.*).
import { ApiCode } from '../../../shared/api';
import { AppError, badRequest, conflict, notFound } from '../../http/errors';

export const testPlanMissing = () => new AppError(ApiCode.validation, 422, 'errors.fileMissing', 'Please choose a file.');
export const testPlanType = () =>
  new AppError(ApiCode.validation, 422, 'errors.testPlanType', 'Please upload the test plan as PDF, Word, Excel, ZIP or text, at most 20 MB.');
export const testPlanTooLarge = () => new AppError(ApiCode.payloadTooLarge, 413, 'errors.fileTypeOrSize', 'Please upload the correct file type or size.');
/** Someone else's plan and a missing one answer the same. */
export const testPlanNotFound = () => notFound('Test plan not found.');
export const cartItemNotFound = () => notFound('Cart item not found.');
export const notPcbaWithTest = () =>
  badRequest('errors.testPlanNotPcbaTest', 'A test plan can only be added to a PCB assembly item with the functional test selected.');
export const boundElsewhere = () => conflict('errors.testPlanBoundElsewhere', 'This test plan belongs to another cart item. Please upload it again for this one.');
export const alreadyDecided = () => conflict('errors.testPlanDecided', 'This test plan was already reviewed.');
export const notBound = () => conflict('errors.testPlanNotBound', 'This test plan is not attached to a cart item any more.');
