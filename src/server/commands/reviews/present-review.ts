// Reviews as the shop shows them: the author's first name and last initial unless anonymous, the item, the pictures'
// addresses. One query for any list (public, home, staff), so hidden reviews are left out in one place.
import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orderLines, orders, reviewPictures, reviews, users } from '../../db/schema/index';
import type { Review, StaffReview } from '../../../shared/contracts/reviews';

export const pictureUrl = (id: string): string => `/api/v1/review/pictures/${id}`;

const columns = {
  review: reviews, productName: orderLines.name, sku: orderLines.sku, orderNo: orders.orderNo,
  firstName: users.firstName, lastName: users.lastName, email: users.email,
};
type Row = { review: typeof reviews.$inferSelect; productName: string; sku: string; orderNo: string; firstName: string; lastName: string; email: string };

const present = (r: Row, pictures: string[]): Review => ({
  id: r.review.id,
  rating: r.review.rating,
  shipping_score: r.review.shippingScore,
  service_score: r.review.serviceScore,
  ordering_score: r.review.orderingScore,
  content: r.review.content,
  author: r.review.anonymous ? null : { first_name: r.firstName, last_initial: r.lastName.slice(0, 1) },
  product_name: r.productName,
  sku: r.sku,
  auto: r.review.auto,
  pictures: pictures.map(pictureUrl),
  created_at: r.review.createdAt.toISOString(),
});

const picturesOf = async (db: DbOrTx, ids: number[]): Promise<Map<number, string[]>> => {
  const byReview = new Map<number, string[]>();
  if (ids.length === 0) return byReview;
  const rows = await db.select({ id: reviewPictures.id, reviewId: reviewPictures.reviewId }).from(reviewPictures)
    .where(inArray(reviewPictures.reviewId, ids)).orderBy(asc(reviewPictures.createdAt), asc(reviewPictures.id));
  for (const p of rows) byReview.set(p.reviewId!, [...(byReview.get(p.reviewId!) ?? []), p.id]);
  return byReview;
};

const selectRows = (db: DbOrTx, where: SQL | undefined) =>
  db.select(columns).from(reviews)
    .innerJoin(orderLines, eq(orderLines.id, reviews.orderLineId))
    .innerJoin(orders, eq(orders.id, reviews.orderId))
    .innerJoin(users, eq(users.id, reviews.userId))
    .where(where)
    .orderBy(desc(reviews.createdAt), desc(reviews.id));

/** Reviews newest first, with the total for paging; `listedOnly` leaves hidden ones out (everything but staff). */
export const findReviews = async (db: DbOrTx, o: { where?: SQL; listedOnly: boolean; limit: number; offset?: number }) => {
  const where = o.listedOnly ? and(eq(reviews.hidden, false), o.where) : o.where;
  const rows = await selectRows(db, where).limit(o.limit).offset(o.offset ?? 0);
  const [total] = await db.select({ n: count() }).from(reviews).where(where);
  const pictures = await picturesOf(db, rows.map((r) => r.review.id));
  return {
    total: total?.n ?? 0,
    reviews: rows.map((r) => present(r, pictures.get(r.review.id) ?? [])),
    staff: rows.map((r): StaffReview => ({ ...present(r, pictures.get(r.review.id) ?? []), hidden: r.review.hidden, order_no: r.orderNo, customer_email: r.email })),
  };
};
