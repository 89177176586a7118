// PCBA sponsorship applications (issue 15; contract: src/shared/contracts/sponsorship.ts). One row per application;
// staff decide once (submitted → approved | declined), the decision and its note are what the applicant reads.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';

export const sponsorshipApplications = pgTable(
  'sponsorship_applications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    /** fusion | xiao: the page it was sent from */
    product: text('product').notNull(),
    projectName: text('project_name').notNull(),
    teamType: text('team_type').notNull(),
    organisation: text('organisation').notNull().default(''),
    website: text('website').notNull().default(''),
    description: text('description').notNull(),
    boards: integer('boards').notNull(),
    /** submitted | approved | declined */
    status: text('status').notNull().default('submitted'),
    decisionNote: text('decision_note').notNull().default(''),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    index('sponsorship_applications_user_idx').on(t.userId, t.createdAt),
    // the staff queue: by status, oldest first
    index('sponsorship_applications_queue_idx').on(t.status, t.createdAt),
    check('sponsorship_applications_status_check', sql`${t.status} in ('submitted', 'approved', 'declined')`),
  ],
);
