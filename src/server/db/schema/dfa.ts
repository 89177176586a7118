// DFA review issues (issue 11 "After the order": DFA review): an engineer raises issues on a paid order (its files,
// parts or design), the order is on hold for DFA (status 1013) meanwhile; the customer answers each (solution, reply
// and response, all required: spec services §5), the answer is locked until the engineer reviews it, and accepting it
// is final. States and moves: src/shared/status/dfa.ts. The optional attachment (an image or PDF the engineer shows,
// checked by content) lives in the uploads storage under a random key; only its display name is the client's.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { orders } from './order';
import { DFA_ISSUE_KINDS, DFA_ISSUE_STATUSES, DFA_SOLUTIONS } from '../../../shared/status/dfa';

const list = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

export const dfaIssues = pgTable(
  'dfa_issues',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    // order records are never deleted (order.ts): restrict like every key from them
    orderId: integer('order_id').notNull().references(() => orders.id, { onDelete: 'restrict' }),
    /** The engineer (staff user) who raised it. */
    raisedBy: integer('raised_by').notNull().references(() => users.id, { onDelete: 'restrict' }),
    /** files | parts | design */
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    /** The engineer's picture or PDF: storage key, sanitised display name, the type read from the bytes, size. */
    attachmentKey: text('attachment_key'),
    attachmentName: text('attachment_name'),
    attachmentMime: text('attachment_mime'),
    attachmentSize: integer('attachment_size'),
    /** open | answered | reopened | accepted */
    status: text('status').notNull().default('open'),
    /** The customer's answer: solution (DFA_SOLUTIONS), reply and response; null until the first answer. */
    solution: text('solution'),
    reply: text('reply'),
    response: text('response'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    /** The engineer's review: the note sent when asking again (or with the acceptance), by whom and when. */
    reviewNote: text('review_note'),
    reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'restrict' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('dfa_issues_order_idx').on(t.orderId, t.id),
    // the console queue: answered issues, oldest answer first
    index('dfa_issues_status_answered_idx').on(t.status, t.answeredAt),
    check('dfa_issues_kind_check', sql`${t.kind} in (${list(DFA_ISSUE_KINDS)})`),
    check('dfa_issues_status_check', sql`${t.status} in (${list(DFA_ISSUE_STATUSES)})`),
    check('dfa_issues_solution_check', sql`${t.solution} is null or ${t.solution} in (${list(DFA_SOLUTIONS)})`),
    check('dfa_issues_answer_check', sql`${t.status} not in ('answered', 'accepted') or (${t.solution} is not null and ${t.reply} is not null and ${t.response} is not null and ${t.answeredAt} is not null)`),
  ],
);
