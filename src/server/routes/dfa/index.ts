// DFA review (issue 11 "After the order"): the customer's reply page and the engineers' console calls. The routes
// only call the commands (src/server/commands/dfa/); ownership and the state machine are decided there.
import type { FastifyPluginAsync } from 'fastify';
import { dfaAttachmentFieldsSchema } from '../../../shared/contracts/dfa';
import { readOneFile } from '../../http/multipart';
import { serveOn } from '../../http/serve';
import { badRequest } from '../../http/errors';
import { sendDownload } from '../../http/download';
import { answerDfaIssue, getCustomerDfa } from '../../commands/dfa/customer-dfa';
import { attachDfaFile, readDfaAttachment } from '../../commands/dfa/dfa-attachment';
import { acceptDfaIssue, askDfaAgain, dfaQueue, getStaffDfa, raiseDfaIssue } from '../../commands/dfa/staff-dfa';

/** Per client address, besides the lock that allows one answer per review. */
const WRITE_RATE_LIMIT = { rateLimit: { max: 30, timeWindow: '1 minute' } } as const;

const noFile = () => badRequest('errors.fileMissing', 'Please choose a file.');

export const dfaRoutes: FastifyPluginAsync = async (app) => {
  const serve = serveOn(app);
  serve('GET /v1/dfa/order', async (req) => getCustomerDfa(app.deps, req.user.id, req.query.order_id));
  serve('POST /v1/dfa/answer', async (req) => answerDfaIssue(app.deps, req.user.id, req.body), { config: WRITE_RATE_LIMIT });
  // a download with the type the content was checked as, never rendered in the shop's origin
  serve('GET /v1/dfa/attachment', async (req, reply) => sendDownload(reply, await readDfaAttachment(app.deps, req.user, req.query.issue_id)));

  serve('GET /v1/staff/dfa/order', async (req) => getStaffDfa(app.deps, req.query.order_id));
  serve('GET /v1/staff/dfa/queue', async () => dfaQueue(app.deps));
  serve('POST /v1/staff/dfa/raise', async (req) =>
    raiseDfaIssue(app.deps, { staffId: req.user.id, orderId: req.body.order_id, kind: req.body.kind, title: req.body.title, description: req.body.description }));
  serve('POST /v1/staff/dfa/attachment', async (req) => {
    const { fields, file } = await readOneFile(req, dfaAttachmentFieldsSchema, { missing: noFile, tooMany: noFile });
    return attachDfaFile(app.deps, { staffId: req.user.id, issueId: fields.issue_id, fileName: file.name, bytes: file.bytes });
  });
  serve('POST /v1/staff/dfa/accept', async (req) => acceptDfaIssue(app.deps, { staffId: req.user.id, issueId: req.body.issue_id, note: req.body.note }));
  serve('POST /v1/staff/dfa/ask-again', async (req) => askDfaAgain(app.deps, { staffId: req.user.id, issueId: req.body.issue_id, note: req.body.note }));
};
