// POST /pay_msg (spec platform §7): providers' callbacks. The signature covers the exact bytes sent, so this
// plugin keeps the body as the raw string (its own content-type parsers, scoped to this plugin only).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiQuery, envelopeSchema } from '../../../shared/api';
import { callbackAckSchema } from '../../../shared/contracts/payment';
import { receiveCallback } from '../../commands/payment/receive-callback';
import { ok } from '../../http/envelope';
import { signatureInvalid } from '../../commands/payment/payment-errors';

const CALLBACK_BODY_LIMIT = 256 * 1024;

export const callbackRoutes: FastifyPluginAsyncZod = async (app) => {
  app.removeContentTypeParser(['application/json']);
  app.addContentTypeParser(
    ['application/json', 'application/x-www-form-urlencoded'],
    { parseAs: 'string', bodyLimit: CALLBACK_BODY_LIMIT },
    (_req, body, done) => done(null, body),
  );
  app.post(
    '/pay_msg',
    { schema: { tags: ['payment'], querystring: apiQuery(), response: { 200: envelopeSchema(callbackAckSchema) } } },
    async (req) => {
      if (typeof req.body !== 'string') throw signatureInvalid();
      return ok(await receiveCallback(app.deps, { rawBody: req.body, headers: req.headers }));
    },
  );
};
