// Reviews (issue 14; spec services §1 "Review", §4 "Reviews", platform §2 /review, home-review-list,
// home-review-detail, §7 POST /help/get-home): one review per order item by its buyer after delivery, the public
// lists, the home page's latest, and the staff's hide switch.
import { z } from 'zod';
import { apiQuery } from '../api';
import { id, int, queryId, queryInt, text } from './fields';
import { HOME_REVIEW_LIMIT, REVIEW_CONTENT_MAX, REVIEW_PICTURES_MAX } from './review-limits';

export { HOME_REVIEW_LIMIT, REVIEW_CONTENT_MAX, REVIEW_PICTURES_MAX, REVIEW_PICTURE_MAX_BYTES } from './review-limits';

const score = () => int(1, 5, 'validation.rating');

/** POST /v1/review: the spec's fields (order number, sku, rating, category scores, pictures, anonymous flag). */
export const reviewBodySchema = z.strictObject({
  order_no: text().trim().min(1, 'validation.required').max(40, 'validation.maxLength'),
  sku: text().trim().min(1, 'validation.required').max(80, 'validation.maxLength'),
  rating: score(),
  shipping_score: score(),
  service_score: score(),
  ordering_score: score(),
  content: text().trim().max(REVIEW_CONTENT_MAX, 'validation.maxLength').optional().default(''),
  anonymous: z.boolean().optional().default(false),
  picture_ids: z.array(z.uuid('validation.invalid')).max(REVIEW_PICTURES_MAX, 'validation.tooManyPictures').optional().default([]),
});
export type ReviewBody = z.input<typeof reviewBodySchema>;

export const reviewSchema = z.object({
  id: z.number(),
  rating: z.number(),
  shipping_score: z.number(),
  service_score: z.number(),
  ordering_score: z.number(),
  content: z.string(),
  /** Null when the buyer chose to stay anonymous. */
  author: z.object({ first_name: z.string(), last_initial: z.string() }).nullable(),
  product_name: z.string(),
  sku: z.string(),
  /** Written by the 15-day sweep, not by the buyer. */
  auto: z.boolean(),
  pictures: z.array(z.string()),
  created_at: z.string(),
});
export type Review = z.infer<typeof reviewSchema>;

export const reviewListQuerySchema = apiQuery({
  page: queryInt(1, 10_000).optional().default(1),
  page_size: queryInt(1, 50).optional().default(20),
});
export const reviewListSchema = z.object({ total: z.number(), page: z.number(), page_size: z.number(), list: z.array(reviewSchema) });
export const reviewQuerySchema = apiQuery({ id: queryId('validation.required') });
export const reviewPictureParamsSchema = z.strictObject({ id: z.uuid('validation.invalid') });
export const reviewPictureSchema = z.object({ id: z.string(), url: z.string() });

/** POST /help/get-home (spec platform §7: limit 10). */
export const homeBodySchema = z.strictObject({ limit: int(1, 20, 'validation.invalid').optional().default(HOME_REVIEW_LIMIT) });
export const homeSchema = z.object({ reviews: z.array(reviewSchema) });

export const staffReviewSchema = reviewSchema.extend({ hidden: z.boolean(), order_no: z.string(), customer_email: z.string() });
export type StaffReview = z.infer<typeof staffReviewSchema>;
export const staffReviewListSchema = z.object({ total: z.number(), page: z.number(), page_size: z.number(), list: z.array(staffReviewSchema) });
export const staffReviewHideBodySchema = z.strictObject({
  id: id('validation.required'),
  hidden: z.boolean(),
  note: text().trim().max(300, 'validation.maxLength').optional().default(''),
});
