// Support conversations (issue 8 §3): the customer's calls (/v1/support/...), the staff console's (/v1/staff/support/...)
// and the attachment upload both sides use. Rules (sizes, statuses, file types): ./support-rules.ts.
import { z } from 'zod';
import { apiQuery } from '../api';
import { id, queryInt, text } from './fields';
import { ATTACHMENTS_MAX, MESSAGE_MAX, SUBJECT_MAX, SUPPORT_STATUSES } from './support-rules';

const attachmentIds = z.array(z.uuid('validation.invalid')).max(ATTACHMENTS_MAX, 'validation.invalid').optional().default([]);
const message = text().trim().min(1, 'validation.required').max(MESSAGE_MAX, 'validation.maxLength');

/** No fields besides the one file (unknown fields are rejected). */
export const attachmentFieldsSchema = z.strictObject({});
export const attachmentIdParamsSchema = z.strictObject({ id: z.uuid('validation.invalid') });

export const attachmentSchema = z.object({ id: z.string(), name: z.string(), mime: z.string(), size: z.number() });
export type SupportAttachment = z.infer<typeof attachmentSchema>;

export const openConversationBodySchema = z.strictObject({
  subject: text().trim().min(1, 'validation.required').max(SUBJECT_MAX, 'validation.maxLength'),
  message,
  /** The customer's own order it is about (someone else's answers 404). */
  order_id: id().optional(),
  attachment_ids: attachmentIds,
});

export const replyBodySchema = z.strictObject({ conversation_id: id(), message, attachment_ids: attachmentIds });
export const conversationIdQuerySchema = apiQuery({ id: queryInt(1, 2_147_483_647) });

export const messageSchema = z.object({
  id: z.number(),
  author: z.enum(['customer', 'staff']),
  /** Staff replies show the staff member's first name only. */
  author_name: z.string(),
  body: z.string(),
  created_at: z.string(),
  attachments: z.array(attachmentSchema),
});
export type SupportMessage = z.infer<typeof messageSchema>;

export const conversationSummarySchema = z.object({
  id: z.number(),
  subject: z.string(),
  status: z.enum(SUPPORT_STATUSES),
  order_id: z.number().nullable(),
  order_no: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  /** When support's answer is due (the first-reply promise), null when it is the customer's turn. */
  awaiting_since: z.string().nullable(),
  last_message: z.string(),
});
export type ConversationSummary = z.infer<typeof conversationSummarySchema>;

export const conversationListSchema = z.array(conversationSummarySchema);
export const conversationSchema = conversationSummarySchema.extend({ messages: z.array(messageSchema) });
export type Conversation = z.infer<typeof conversationSchema>;

// ---- staff ----

export const staffSupportQuerySchema = apiQuery({
  /** Subject, customer e-mail or order number (case-insensitive substring). */
  q: text().max(100).optional(),
  status: z.enum(SUPPORT_STATUSES).optional(),
  page: queryInt(1, 10_000).optional().default(1),
  page_size: queryInt(1, 100).optional().default(20),
});

export const staffConversationSummarySchema = conversationSummarySchema.extend({ user_id: z.number(), customer_email: z.string() });
export const staffSupportListSchema = z.object({
  total: z.number(),
  page: z.number(),
  page_size: z.number(),
  list: z.array(staffConversationSummarySchema),
});
export type StaffSupportList = z.infer<typeof staffSupportListSchema>;

export const staffConversationSchema = z.object({
  conversation: conversationSchema,
  customer: z.object({ uid: z.number(), email: z.string(), name: z.string(), lang: z.string() }),
});
export type StaffConversation = z.infer<typeof staffConversationSchema>;

export const staffStatusBodySchema = z.strictObject({ conversation_id: id(), status: z.enum(['open', 'closed']) });
