// PCB assembly orders (entries in src/shared/routes/pcba-order.ts): add a board with its assembly to the cart,
// priced by the server (src/server/commands/pcba-order/add-pcba.ts), and read an item with its BOM lines.
import type { FastifyPluginAsync } from 'fastify';
import { addPcbaToCart } from '../../commands/pcba-order/add-pcba';
import { getPcbaItem } from '../../commands/pcba-order/present-pcba';
import { serveOn } from '../../http/serve';

/** Each add reads a whole BOM in the worker and matches it: a customer adds a few, not hundreds. */
const ADD_RATE_LIMIT = { max: 30, timeWindow: '1 minute' } as const;

export const pcbaOrderRoutes: FastifyPluginAsync = async (app) => {
  const serve = serveOn(app);
  serve('POST /v1/cart/add-pcba', async (req) => addPcbaToCart(app.deps, req.user.id, req.body), { config: { rateLimit: ADD_RATE_LIMIT } });
  serve('GET /v1/pcba/items/:id', async (req) => getPcbaItem(app.deps.db, req.user.id, req.params.id));
};
