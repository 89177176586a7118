// Orders, their lines (a snapshot of what was bought), the status history, and checkout sessions (issue 4 §2, §4).
// Money is bigint USD cents. Status codes and the transition table: src/shared/status/order.ts.
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgSequence, pgTable, text, timestamp, uniqueIndex, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { payments } from './payment';
import { coupons } from './coupon';
import { uploads } from './upload';
import { ORDER_STATUS_CODES, PENDING_ORDER_STATUSES } from '../../../shared/status/order';
import { WIRE_PAYMENT_METHODS, OFFERED_PAYMENT_METHODS } from '../../../shared/ids';

// Money and order records are never deleted with an account (issue 7 §5): every key from them is RESTRICT, so deleting
// a user who ordered, or an order, is refused by the database. (Account deletion anonymises instead: issue 15.)
const statusList = sql.raw(ORDER_STATUS_CODES.join(', '));
const methodList = sql.raw([...new Set([...OFFERED_PAYMENT_METHODS, ...WIRE_PAYMENT_METHODS])].join(', '));

/** Feeds the order numbers (commands/order/order-number.ts): never the same value twice, across processes. */
export const orderNumberSeq = pgSequence('order_number_seq', { startWith: 1 });

export const orders = pgTable(
  'orders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity({ startWith: 10001 }),
    orderNo: text('order_no').notNull().unique(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'restrict' }),
    /** Client uuid per checkout attempt: a retry or double click finds the same order (unique with user_id). */
    checkoutToken: uuid('checkout_token').notNull(),
    status: integer('status').notNull(),
    /** pending | done — separate from the fulfilment status. */
    paymentStatus: text('payment_status').notNull().default('pending'),
    /** PayPal 1, card 2, Union Pay 7, wire 4 / 8 (USD) / 9 (CNY). */
    paymentMethod: integer('payment_method').notNull(),
    currency: text('currency').notNull().default('USD'),
    subtotalCents: bigint('subtotal_cents', { mode: 'bigint' }).notNull(),
    shippingCents: bigint('shipping_cents', { mode: 'bigint' }).notNull(),
    discountCents: bigint('discount_cents', { mode: 'bigint' }).notNull(),
    taxCents: bigint('tax_cents', { mode: 'bigint' }).notNull(),
    totalCents: bigint('total_cents', { mode: 'bigint' }).notNull(),
    /** Tax rule applied (cn_vat | eu_ioss | eu_import | none) and its rate in ppm, for the invoice's tax code. */
    taxCode: text('tax_code').notNull(),
    taxRatePpm: integer('tax_rate_ppm').notNull().default(0),
    couponId: integer('coupon_id').references((): AnyPgColumn => coupons.id, { onDelete: 'restrict' }),
    /** First product is the customized order payment (455) or layout (2798): no item detail page. */
    notDetail: boolean('not_detail').notNull().default(false),
    isOdm: boolean('is_odm').notNull().default(false),
    remark: text('remark').notNull().default(''),
    countryIso2: text('country_iso2').notNull(),
    /** Snapshots of the delivery and billing address at placement (spec §3 keys). */
    shipTo: jsonb('ship_to').notNull(),
    billTo: jsonb('bill_to').notNull(),
    /** [{ warehouse, carrier, cost, days }] as chosen at placement. */
    shipping: jsonb('shipping').notNull(),
    trackingNumber: text('tracking_number'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    /** When the payment was confirmed (the cancel window runs from here). */
    paidAt: timestamp('paid_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    refundCents: bigint('refund_cents', { mode: 'bigint' }),
    /**
     * The one payment that paid the order. Any other capture for it (a second method, a capture after the order was
     * cancelled) is refunded automatically (payment_refunds kind 'extra_capture').
     */
    paidPaymentId: integer('paid_payment_id').references((): AnyPgColumn => payments.id, { onDelete: 'restrict' }),
    /**
     * The last file-problem hold (issue 9): { message, line_ids, held_at, staff_id, reuploaded_at } — see
     * OrderHold in src/shared/contracts/order.ts. Kept after the hold is released, so staff see what was asked.
     */
    hold: jsonb('hold'),
  },
  (t) => [
    uniqueIndex('orders_user_checkout_token_idx').on(t.userId, t.checkoutToken),
    index('orders_user_created_idx').on(t.userId, t.createdAt),
    index('orders_status_created_idx').on(t.status, t.createdAt),
    // A customer's unpaid orders (the header badge, GET /order/list?status=1): only those rows, so the count reads a
    // handful of index entries instead of every order of the customer (issue 17). The predicate must stay the same
    // as pendingWhere in commands/order/list-orders.ts.
    index('orders_user_pending_idx').on(t.userId, t.createdAt)
      .where(sql`${t.status} in (${sql.raw(PENDING_ORDER_STATUSES.join(', '))}) and ${t.paymentStatus} = 'pending'`),
    check('orders_payment_status_check', sql`${t.paymentStatus} in ('pending', 'done')`),
    check('orders_amounts_check', sql`${t.totalCents} >= 0 and ${t.subtotalCents} >= 0`),
    check('orders_status_check', sql`${t.status} in (${statusList})`),
    check('orders_payment_method_check', sql`${t.paymentMethod} in (${methodList})`),
    // order search by number (substring, case-insensitive): trigram index
    index('orders_order_no_trgm_idx').using('gin', sql`${t.orderNo} gin_trgm_ops`),
  ],
);

export const orderLines = pgTable(
  'order_lines',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id').notNull().references(() => orders.id, { onDelete: 'restrict' }),
    position: integer('position').notNull(),
    /** The cart row it came from (kept for re-order and releasing the hold; no FK: the cart may be cleaned). */
    cartItemId: integer('cart_item_id'),
    productId: integer('product_id').notNull(),
    tier: integer('tier'),
    warehouse: text('warehouse').notNull(),
    name: text('name').notNull(),
    sku: text('sku').notNull(),
    params: jsonb('params').notNull(),
    fileName: text('file_name'),
    /** The design file ordered: kept as long as the order is (RESTRICT). */
    uploadId: uuid('upload_id').references(() => uploads.id, { onDelete: 'restrict' }),
    priceLines: jsonb('price_lines').notNull(),
    unitCents: bigint('unit_cents', { mode: 'bigint' }).notNull(),
    quantity: integer('quantity').notNull(),
    totalCents: bigint('total_cents', { mode: 'bigint' }).notNull(),
    weightGrams: integer('weight_grams').notNull(),
    buildDays: integer('build_days').notNull(),
  },
  (t) => [
    uniqueIndex('order_lines_order_pos_idx').on(t.orderId, t.position),
    // order search by file name (substring, case-insensitive): trigram index
    index('order_lines_file_trgm_idx').using('gin', sql`${t.fileName} gin_trgm_ops`),
  ],
);

/** Every transition: who, from, to, why, when — written in the same transaction as the status change. */
export const orderHistory = pgTable(
  'order_history',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id').notNull().references(() => orders.id, { onDelete: 'restrict' }),
    fromStatus: integer('from_status'),
    toStatus: integer('to_status').notNull(),
    /** customer | staff | system | provider */
    actorType: text('actor_type').notNull(),
    actorId: text('actor_id'),
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('order_history_order_idx').on(t.orderId, t.id),
    check('order_history_status_check', sql`${t.toStatus} in (${statusList}) and (${t.fromStatus} is null or ${t.fromStatus} in (${statusList}))`),
  ],
);

/** Checkout step 2: the selection and the carrier chosen per warehouse, keyed by the checkout id we hand out. */
export const checkoutSessions = pgTable(
  'checkout_sessions',
  {
    id: uuid('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    cartIds: jsonb('cart_ids').notNull(),
    countryIso2: text('country_iso2').notNull(),
    /** { warehouse: { carrier: weightOk } } from the checkout answer, so set-logistic can refuse over-weight choices. */
    options: jsonb('options').notNull(),
    /** { warehouse: carrier } */
    shippingMethod: jsonb('shipping_method').notNull().default(sql`'{}'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('checkout_sessions_user_idx').on(t.userId, t.updatedAt), index('checkout_sessions_updated_idx').on(t.updatedAt)],
);
