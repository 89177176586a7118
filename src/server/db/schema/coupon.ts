// Coupons: definitions (what a coupon is worth) and instances (one redeemable code or one granted coupon, owned by
// at most one account). Binding and using are conditional updates on the instance row, so they are race-safe.
import { bigint, check, index, integer, pgTable, text, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './accounts';
import { orders } from './order';

export const couponDefinitions = pgTable('coupon_definitions', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  /** Stable name for definitions the system looks up ('signup', 'seed:WELCOME10'). */
  key: text('key').unique(),
  /** code | signup */
  kind: text('kind').notNull(),
  name: text('name').notNull(),
  valueCents: bigint('value_cents', { mode: 'bigint' }).notNull(),
  minOrderCents: bigint('min_order_cents', { mode: 'bigint' }).notNull().default(sql`0`),
  /** Days a coupon stays usable after it is bound or granted; null: until the code's redeem_by. */
  validDays: integer('valid_days'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

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
