// Cart routes. For now only the header panel: GET /v1/cart/dashboard (spec platform §7), which answers
// every visitor; anonymous visitors and invalid sessions simply see an empty cart.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiQuery, envelopeSchema } from '../../../shared/api';
import { cartDashboardSchema } from '../../../shared/contracts/content';
import { getCartDashboard } from '../../commands/cart/get-dashboard';
import { ok } from '../../http/envelope';

export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/cart/dashboard',
    { schema: { tags: ['cart'], querystring: apiQuery(), response: { 200: envelopeSchema(cartDashboardSchema) } } },
    async (req) => {
      const lookup = await req.session();
      const userId = lookup.state === 'valid' ? lookup.user.id : undefined;
      return ok(await getCartDashboard(app.deps, { userId, guid: req.ctx.guid }));
    },
  );
};
