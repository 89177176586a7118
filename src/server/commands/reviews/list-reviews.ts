// The public review pages (home-review-list, home-review-detail) and the home page's latest (POST /help/get-home):
// listed reviews only, newest first.
import { eq } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { reviews } from '../../db/schema/index';
import type { Review } from '../../../shared/contracts/reviews';
import { findReviews } from './present-review';
import { reviewNotFound } from './errors';

export const listReviews = async ({ db }: Pick<Deps, 'db'>, q: { page: number; pageSize: number }) => {
  const found = await findReviews(db, { listedOnly: true, limit: q.pageSize, offset: (q.page - 1) * q.pageSize });
  return { total: found.total, page: q.page, page_size: q.pageSize, list: found.reviews };
};

export const getReview = async ({ db }: Pick<Deps, 'db'>, id: number): Promise<Review> => {
  const [review] = (await findReviews(db, { listedOnly: true, where: eq(reviews.id, id), limit: 1 })).reviews;
  if (!review) throw reviewNotFound();
  return review;
};

export const homeReviews = async ({ db }: Pick<Deps, 'db'>, limit: number): Promise<{ reviews: Review[] }> =>
  ({ reviews: (await findReviews(db, { listedOnly: true, limit })).reviews });
