// Support conversations (issue 8 §3): a customer writes to support from any page, the chat widget or an order; staff
// answer from the console (issue 9). One thread per conversation; the chat widget is the same thread, shown small.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { orders } from './order';
import { SUPPORT_STATUSES } from '../../../shared/contracts/support-rules';

const statusList = sql.raw(SUPPORT_STATUSES.map((s) => `'${s}'`).join(', '));

export const supportConversations = pgTable(
  'support_conversations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    /** The order it is about, when opened from one (checked to be the customer's own). */
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    subject: text('subject').notNull(),
    /** open (support's turn) | waiting (the customer's turn) | closed */
    status: text('status').notNull().default('open'),
    /** Since when the customer waits for an answer (the console's due badge); null when it is not support's turn. */
    awaitingSince: timestamp('awaiting_since', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('support_conversations_user_idx').on(t.userId, t.updatedAt),
    index('support_conversations_status_idx').on(t.status, t.updatedAt),
    check('support_conversations_status_check', sql`${t.status} in (${statusList})`),
  ],
);

export const supportMessages = pgTable(
  'support_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    conversationId: integer('conversation_id').notNull().references(() => supportConversations.id, { onDelete: 'cascade' }),
    /** customer | staff */
    author: text('author').notNull(),
    authorId: integer('author_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('support_messages_conversation_idx').on(t.conversationId, t.createdAt),
    check('support_messages_author_check', sql`${t.author} in ('customer', 'staff')`),
  ],
);

/**
 * A file sent with a message. Uploaded first (checked by content, stored under a random key) and owned by whoever
 * uploaded it; a message then claims its uploader's unclaimed files. An unclaimed file is harmless.
 */
export const supportAttachments = pgTable(
  'support_attachments',
  {
    id: uuid('id').primaryKey(),
    ownerId: integer('owner_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    messageId: integer('message_id').references(() => supportMessages.id, { onDelete: 'cascade' }),
    /** Sanitised client file name, display only. */
    originalName: text('original_name').notNull(),
    /** The type read from the content: image/png, image/jpeg, application/pdf, application/zip, application/x-rar-compressed. */
    mime: text('mime').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    storageKey: text('storage_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('support_attachments_message_idx').on(t.messageId), index('support_attachments_owner_idx').on(t.ownerId, t.createdAt)],
);
