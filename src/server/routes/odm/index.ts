// ODM requests (issue 13; route map: src/shared/routes/odm.ts): the customer's files, requests and acceptance of a
// quote, and the sales console's queue, answers and files.
import type { FastifyPluginAsync } from 'fastify';
import { odmFileFieldsSchema } from '../../../shared/contracts/odm';
import { uploadOdmFile } from '../../commands/odm/upload-odm-file';
import { submitOdmRequest } from '../../commands/odm/submit-request';
import { getOwnOdmRequest, listOwnOdmRequests } from '../../commands/odm/customer-requests';
import { acceptOdmQuote } from '../../commands/odm/accept-quote';
import { declineOdmQuote } from '../../commands/odm/decline-quote';
import { getStaffOdmRequest, listStaffOdmRequests } from '../../commands/odm/staff-requests';
import { declineOdmRequest, quoteOdmRequest } from '../../commands/odm/staff-answer';
import { staffOdmFile } from '../../commands/odm/odm-file';
import { odmFileMissing, odmFileTooLarge } from '../../commands/odm/errors';
import { readOneFile } from '../../http/multipart';
import { serveOn } from '../../http/serve';

/** Per client address, like the other uploads: each call stores a file. */
const UPLOAD_RATE_LIMIT = { max: 20, timeWindow: '1 minute' } as const;
/** Sending a request mails the customer and sales: a few a minute is plenty for a person. */
const SEND_RATE_LIMIT = { max: 10, timeWindow: '1 minute' } as const;

export const odmRoutes: FastifyPluginAsync = async (app) => {
  const serve = serveOn(app);
  serve(
    'POST /v1/odm/files',
    async (req) => {
      const { fields, file } = await readOneFile(req, odmFileFieldsSchema, { missing: odmFileMissing, tooMany: odmFileTooLarge });
      return uploadOdmFile(app.deps, { ownerId: req.user.id, purpose: fields.purpose, fileName: file.name, bytes: file.bytes });
    },
    { config: { rateLimit: UPLOAD_RATE_LIMIT } },
  );
  serve('POST /v1/odm/requests', async (req) => submitOdmRequest(app.deps, req.user.id, req.body), { config: { rateLimit: SEND_RATE_LIMIT } });
  serve('GET /v1/odm/requests', async (req) => listOwnOdmRequests(app.deps, req.user.id));
  serve('GET /v1/odm/requests/detail', async (req) => getOwnOdmRequest(app.deps, req.user.id, req.query.id));
  serve('POST /v1/odm/requests/accept', async (req) => acceptOdmQuote(app.deps, req.user.id, req.body.id));
  serve('POST /v1/odm/requests/decline', async (req) => declineOdmQuote(app.deps, req.user.id, req.body.id, req.body.reason));

  serve('GET /v1/staff/odm', async (req) =>
    listStaffOdmRequests(app.deps, { status: req.query.status, page: req.query.page, pageSize: req.query.page_size }));
  serve('GET /v1/staff/odm/detail', async (req) => getStaffOdmRequest(app.deps.db, req.query.id));
  serve('GET /v1/staff/odm/file', async (req, reply) => {
    const f = await staffOdmFile(app.deps, req.query.file_id);
    // a customer's file: never rendered here, never sniffed, never cached
    return reply
      .type(f.contentType)
      .header('content-disposition', `attachment; filename="odm-file"; filename*=UTF-8''${encodeURIComponent(f.name)}`)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .send(f.bytes);
  });
  serve('POST /v1/staff/odm/quote', async (req) => {
    const b = req.body;
    return quoteOdmRequest(app.deps, { staffId: req.user.id, id: b.id, lines: b.lines, quantity: b.quantity, leadDays: b.lead_days, weightGrams: b.weight_grams, note: b.note });
  });
  serve('POST /v1/staff/odm/decline', async (req) =>
    declineOdmRequest(app.deps, { staffId: req.user.id, id: req.body.id, reason: req.body.reason, note: req.body.note }));
};
