import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * Every staff action (issue 9): who, what, on which record, the record before and after, when. Written in the
 * transaction of the action itself, so an action without its row (or a row without its action) cannot exist.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    staffId: integer('staff_id').notNull().references(() => users.id),
    /** The staff action (src/shared/staff.ts), e.g. 'quotes.answer'. */
    action: text('action').notNull(),
    /** What was acted on: cart_item, order, payment, refund, banner, ... and its id (as text: some keys are not ints). */
    recordType: text('record_type').notNull(),
    recordId: text('record_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    /** A short free text (a rejection reason, a carrier and tracking number). */
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    // the record page's history, newest first
    index('audit_log_record_idx').on(t.recordType, t.recordId, t.createdAt),
    index('audit_log_staff_idx').on(t.staffId, t.createdAt),
  ],
);
