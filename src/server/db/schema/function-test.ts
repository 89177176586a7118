// Functional-test plans (issue 11 "Functional test"; spec services §3 "Test-plan (functional test) record", §4
// statuses 1 Confirming, 2 Confirmed, 3 Rejected; §7 POST /fusion-test/upfile, GET /fusion-test/bind-pcba-test-to-cart).
// The customer uploads the plan (PDF, Word, Excel, ZIP or text, 20 MB), then binds it to a PCBA cart item that asked
// for a functional test; engineering confirm or reject it in the console. The bytes live in the storage under a
// random key (src/server/integrations/storage); the client's file name is kept for display only. A cart item has at
// most one plan: binding another one detaches the previous plan (kept, with its decision, for the history).
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { cartItems } from './cart';

export const pcbaTestPlans = pgTable(
  'pcba_test_plans',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ownerId: integer('owner_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull(),
    /** Sanitised client file name, display only. */
    originalName: text('original_name').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    sha256: text('sha256').notNull(),
    /** What the content turned out to be (never the name's extension): application/pdf, application/zip, text/plain, ... */
    contentType: text('content_type').notNull(),
    /** The PCBA cart item (product 1511, options.functionTest on) the plan is for; null until bound, or once replaced. */
    cartItemId: integer('cart_item_id').references(() => cartItems.id, { onDelete: 'set null' }),
    boundAt: timestamp('bound_at', { withTimezone: true }),
    /** FunctionTestStatus (src/shared/status/function-test.ts). */
    status: integer('status').notNull().default(1),
    /** What the engineer wrote with the decision (the customer reads it). */
    staffNote: text('staff_note').notNull().default(''),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('pcba_test_plans_owner_idx').on(t.ownerId),
    // one plan per cart item
    uniqueIndex('pcba_test_plans_cart_item_idx').on(t.cartItemId).where(sql`${t.cartItemId} is not null`),
    // the engineering queue: bound plans, Confirming first, oldest first
    index('pcba_test_plans_queue_idx').on(t.status, t.createdAt).where(sql`${t.cartItemId} is not null`),
    check('pcba_test_plans_status_check', sql`${t.status} in (1, 2, 3)`),
  ],
);
