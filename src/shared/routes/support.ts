// Support conversations (issue 8 §3): the customer's own conversations (someone else's is a 404), the attachment
// upload both customers and staff use, and the staff console's queue (issue 9).
import { z } from 'zod';
import {
  attachmentFieldsSchema, attachmentIdParamsSchema, attachmentSchema, conversationIdQuerySchema, conversationListSchema,
  conversationSchema, openConversationBodySchema, replyBodySchema, staffConversationSchema, staffStatusBodySchema,
  staffSupportListSchema, staffSupportQuerySchema,
} from '../contracts/support';
import { area, route } from './route';

export const supportRoutes = area(['support'], {
  'GET /v1/support/conversations': route({ auth: 'user', response: conversationListSchema }),
  'GET /v1/support/conversation': route({ auth: 'user', query: conversationIdQuerySchema, response: conversationSchema }),
  'POST /v1/support/conversations': route({ auth: 'user', body: openConversationBodySchema, response: conversationSchema }),
  'POST /v1/support/reply': route({ auth: 'user', body: replyBodySchema, response: conversationSchema }),
  /** One file, checked by content (ATTACHMENT_TYPES); a message then claims it. Staff upload here too. */
  'POST /v1/support/attachments': route({ auth: 'user', multipart: attachmentFieldsSchema, response: attachmentSchema }),
  /** The file itself: for the conversation's customer and staff who may read support. */
  'GET /v1/support/attachments/:id': route({ auth: 'user', params: attachmentIdParamsSchema }),
});

export const staffSupportRoutes = area(['staff', 'support'], {
  'GET /v1/staff/support': route({ auth: 'staff:support.view', query: staffSupportQuerySchema, response: staffSupportListSchema }),
  'GET /v1/staff/support/detail': route({ auth: 'staff:support.view', query: conversationIdQuerySchema, response: staffConversationSchema }),
  'POST /v1/staff/support/reply': route({ auth: 'staff:support.reply', body: replyBodySchema, response: staffConversationSchema }),
  'POST /v1/staff/support/status': route({
    auth: 'staff:support.reply', body: staffStatusBodySchema, response: z.object({ id: z.number(), status: z.string() }),
  }),
});
