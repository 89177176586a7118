// What a customer hears about a gallery call, each with a stable key the web app translates (common catalog,
// errors.*). A project someone may not see answers like a missing one (security/policy.ts canSeeGalleryProject).
import { ApiCode } from '../../../shared/api';
import { AppError, conflict, invalid, notFound } from '../../http/errors';
import { PictureError, type PictureErrorReason } from '../../integrations/files/picture';

export const galleryNotFound = () => notFound('Design not found.');
export const pictureMissing = () => new AppError(ApiCode.validation, 422, 'errors.fileMissing', 'Please choose a file.');

/** Spec services §8: gallery images are pictures of at most 2 MB. */
const PICTURE_REFUSALS: Record<PictureErrorReason, () => AppError> = {
  wrongType: () => new AppError(ApiCode.validation, 422, 'errors.pictureType', 'Please upload a picture (JPEG or PNG).'),
  tooLarge: () => new AppError(ApiCode.payloadTooLarge, 413, 'errors.pictureTooLarge', 'A picture can be at most 2 MB.'),
  tooManyPixels: () => new AppError(ApiCode.validation, 422, 'errors.pictureTooManyPixels', 'The picture has too many pixels: at most 6000 × 6000.'),
  unreadable: () => new AppError(ApiCode.validation, 422, 'errors.pictureUnreadable', 'The picture could not be read.'),
};

/** The re-encoder's refusal as the customer's answer; anything else goes on unchanged. */
export const pictureRefusal = (err: unknown): unknown => (err instanceof PictureError ? PICTURE_REFUSALS[err.reason]() : err);

/** A picture id that is not one of the owner's uploads: the form's field, like any other bad value. */
export const picturesInvalid = () => invalid({ picture_ids: 'validation.invalid' });
/** An order line that is not a PCB of one of the owner's orders. */
export const boardInvalid = () => invalid({ order_line_id: 'validation.invalid' });
export const noBoard = () => conflict('errors.galleryNoBoard', 'This design has no board to order.');

/** Project files and uploaded attachments (docs/gallery.md "Files"): the kind's types only, at most 10 MB. */
export const galleryFileType = () => new AppError(ApiCode.validation, 422, 'errors.galleryFileType', 'This file is not of a type this list takes.');
export const galleryFileTooLarge = () => new AppError(ApiCode.payloadTooLarge, 413, 'errors.galleryFileTooLarge', 'A file can be at most 10 MB.');
export const galleryFileNotFound = () => notFound('File not found.');
/** A file id that is not one of the owner's uploads of the right kind, free or on this project. */
export const filesInvalid = (field: 'file_ids' | 'attachments') => invalid({ [field]: 'validation.invalid' });
