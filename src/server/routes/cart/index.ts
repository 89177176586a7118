// Cart routes: GET /v1/cart/dashboard (the header panel, spec platform §7), answering every visitor (anonymous
// visitors and invalid sessions see an empty cart), and POST /v1/cart/add for PCB and stencil items (login only);
// the cart page's calls (./page.ts) and staff quoting (./staff.ts) are registered from here.
import type { FastifyPluginAsync } from 'fastify';
import { addToCart } from '../../commands/cart/add-to-cart';
import { addServiceToCart } from '../../commands/cnc/add-service-item';
import { cartDashboardOf, sessionWithCartPanel } from '../../commands/cart/get-dashboard';
import { serveOn } from '../../http/serve';
import { quoteInputOf } from '../quote/index';
import { cartPageRoutes } from './page';
import { staffCartRoutes } from './staff';

export const cartRoutes: FastifyPluginAsync = async (app) => {
  await app.register(cartPageRoutes);
  await app.register(staffCartRoutes);
  const serve = serveOn(app);
  serve('GET /v1/cart/dashboard', async (req) => cartDashboardOf(await req.session()), { session: sessionWithCartPanel });
  serve('POST /v1/cart/add', async (req) =>
    req.body.product === 'cnc' || req.body.product === 'cable'
      ? addServiceToCart(app.deps, {
        userId: req.user.id, input: req.body.product === 'cnc' ? { product: 'cnc', values: req.body.values } : { product: 'cable', values: req.body.values },
        fileId: req.body.file_id, country: req.body.country, carrier: req.body.carrier, requestId: req.body.request_id,
      })
      : addToCart(app.deps, {
      userId: req.user.id,
      input: quoteInputOf(req.body),
      fileId: req.body.file_id,
      country: req.body.country,
      carrier: req.body.carrier,
      requestId: req.body.request_id,
    }));
};
