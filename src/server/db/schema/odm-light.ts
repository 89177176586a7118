// ODM light (issue 13): the customer's sample confirmation per order, and the payment requests staff create for a
// customer (customized order payment 455 / customized ship cost 1633). The configuration itself travels in the cart
// item's and the order line's params, like every other product.
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { cartItems } from './cart';
import { orders } from './order';

/**
 * The customer approved the sample of an ODM light order (POST /order/confirmed-sample): mass production may start.
 * One row per order; the confirmation is final.
 */
export const odmSampleConfirmations = pgTable('odm_sample_confirmations', {
  orderId: integer('order_id').primaryKey().references(() => orders.id, { onDelete: 'restrict' }),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'restrict' }),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }).notNull(),
});

/**
 * A payment request staff created for a customer (issue 13 "Customized payments"): a confirmed cart item of product
 * 455 (payment unit) or 1633 (shipping cost) the customer checks out like any item.
 */
export const customPaymentRequests = pgTable(
  'custom_payment_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'restrict' }),
    productId: integer('product_id').notNull(),
    amountCents: bigint('amount_cents', { mode: 'bigint' }).notNull(),
    description: text('description').notNull(),
    cartItemId: integer('cart_item_id').notNull().references(() => cartItems.id, { onDelete: 'restrict' }),
    staffId: integer('staff_id').notNull().references(() => users.id, { onDelete: 'restrict' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('custom_payment_requests_user_idx').on(t.userId, t.createdAt),
    index('custom_payment_requests_created_idx').on(t.createdAt),
    check('custom_payment_requests_product_check', sql`${t.productId} in (455, 1633)`),
    check('custom_payment_requests_amount_check', sql`${t.amountCents} > 0`),
  ],
);
