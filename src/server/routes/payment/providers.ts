// The spec's provider entry points (platform §7): GET /braintree/token, POST /braintree/pay, POST /payment/paypal/pay.
// With the sandbox (default) they lead to the sandbox's pages; without configured credentials: 'not configured'.
import type { FastifyPluginAsync } from 'fastify';
import { braintreeToken, payWithBraintree, payWithPaypal } from '../../commands/payment/provider-pay';
import { serveOn } from '../../http/serve';

export const providerPayRoutes: FastifyPluginAsync = async (app) => {
  const serve = serveOn(app);
  serve('GET /braintree/token', async () => braintreeToken(app.deps));
  serve('POST /braintree/pay', async (req) => payWithBraintree(app.deps, req.user.id, req.body.order_id, req.body.payment_method_nonce));
  serve('POST /payment/paypal/pay', async (req) => payWithPaypal(app.deps, req.user.id, req.body.order_id, req.body.paypal_order_id));
};
