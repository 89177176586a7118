// Product pages (issue 14; docs/opl.md "Product pages"): GET /product and POST /v1/cart/add-part (entries in
// src/shared/routes/product.ts).
import type { FastifyPluginAsync } from 'fastify';
import { addPartToCart } from '../../commands/product/add-part';
import { getProduct } from '../../commands/product/get-product';
import { notFound } from '../../http/errors';
import { serveOn } from '../../http/serve';

export const productRoutes: FastifyPluginAsync = async (app) => {
  const serve = serveOn(app);
  serve('GET /product', async (req) => {
    const product = await getProduct(app.deps, req.query.kind, req.query.id);
    if (!product) throw notFound('Product not found.');
    return product;
  });
  serve('POST /v1/cart/add-part', async (req) =>
    addPartToCart(app.deps, { userId: req.user.id, partId: req.body.part_id, quantity: req.body.quantity, requestId: req.body.request_id }));
};
