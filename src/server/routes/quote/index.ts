// POST /v1/cart/cart-param, POST /v1/cart/cart-price (spec platform §7; issue 3 §2, §3) and GET /v1/pcba/price-table (issue 11). Open to visitors:
// they see estimates. A signed-in customer's cart decides the specials.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { RouteBody } from '../../../shared/routes/index';
import { getCartParam } from '../../commands/quote/get-cart-param';
import { getCartPrice, sessionWithPriceContext } from '../../commands/quote/get-cart-price';
import type { QuoteInput } from '../../commands/quote/quote-engine';
import { serveOn } from '../../http/serve';
import { loadPriceTables } from '../../commands/quote/price-tables';
import { viewerIdOf } from '../../commands/session/resolve-session';

type ProductBody = RouteBody<'POST /v1/cart/cart-param'>;

/** The product part of a parsed body, as the commands take it. */
export const quoteInputOf = (body: ProductBody): QuoteInput =>
  body.product === 'pcb' ? { product: 'pcb', tier: body.tier, values: body.values } : { product: 'stencil', values: body.values };

/** The signed-in customer's id, or undefined for visitors and stale sessions (quotes never require a login). */
export const viewerId = async (req: FastifyRequest): Promise<number | undefined> => viewerIdOf(await req.session());

export const quoteRoutes: FastifyPluginAsync = async (app) => {
  const serve = serveOn(app);
  serve('POST /v1/cart/cart-param', async (req) => getCartParam(app.deps, quoteInputOf(req.body)));
  serve('GET /v1/pcba/price-table', async () => {
    const tables = await loadPriceTables(app.deps.db);
    return { version: tables.pcba.version, table: tables.json.pcba };
  });
  serve('POST /v1/cart/cart-price', async (req) => {
    const lookup = await req.session();
    return getCartPrice(app.deps, {
      input: quoteInputOf(req.body),
      country: req.body.country,
      carrier: req.body.carrier,
      fileId: req.body.file_id,
      userId: viewerIdOf(lookup),
      known: sessionWithPriceContext.extraOf(lookup),
    });
  }, { session: sessionWithPriceContext });
};
