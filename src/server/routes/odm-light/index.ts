// ODM light (issue 13): thin routes over commands/odm-light — the configurator (public), the cart and re-order calls
// and the order's sample (signed in).
import type { FastifyPluginAsync } from 'fastify';
import { odmLightParam, odmLightSchema, priceOdmLightItem } from '../../commands/odm-light/configurator';
import { addOdmLightToCart, odmLightCartDetail, updateOdmLightItem } from '../../commands/odm-light/cart-item';
import { backOrderParam, checkBackOrder } from '../../commands/odm-light/back-order';
import { confirmSample, getOdmOrder } from '../../commands/odm-light/order-sample';
import { serveOn } from '../../http/serve';
import { customPaymentRoutes } from './custom-payments';

export const odmLightRoutes: FastifyPluginAsync = async (app) => {
  await app.register(customPaymentRoutes);
  const serve = serveOn(app);
  serve('GET /v1/products/odm-light/schema', async () => odmLightSchema(app.deps));
  serve('GET /v1/products/odm-light/param', async () => odmLightParam(app.deps));
  serve('POST /v1/products/odm-light/price', async (req) => priceOdmLightItem(app.deps, req.body.values));
  serve('POST /v1/cart/add-odm-light', async (req) =>
    addOdmLightToCart(app.deps, { userId: req.user.id, values: req.body.values, requestId: req.body.request_id }));
  serve('POST /v1/cart/odm-light/cart-detail', async (req) => odmLightCartDetail(app.deps, req.user.id, req.body.cart_id));
  serve('POST /v1/cart/odm-light/cart-update', async (req) =>
    updateOdmLightItem(app.deps, { userId: req.user.id, cartId: req.body.cart_id, values: req.body.values }));
  serve('POST /v1/cart/odm-light/check-back-order', async (req) => checkBackOrder(app.deps, req.user.id, req.body.back_order));
  serve('POST /v1/cart/odm-light/get-back-order-param', async (req) => backOrderParam(app.deps, req.user.id, req.body.back_id));
  serve('POST /order/get-odm-eq', async (req) => getOdmOrder(app.deps, req.user.id, req.body.order_id));
  serve('POST /order/confirmed-sample', async (req) => confirmSample(app.deps, req.user.id, req.body.order_id));
};
