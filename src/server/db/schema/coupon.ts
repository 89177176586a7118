// Coupons: definitions (what a coupon is worth) and instances (one redeemable code or one granted coupon, owned by
// at most one account). Binding and using are conditional updates on the instance row, so they are race-safe.
import { bigint, boolean, check, index, integer, pgTable, text, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './accounts';
import { orders } from './order';

export const couponDefinitions = pgTable(
  'coupon_definitions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Stable name for definitions the system looks up ('signup', 'seed:WELCOME10'). */
    key: text('key').unique(),
    /** code | signup | campaign (staff-made: one shared code, each customer binds their own coupon from it) */
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    /** Fixed discount in USD cents (a percent campaign keeps 0 here). */
    valueCents: bigint('value_cents', { mode: 'bigint' }).notNull(),
    minOrderCents: bigint('min_order_cents', { mode: 'bigint' }).notNull().default(sql`0`),
    /** Days a coupon stays usable after it is bound or granted; null: until the code's redeem_by. */
    validDays: integer('valid_days'),
    // ---- campaigns (issue 9: staff create them in the console) ----
    /** The campaign's shared code (upper case); null for other kinds. */
    code: text('code').unique(),
    /** Percent off the goods in scope (1–100) instead of a fixed value; null: fixed value. */
    percent: integer('percent'),
    /** Validity window: the code binds from starts_at, and bound coupons end at ends_at. */
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /** Uses over all customers (null: no limit); a limited campaign counts them in used_count when an order claims one. */
    maxUses: integer('max_uses'),
    usedCount: integer('used_count').notNull().default(0),
    /** Uses per customer (each bind gives one single-use coupon); null: no limit. */
    perCustomer: integer('per_customer'),
    /** Product ids the discount applies to (spec product ids); null: every product. */
    productIds: integer('product_ids').array(),
    /** Staff can switch a campaign off: no new binds, and its unused coupons stop working. */
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // the total limit holds in the database too, whatever the code does
    check('coupon_definitions_uses_check', sql`${t.maxUses} is null or ${t.usedCount} <= ${t.maxUses}`),
    check('coupon_definitions_percent_check', sql`${t.percent} is null or (${t.percent} between 1 and 100)`),
  ],
);

export const coupons = pgTable(
  'coupons',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    definitionId: integer('definition_id').notNull().references(() => couponDefinitions.id),
    /** Upper-case redeemable code; null for granted coupons. */
    code: text('code').unique(),
    /** Makes grants idempotent ('signup:<user id>'). */
    grantKey: text('grant_key').unique(),
    /** null until bound. Deleting the account deletes its coupons (they never become redeemable again). */
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'cascade' }),
    /** available | used ('expired' is derived from expires_at and the clock). */
    status: text('status').notNull().default('available'),
    /** Last moment the code can be bound; null: no limit. */
    redeemBy: timestamp('redeem_by', { withTimezone: true }),
    /** Last moment the bound coupon can be used; null: no expiry. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    boundAt: timestamp('bound_at', { withTimezone: true }),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** The order that used it. */
    orderId: integer('order_id').references((): AnyPgColumn => orders.id, { onDelete: 'restrict' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('coupons_owner_idx').on(t.ownerId),
    // releasing an unpaid order's hold finds its coupon by order
    index('coupons_order_idx').on(t.orderId),
    check('coupons_status_check', sql`${t.status} in ('available', 'used')`),
  ],
);

/** The addresses that already received the sign-up coupon, as the SHA-256 of the normalised address (never the
 *  address itself). Not tied to an account: kept through account deletion, so an address that registers again after
 *  deleting its account gets no second sign-up coupon (docs/account-deletion.md). */
export const signupCouponGrants = pgTable('signup_coupon_grants', {
  emailHash: text('email_hash').primaryKey(),
  grantedAt: timestamp('granted_at', { withTimezone: true }).notNull(),
});
