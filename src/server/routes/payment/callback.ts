// POST /pay_msg (spec platform §7): providers' callbacks. The signature covers the exact bytes sent, so this
// plugin keeps the body as the raw string (its own content-type parsers, scoped to this plugin only).
import type { FastifyPluginAsync } from 'fastify';
import { receiveCallback } from '../../commands/payment/receive-callback';
import { signatureInvalid } from '../../commands/payment/payment-errors';
import { serveOn } from '../../http/serve';

const CALLBACK_BODY_LIMIT = 256 * 1024;

export const callbackRoutes: FastifyPluginAsync = async (app) => {
  app.removeContentTypeParser(['application/json']);
  app.addContentTypeParser(
    ['application/json', 'application/x-www-form-urlencoded'],
    { parseAs: 'string', bodyLimit: CALLBACK_BODY_LIMIT },
    (_req, body, done) => done(null, body),
  );
  serveOn(app)('POST /pay_msg', async (req) => {
    if (typeof req.body !== 'string') throw signatureInvalid();
    return receiveCallback(app.deps, { rawBody: req.body, headers: req.headers });
  });
};
