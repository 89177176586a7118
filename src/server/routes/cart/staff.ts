// Staff quoting of cart items waiting for a quotation (issue 4 §1), staff only (requireStaff: a customer gets 4300).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiQuery, envelopeSchema } from '../../../shared/api';
import { cartItemSchema, staffQuoteBodySchema, staffQuotationsSchema } from '../../../shared/contracts/cart';
import { listStaffQuotations } from '../../commands/cart/staff-quotations';
import { quoteCartItem } from '../../commands/cart/staff-quote';
import { requireStaff } from '../../http/context';
import { ok } from '../../http/envelope';

export const staffCartRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['staff', 'cart'];
  app.get(
    '/v1/staff/cart/quotations',
    { preValidation: requireStaff, schema: { tags, querystring: apiQuery(), response: { 200: envelopeSchema(staffQuotationsSchema) } } },
    async () => ok(await listStaffQuotations(app.deps)),
  );
  app.post(
    '/v1/staff/cart/quote',
    { preValidation: requireStaff, schema: { tags, querystring: apiQuery(), body: staffQuoteBodySchema, response: { 200: envelopeSchema(cartItemSchema) } } },
    async (req) =>
      ok(await quoteCartItem(app.deps, { staffId: req.user.id, cartId: req.body.cart_id, lines: req.body.lines, buildDays: req.body.build_days })),
  );
};
