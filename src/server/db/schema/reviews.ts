// Reviews of order items and shared re-order links (issue 14; spec services §4 "Reviews", "Shared reorder link").
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { orderLines, orders } from './order';

/**
 * One review per order item (unique order_line_id), by its buyer after delivery, or written by the auto-review sweep
 * (auto = true, 5 stars) when the order went unreviewed for more than 15 days after delivery.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id').notNull().references(() => orders.id, { onDelete: 'restrict' }),
    orderLineId: integer('order_line_id').notNull().references(() => orderLines.id, { onDelete: 'restrict' }),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'restrict' }),
    rating: integer('rating').notNull(),
    /** Category scores 1-5: shipping, customer service, ordering experience. */
    shippingScore: integer('shipping_score').notNull(),
    serviceScore: integer('service_score').notNull(),
    orderingScore: integer('ordering_score').notNull(),
    content: text('content').notNull().default(''),
    anonymous: boolean('anonymous').notNull().default(false),
    auto: boolean('auto').notNull().default(false),
    /** Staff hid it (console, audited): no longer listed. */
    hidden: boolean('hidden').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('reviews_order_line_idx').on(t.orderLineId),
    index('reviews_listed_idx').on(t.hidden, t.createdAt),
    check('reviews_scores_check', sql`${t.rating} between 1 and 5 and ${t.shippingScore} between 1 and 5 and ${t.serviceScore} between 1 and 5 and ${t.orderingScore} between 1 and 5`),
  ],
);

/** A review's picture, re-encoded on upload (no metadata or script survives); attached when the review is sent. */
export const reviewPictures = pgTable(
  'review_pictures',
  {
    id: uuid('id').primaryKey(),
    ownerId: integer('owner_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    reviewId: integer('review_id').references(() => reviews.id, { onDelete: 'cascade' }),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    storageKey: text('storage_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('review_pictures_review_idx').on(t.reviewId)],
);

/**
 * A re-order link the owner of a source mailed to someone. The source is (kind, id): an order, or a gallery project
 * (its board). The token is random and stored as its SHA-256 only.
 */
export const sharedLinks = pgTable(
  'shared_links',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tokenHash: text('token_hash').notNull().unique(),
    sourceKind: text('source_kind').notNull(),
    sourceId: integer('source_id').notNull(),
    senderId: integer('sender_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    recipientEmail: text('recipient_email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** 7 days after the mail was sent (spec platform §9). */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** The one purchase: who put it in their cart, when, and the cart rows it made. */
    usedAt: timestamp('used_at', { withTimezone: true }),
    usedBy: integer('used_by').references(() => users.id, { onDelete: 'set null' }),
    cartIds: jsonb('cart_ids'),
  },
  (t) => [check('shared_links_kind_check', sql`${t.sourceKind} in ('order', 'project')`), index('shared_links_sender_idx').on(t.senderId)],
);
