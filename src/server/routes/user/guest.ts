// GET /user/guest (spec platform §7): the guid in data[0], also set as a 30-day cookie.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiQuery, envelopeSchema } from '../../../shared/api';
import { guestSchema } from '../../../shared/contracts/user';
import { ensureGuest } from '../../commands/guest/ensure-guest';
import { ok } from '../../http/envelope';
import { setGuidCookie } from './cookies';

export const guestRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/user/guest',
    { schema: { tags: ['user'], querystring: apiQuery(), response: { 200: envelopeSchema(guestSchema) } } },
    async (req, reply) => {
      const guid = await ensureGuest(app.deps, req.ctx.guid);
      setGuidCookie(req, reply, guid);
      reply.header('cache-control', 'no-store');
      return ok([guid]);
    },
  );
};
