// Cart items of the PCB and stencil services (issue 3 §5; spec platform §3 cart item, §4 statuses). The price is
// the server's own (re-priced on add and on a quantity change); status codes and transitions are in
// src/shared/status/cart-item.ts. Every transition writes a cart_item_history row in the same transaction.
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { uploads } from './upload';

export const cartItems = pgTable(
  'cart_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    /** PCB 835, Stencil 1391 (src/shared/ids.ts) */
    productId: integer('product_id').notNull(),
    /** PCB tier 0 / 2 / 5; null for stencils */
    tier: integer('tier'),
    name: text('name').notNull(),
    params: jsonb('params').notNull(),
    uploadId: uuid('upload_id').references(() => uploads.id, { onDelete: 'set null' }),
    /** [{ key, amount }] with amounts as cent strings; empty while waiting for a quotation */
    priceLines: jsonb('price_lines').notNull(),
    unitCents: bigint('unit_cents', { mode: 'bigint' }),
    totalCents: bigint('total_cents', { mode: 'bigint' }),
    buildDays: integer('build_days').notNull(),
    weightGrams: integer('weight_grams').notNull(),
    quantity: integer('quantity').notNull(),
    status: integer('status').notNull(),
    /** per_file | three_piece: the special this item used (the 3-piece special is once per shipment) */
    special: text('special'),
    /** Non-blocking rule problems at the time of adding */
    warnings: jsonb('warnings').notNull().default(sql`'[]'::jsonb`),
    country: text('country'),
    carrier: text('carrier'),
    /** Client-generated per add action: a double submit adds one item */
    requestId: uuid('request_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Staff's note with their quote, or with their refusal to quote (issue 9): the customer reads it in the cart */
    staffNote: text('staff_note').notNull().default(''),
    /** Why staff declined to quote (one of DECLINE_REASONS in src/shared/contracts/cart.ts); null otherwise */
    declineReason: text('decline_reason'),
    /**
     * A manual quote's price per quantity break (issue 12, CNC): [{ quantity, total }] with totals as cent strings;
     * the customer confirms the quote at one of them. Empty for a quote of the item's own quantity only.
     */
    quoteBreaks: jsonb('quote_breaks').notNull().default(sql`'[]'::jsonb`),
    /** Removed from the cart (cancel) or moved into an order; such rows no longer count */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('cart_items_user_request_idx').on(t.userId, t.requestId),
    index('cart_items_user_idx').on(t.userId, t.createdAt),
    // the staff quotation queue: live items waiting for a quote, oldest first
    index('cart_items_quote_queue_idx').on(t.status, t.createdAt).where(sql`${t.cancelledAt} is null`),
    check('cart_items_status_check', sql`${t.status} in (1, 2, 3, 4, 5, 7, 8)`),
  ],
);

/**
 * Who moved a cart item, from what to what, when and why (ARCHITECTURE.md "State machines as data"). `to_state`
 * is a status code as text, or one of the markers 'cancelled' / 'ordered'; null `from_state` is the creation.
 */
export const cartItemHistory = pgTable(
  'cart_item_history',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    cartItemId: integer('cart_item_id').notNull().references(() => cartItems.id, { onDelete: 'cascade' }),
    fromState: text('from_state'),
    toState: text('to_state').notNull(),
    /** customer | staff | system */
    actorType: text('actor_type').notNull(),
    actorId: integer('actor_id'),
    reason: text('reason').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('cart_item_history_item_idx').on(t.cartItemId, t.id)],
);

/** Why a customer removed an item (the cancel dialog): one row per item, a second answer replaces the first. */
export const cartCancelReasons = pgTable('cart_cancel_reasons', {
  cartItemId: integer('cart_item_id').primaryKey().references(() => cartItems.id, { onDelete: 'cascade' }),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  /** One of CART_CANCEL_REASONS (src/shared/contracts/cart-page.ts) */
  reason: text('reason').notNull(),
  remark: text('remark').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});
