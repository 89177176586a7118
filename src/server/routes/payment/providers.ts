// The spec's provider entry points (platform §7): GET /braintree/token, POST /braintree/pay, POST /payment/paypal/pay.
// With the sandbox (default) they lead to the sandbox's pages; without configured credentials: 'not configured'.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiQuery, envelopeSchema } from '../../../shared/api';
import { braintreePayBodySchema, braintreeTokenSchema, payAnswerSchema, paypalPayBodySchema } from '../../../shared/contracts/payment';
import { braintreeToken, payWithBraintree, payWithPaypal } from '../../commands/payment/provider-pay';
import { requireUser } from '../../http/context';
import { ok } from '../../http/envelope';

export const providerPayRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['payment'];
  app.get(
    '/braintree/token',
    { preValidation: requireUser, schema: { tags, querystring: apiQuery(), response: { 200: envelopeSchema(braintreeTokenSchema) } } },
    async () => ok(await braintreeToken(app.deps)),
  );
  app.post(
    '/braintree/pay',
    { preValidation: requireUser, schema: { tags, querystring: apiQuery(), body: braintreePayBodySchema, response: { 200: envelopeSchema(payAnswerSchema) } } },
    async (req) => ok(await payWithBraintree(app.deps, req.user.id, req.body.order_id, req.body.payment_method_nonce)),
  );
  app.post(
    '/payment/paypal/pay',
    { preValidation: requireUser, schema: { tags, querystring: apiQuery(), body: paypalPayBodySchema, response: { 200: envelopeSchema(payAnswerSchema) } } },
    async (req) => ok(await payWithPaypal(app.deps, req.user.id, req.body.order_id, req.body.paypal_order_id)),
  );
};
