// Answers to /fusion-questionnaire (issue 15): anyone may answer; staff read and export them in the console.
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';

export const questionnaireAnswers = pgTable(
  'questionnaire_answers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The signed-in customer who answered, if any; answers outlive a deleted account. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    lang: text('lang').notNull(),
    /** The answers as validated by the shared schema (shared/contracts/questionnaire.ts). */
    answers: jsonb('answers').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('questionnaire_answers_created_idx').on(t.createdAt)],
);
