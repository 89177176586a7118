// Support conversations (issue 8 §3): the customer's own conversations and files, and the staff console's queue
// (issue 9). Writing calls carry a per-address limit besides the per-account one in the commands (support-limits.ts).
import type { FastifyPluginAsync } from 'fastify';
import { attachmentFieldsSchema } from '../../../shared/contracts/support';
import { readOneFile } from '../../http/multipart';
import { serveOn } from '../../http/serve';
import { badRequest } from '../../http/errors';
import { sendDownload } from '../../http/download';
import { readAttachment, storeAttachment } from '../../commands/support/attachments';
import { customerReply, getConversation, listConversations, openConversation } from '../../commands/support/customer-conversations';
import { getStaffConversation, searchSupport, setSupportStatus, staffReply } from '../../commands/support/staff-support';

/** Per client address, against one person with many accounts. */
const WRITE_RATE_LIMIT = { rateLimit: { max: 30, timeWindow: '1 minute' } } as const;

const noFile = () => badRequest('errors.fileMissing', 'Please choose a file.');

export const supportRoutes: FastifyPluginAsync = async (app) => {
  const serve = serveOn(app);
  serve('GET /v1/support/conversations', async (req) => listConversations(app.deps, req.user.id));
  serve('GET /v1/support/conversation', async (req) => getConversation(app.deps, req.user.id, req.query.id));
  serve('POST /v1/support/conversations', async (req) => {
    const b = req.body;
    return openConversation(app.deps, { userId: req.user.id, subject: b.subject, message: b.message, orderId: b.order_id, attachmentIds: b.attachment_ids });
  }, { config: WRITE_RATE_LIMIT });
  serve('POST /v1/support/reply', async (req) =>
    customerReply(app.deps, { userId: req.user.id, conversationId: req.body.conversation_id, message: req.body.message, attachmentIds: req.body.attachment_ids }),
  { config: WRITE_RATE_LIMIT });
  serve('POST /v1/support/attachments', async (req) => {
    const { file } = await readOneFile(req, attachmentFieldsSchema, { missing: noFile, tooMany: noFile });
    return storeAttachment(app.deps, { ownerId: req.user.id, fileName: file.name, bytes: file.bytes });
  }, { config: WRITE_RATE_LIMIT });
  // never rendered by the browser in the shop's origin: a download, with the type the content was checked as
  serve('GET /v1/support/attachments/:id', async (req, reply) => sendDownload(reply, await readAttachment(app.deps, req.user, req.params.id)));

  serve('GET /v1/staff/support', async (req) =>
    searchSupport(app.deps, { q: req.query.q || undefined, status: req.query.status, page: req.query.page, pageSize: req.query.page_size }));
  serve('GET /v1/staff/support/detail', async (req) => getStaffConversation(app.deps, req.query.id));
  serve('POST /v1/staff/support/reply', async (req) =>
    staffReply(app.deps, { staffId: req.user.id, conversationId: req.body.conversation_id, message: req.body.message, attachmentIds: req.body.attachment_ids }));
  serve('POST /v1/staff/support/status', async (req) =>
    setSupportStatus(app.deps, { staffId: req.user.id, conversationId: req.body.conversation_id, status: req.body.status }));
};
