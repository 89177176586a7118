// Account deletion requests (issue 15; spec services §3 "Deletion request", §4 "Account deletion flow", §8): one row
// per wizard run, found by a short-lived token (only its SHA-256 is stored). The row outlives the erase: it is the
// record that the account was deleted, when and why, which staff see on the customer's page. It holds no personal
// data (the reason is one of a fixed list; the free text of "other" is kept, it is the customer's feedback).
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { DELETION_STATUSES } from '../../../shared/contracts/account-deletion';

const statusList = sql.raw(DELETION_STATUSES.map((s) => `'${s}'`).join(', '));

export const accountDeletions = pgTable(
  'account_deletions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'restrict' }),
    tokenHash: text('token_hash').notNull().unique(),
    /** started → failed | passed (the account check; both may be checked again) → completed */
    status: text('status').notNull().default('started'),
    reason: text('reason'),
    reasonText: text('reason_text').notNull().default(''),
    /** The last check's blocking reasons: [{ key, count }]. */
    blockers: jsonb('blockers').notNull().default(sql`'[]'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    index('account_deletions_user_idx').on(t.userId, t.createdAt),
    check('account_deletions_status_check', sql`${t.status} in (${statusList})`),
  ],
);
