// Cart items of the PCB and stencil services (issue 3 §5; spec platform §3 cart item, §4 statuses). The price is
// the server's own (re-priced on add); status codes are CartItemStatus in src/shared/contracts/cart.ts.
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
    /** Removed from the cart (cancel) or moved into an order; such rows no longer count */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('cart_items_user_request_idx').on(t.userId, t.requestId),
    index('cart_items_user_idx').on(t.userId, t.createdAt),
    check('cart_items_status_check', sql`${t.status} in (1, 2, 3, 4, 5, 7)`),
  ],
);
