// ODM requests (issue 13; spec services §3 "ODM inquiry", "Custom product application"): what the customer sent, the
// staff quote or refusal, and the cart item the accepted quote became (product Odm 3234). The form is kept as the
// validated JSON of its contract (src/shared/contracts/odm.ts) so both forms share one queue. Files (logo, firmware,
// project documents) live in the storage under a random key; the client's name is kept for display only.
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { cartItems } from './cart';

export const odmRequests = pgTable(
  'odm_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    /** inquiry | application */
    kind: text('kind').notNull(),
    /** The page the form was sent from (ODM_PAGES). */
    page: text('page').notNull(),
    /** submitted | quoted | declined | accepted (ODM_STATUSES) */
    status: text('status').notNull(),
    form: jsonb('form').notNull(),
    /** The application's estimate at sending, amounts as cent strings; null for an inquiry. */
    estimate: jsonb('estimate'),
    /** The staff quote: [{ key, amount }] cent strings; empty until quoted. */
    quoteLines: jsonb('quote_lines').notNull().default(sql`'[]'::jsonb`),
    quoteTotalCents: bigint('quote_total_cents', { mode: 'bigint' }),
    quoteQuantity: integer('quote_quantity'),
    leadDays: integer('lead_days'),
    /** The shipping weight of the quoted lot, which staff state with the quote (checkout prices shipping by it). */
    weightGrams: integer('weight_grams'),
    staffNote: text('staff_note').notNull().default(''),
    quotedAt: timestamp('quoted_at', { withTimezone: true }),
    quotedBy: integer('quoted_by').references(() => users.id, { onDelete: 'set null' }),
    declineReason: text('decline_reason'),
    /** Why the customer declined our quote (they give a reason); null unless they did. Staff refusals use declineReason. */
    customerReason: text('customer_reason'),
    cartItemId: integer('cart_item_id').references(() => cartItems.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('odm_requests_user_idx').on(t.userId, t.createdAt),
    // the staff queue: by status, oldest first
    index('odm_requests_queue_idx').on(t.status, t.createdAt),
    check('odm_requests_kind_check', sql`${t.kind} in ('inquiry', 'application')`),
    check('odm_requests_status_check', sql`${t.status} in ('submitted', 'quoted', 'declined', 'accepted')`),
  ],
);

/**
 * What happened to a request and who did it, oldest first: the customer accepting or declining the quote (staff
 * answers are audit rows, commands/staff/audit.ts). Written in the transaction of the change.
 */
export const odmRequestHistory = pgTable(
  'odm_request_history',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    requestId: integer('request_id').notNull().references(() => odmRequests.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status').notNull(),
    toStatus: text('to_status').notNull(),
    /** customer | staff */
    actor: text('actor').notNull(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('odm_request_history_request_idx').on(t.requestId, t.createdAt),
    check('odm_request_history_actor_check', sql`${t.actor} in ('customer', 'staff')`),
  ],
);

export const odmFiles = pgTable(
  'odm_files',
  {
    id: uuid('id').primaryKey(),
    ownerId: integer('owner_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    /** Set when a request is sent with the file; a file belongs to one request. */
    requestId: integer('request_id').references(() => odmRequests.id, { onDelete: 'set null' }),
    /** logo | firmware | document (ODM_FILE_PURPOSES) */
    purpose: text('purpose').notNull(),
    originalName: text('original_name').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    sha256: text('sha256').notNull(),
    /** What the content turned out to be: application/pdf, image/svg+xml, application/zip, ... */
    contentType: text('content_type').notNull(),
    storageKey: text('storage_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('odm_files_owner_idx').on(t.ownerId),
    index('odm_files_request_idx').on(t.requestId),
    check('odm_files_purpose_check', sql`${t.purpose} in ('logo', 'firmware', 'document')`),
  ],
);
