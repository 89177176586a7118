// POST /user/forget-password (spec platform §7): always answers success, see requestPasswordReset.
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiQuery, envelopeSchema } from '../../../shared/api';
import { forgetPasswordBodySchema } from '../../../shared/contracts/user';
import { requestPasswordReset } from '../../commands/password/request-reset';
import { ok } from '../../http/envelope';

export const forgetPasswordRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/user/forget-password',
    { schema: { tags: ['user'], querystring: apiQuery(), body: forgetPasswordBodySchema, response: { 200: envelopeSchema(z.null()) } } },
    async (req) => {
      await requestPasswordReset(app.deps, req.body.email, req.ctx.lang);
      return ok(null);
    },
  );
};
