// POST /v1/cart/cart-param and POST /v1/cart/cart-price (spec platform §7; issue 3 §2, §3). Open to visitors:
// they see estimates. A signed-in customer's cart decides the specials.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { apiQuery, envelopeSchema } from '../../../shared/api';
import { cartParamBodySchema, cartParamSchema, cartPriceBodySchema, cartPriceSchema } from '../../../shared/contracts/quote';
import { getCartParam } from '../../commands/quote/get-cart-param';
import { getCartPrice } from '../../commands/quote/get-cart-price';
import type { QuoteInput } from '../../commands/quote/quote-engine';
import { ok } from '../../http/envelope';
import type { z } from 'zod';

type ProductBody = z.output<typeof cartParamBodySchema>;

/** The product part of a parsed body, as the commands take it. */
export const quoteInputOf = (body: ProductBody): QuoteInput =>
  body.product === 'pcb' ? { product: 'pcb', tier: body.tier, values: body.values } : { product: 'stencil', values: body.values };

/** The signed-in customer's id, or undefined for visitors and stale sessions (quotes never require a login). */
export const viewerId = async (req: FastifyRequest): Promise<number | undefined> => {
  const lookup = await req.session();
  return lookup.state === 'valid' ? lookup.user.id : undefined;
};

export const quoteRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['quote'];
  app.post(
    '/v1/cart/cart-param',
    { schema: { tags, querystring: apiQuery(), body: cartParamBodySchema, response: { 200: envelopeSchema(cartParamSchema) } } },
    async (req) => ok(await getCartParam(app.deps, quoteInputOf(req.body))),
  );
  app.post(
    '/v1/cart/cart-price',
    { schema: { tags, querystring: apiQuery(), body: cartPriceBodySchema, response: { 200: envelopeSchema(cartPriceSchema) } } },
    async (req) =>
      ok(await getCartPrice(app.deps, {
        input: quoteInputOf(req.body),
        country: req.body.country,
        carrier: req.body.carrier,
        fileId: req.body.file_id,
        userId: await viewerId(req),
      })),
  );
};
