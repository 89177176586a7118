// Cart routes: GET /v1/cart/dashboard (the header panel, spec platform §7), answering every visitor (anonymous
// visitors and invalid sessions see an empty cart), and POST /v1/cart/add for PCB and stencil items (login only);
// the cart page's calls (./page.ts) and staff quoting (./staff.ts) are registered from here.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiQuery, envelopeSchema } from '../../../shared/api';
import { cartDashboardSchema } from '../../../shared/contracts/content';
import { cartAddBodySchema, cartItemSchema } from '../../../shared/contracts/cart';
import { addToCart } from '../../commands/cart/add-to-cart';
import { getCartDashboard } from '../../commands/cart/get-dashboard';
import { requireUser } from '../../http/context';
import { ok } from '../../http/envelope';
import { quoteInputOf, viewerId } from '../quote/index';
import { cartPageRoutes } from './page';
import { staffCartRoutes } from './staff';

export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(cartPageRoutes);
  await app.register(staffCartRoutes);
  app.get(
    '/v1/cart/dashboard',
    { schema: { tags: ['cart'], querystring: apiQuery(), response: { 200: envelopeSchema(cartDashboardSchema) } } },
    async (req) => ok(await getCartDashboard(app.deps, { userId: await viewerId(req), guid: req.ctx.guid })),
  );
  app.post(
    '/v1/cart/add',
    {
      preValidation: requireUser,
      schema: { tags: ['cart'], querystring: apiQuery(), body: cartAddBodySchema, response: { 200: envelopeSchema(cartItemSchema) } },
    },
    async (req) =>
      ok(await addToCart(app.deps, {
        userId: req.user.id,
        input: quoteInputOf(req.body),
        fileId: req.body.file_id,
        country: req.body.country,
        carrier: req.body.carrier,
        requestId: req.body.request_id,
      })),
  );
};
