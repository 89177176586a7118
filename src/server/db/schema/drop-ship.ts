// Drop shipping (issue 15; spec services "Drop-shipping row" and rules): the goods staff hold in storage for a
// customer, the address lists the customer uploads, and the packages of a submitted list, one per row, each with its
// shipping cost and, once the fees are paid and the package has left, its tracking number.
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { cartItems } from './cart';

/** Units of one item (SKU) in storage for a customer; staff add them in the console. Having any makes a drop-shipping customer. */
export const dropShipStock = pgTable(
  'drop_ship_stock',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'restrict' }),
    item: text('item').notNull(),
    description: text('description').notNull(),
    /** Units received; what is still free for a list is this minus the units of submitted lists. */
    quantity: integer('quantity').notNull(),
    /** Free storage runs from here for 6 months (renewed when staff add units). */
    storedAt: timestamp('stored_at', { withTimezone: true }).notNull(),
    /** The storage reminder went out for this stored_at (the sweep's idempotence). */
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('drop_ship_stock_user_item_idx').on(t.userId, t.item),
    check('drop_ship_stock_quantity_check', sql`${t.quantity} >= 0`),
  ],
);

/**
 * An uploaded address list. draft: being corrected (problems of the last upload, valid rows kept); submitted: the
 * packages are made and the shipping fees wait in the cart (cart_item_id) — paid when that item's order is paid.
 */
export const dropShipLists = pgTable(
  'drop_ship_lists',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'restrict' }),
    status: text('status').notNull(),
    fileName: text('file_name').notNull(),
    /** The valid rows kept so far (DropShipRow[]). */
    rows: jsonb('rows').notNull(),
    /** The last upload's problems (DropShipProblem[]). */
    problems: jsonb('problems').notNull(),
    cartItemId: integer('cart_item_id').references(() => cartItems.id, { onDelete: 'restrict' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('drop_ship_lists_user_idx').on(t.userId, t.createdAt),
    check('drop_ship_lists_status_check', sql`${t.status} in ('draft', 'submitted')`),
  ],
);

export const dropShipPackages = pgTable(
  'drop_ship_packages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    listId: integer('list_id').notNull().references(() => dropShipLists.id, { onDelete: 'restrict' }),
    /** The row in the list (DropShipRow). */
    address: jsonb('address').notNull(),
    item: text('item').notNull(),
    quantity: integer('quantity').notNull(),
    costCents: bigint('cost_cents', { mode: 'bigint' }).notNull(),
    trackingNumber: text('tracking_number'),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
  },
  (t) => [index('drop_ship_packages_list_idx').on(t.listId)],
);
