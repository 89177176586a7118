// Reviews and shared re-order links (issue 14): the buyer's review with pictures, the public lists and the home
// page's latest (POST /help/get-home), the content staff's hide switch; the owner's shared link, the recipient's
// view and one purchase.
import { z } from 'zod';
import {
  homeBodySchema, homeSchema, reviewBodySchema, reviewListQuerySchema, reviewListSchema, reviewPictureParamsSchema, reviewPictureSchema,
  reviewQuerySchema, reviewSchema, staffReviewHideBodySchema, staffReviewListSchema, staffReviewSchema,
} from '../contracts/reviews';
import { sharedLinkQuerySchema, sharedLinkSendBodySchema, sharedLinkSentSchema, sharedLinkUseBodySchema, sharedLinkUsedSchema, sharedLinkViewSchema } from '../contracts/shared-link';
import { area, route } from './route';

export const reviewRoutes = area(['review'], {
  /** Multipart: one picture (JPEG or PNG by content, at most 2 MB), re-encoded before it is stored. */
  'POST /v1/review/pictures': route({ auth: 'user', multipart: z.strictObject({}), response: reviewPictureSchema }),
  /** A picture of a listed review (or the uploader's own, before the review is sent). */
  'GET /v1/review/pictures/:id': route({ auth: 'public', params: reviewPictureParamsSchema }),
  'POST /v1/review': route({ auth: 'user', body: reviewBodySchema, response: reviewSchema }),
  'GET /v1/review/list': route({ auth: 'public', query: reviewListQuerySchema, response: reviewListSchema }),
  'GET /v1/review/detail': route({ auth: 'public', query: reviewQuerySchema, response: reviewSchema }),
  'POST /help/get-home': route({ auth: 'public', body: homeBodySchema, response: homeSchema }),
});

export const staffReviewRoutes = area(['staff', 'review'], {
  'GET /v1/staff/reviews': route({ auth: 'staff:content.manage', query: reviewListQuerySchema, response: staffReviewListSchema }),
  'POST /v1/staff/reviews/hide': route({ auth: 'staff:content.manage', body: staffReviewHideBodySchema, response: staffReviewSchema }),
});

export const sharedLinkRoutes = area(['shared-link'], {
  'POST /v1/shared-link/send': route({ auth: 'user', body: sharedLinkSendBodySchema, response: sharedLinkSentSchema }),
  /** Public: the recipient looks before signing in; a used, expired or unknown link says so. */
  'GET /v1/shared-link/view': route({ auth: 'public', query: sharedLinkQuerySchema, response: sharedLinkViewSchema }),
  'POST /v1/shared-link/use': route({ auth: 'user', body: sharedLinkUseBodySchema, response: sharedLinkUsedSchema }),
});
