// POST /v1/review: the buyer reviews one item of a delivered order (spec services §1 "Review", §4): the order is
// found by its number among the buyer's own (another's answers 404), the item by its sku; one review per item (a
// unique index, so a double click cannot write two); the pictures uploaded before are attached.
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { orderLines, orders, reviewPictures, reviews } from '../../db/schema/index';
import { owned } from '../../security/policy';
import type { Review, ReviewBody } from '../../../shared/contracts/reviews';
import { isDelivered } from './delivered';
import { reviewExists, reviewItemNotFound, reviewNotDelivered } from './errors';
import { findReviews } from './present-review';

type Body = Required<Omit<ReviewBody, 'content' | 'anonymous' | 'picture_ids'>> & { content: string; anonymous: boolean; picture_ids: string[] };

export const submitReview = async ({ db, clock }: Pick<Deps, 'db' | 'clock'>, userId: number, b: Body): Promise<Review> => {
  const now = clock.now();
  const id = await db.transaction(async (tx) => {
    const order = owned(userId, (await tx.select().from(orders).where(eq(orders.orderNo, b.order_no)))[0], reviewItemNotFound);
    const [line] = await tx.select().from(orderLines).where(and(eq(orderLines.orderId, order.id), eq(orderLines.sku, b.sku))).limit(1);
    if (!line) throw reviewItemNotFound();
    if (!isDelivered(order.status)) throw reviewNotDelivered();
    const [row] = await tx.insert(reviews).values({
      orderId: order.id, orderLineId: line.id, userId, rating: b.rating, shippingScore: b.shipping_score, serviceScore: b.service_score,
      orderingScore: b.ordering_score, content: b.content, anonymous: b.anonymous, createdAt: now,
    }).onConflictDoNothing().returning({ id: reviews.id });
    if (!row) throw reviewExists();
    if (b.picture_ids.length > 0) {
      // only the reviewer's own pictures not yet attached to another review
      await tx.update(reviewPictures).set({ reviewId: row.id })
        .where(and(inArray(reviewPictures.id, b.picture_ids), eq(reviewPictures.ownerId, userId), isNull(reviewPictures.reviewId)));
    }
    return row.id;
  });
  const [review] = (await findReviews(db, { listedOnly: false, where: eq(reviews.id, id), limit: 1 })).reviews;
  return review!;
};
