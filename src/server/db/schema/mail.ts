// The mail outbox (issue 8 §2): every customer e-mail is a row written in the transaction of the event it reports, so
// a rolled-back event mails nothing and a committed one is never forgotten. Delivery runs after the commit
// (src/server/mail/deliver-outbox.ts) and again from the sweep, with back-off; a claim lease keeps two processes from
// sending the same row at once.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Template name (welcome, order_placed, ...): what the mail is about, for support and tests. */
    kind: text('kind').notNull(),
    /** One mail per event: e.g. `order_placed:10001`. A repeated event (a redelivered callback) adds nothing. */
    dedupeKey: text('dedupe_key'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    orderId: integer('order_id'),
    toAddress: text('to_address').notNull(),
    lang: text('lang').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    /** pending (due at next_attempt_at) | sending (claimed until lease_until) | sent | failed (gave up) */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('mail_outbox_dedupe_idx').on(t.dedupeKey),
    // the delivery claim reads only rows still to send
    index('mail_outbox_due_idx').on(t.nextAttemptAt).where(sql`${t.status} in ('pending', 'sending')`),
    index('mail_outbox_order_idx').on(t.orderId),
    check('mail_outbox_status_check', sql`${t.status} in ('pending', 'sending', 'sent', 'failed')`),
    check('mail_outbox_lang_check', sql`${t.lang} in ('en', 'jp')`),
  ],
);
