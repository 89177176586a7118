// The cart page's calls (issue 4 §1; spec platform §7), all login-only; another customer's cart id answers 404:
// POST /v1/cart/new-index, POST /cart/update, POST /v1/cart/cancel, POST /v1/cart/add-cancel-reason, the answer to
// a staff quote (POST /v1/cart/confirm-quote, /v1/cart/reject-quote), POST /v1/cart/attach-file (the design file of an
// item awaiting it) and POST /v1/cart/proforma.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiQuery, envelopeSchema } from '../../../shared/api';
import { cartItemSchema } from '../../../shared/contracts/cart';
import {
  cartAttachFileBodySchema, cartCancelBodySchema, cartCancelReasonBodySchema, cartCancelReasonSchema, cartCancelSchema, cartIndexBodySchema,
  cartIndexSchema, cartProformaBodySchema, cartProformaSchema, cartQuoteAnswerBodySchema, cartUpdateBodySchema, cartUpdateSchema,
} from '../../../shared/contracts/cart-page';
import { addCancelReason } from '../../commands/cart/add-cancel-reason';
import { answerQuote } from '../../commands/cart/answer-quote';
import { attachCartFile } from '../../commands/cart/attach-file';
import { cancelCartItem } from '../../commands/cart/cancel-item';
import { getCartIndex } from '../../commands/cart/get-cart-index';
import { cartProforma } from '../../commands/cart/proforma';
import { updateCartQuantity } from '../../commands/cart/update-quantity';
import { requireUser } from '../../http/context';
import { ok } from '../../http/envelope';

export const cartPageRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['cart'];
  const querystring = apiQuery();
  app.post(
    '/v1/cart/new-index',
    { preValidation: requireUser, schema: { tags, querystring, body: cartIndexBodySchema.nullish(), response: { 200: envelopeSchema(cartIndexSchema) } } },
    async (req) => ok(await getCartIndex(app.deps, req.user.id)),
  );
  app.post(
    '/cart/update',
    { preValidation: requireUser, schema: { tags, querystring, body: cartUpdateBodySchema, response: { 200: envelopeSchema(cartUpdateSchema) } } },
    async (req) => ok(await updateCartQuantity(app.deps, { userId: req.user.id, cartId: req.body.cart_id, quantity: req.body.quantity })),
  );
  app.post(
    '/v1/cart/cancel',
    { preValidation: requireUser, schema: { tags, querystring, body: cartCancelBodySchema, response: { 200: envelopeSchema(cartCancelSchema) } } },
    async (req) => ok(await cancelCartItem(app.deps, req.user.id, req.body.id)),
  );
  app.post(
    '/v1/cart/add-cancel-reason',
    { preValidation: requireUser, schema: { tags, querystring, body: cartCancelReasonBodySchema, response: { 200: envelopeSchema(cartCancelReasonSchema) } } },
    async (req) =>
      ok(await addCancelReason(app.deps, { userId: req.user.id, cartId: req.body.id, reason: req.body.reason, remark: req.body.remark })),
  );
  for (const answer of ['confirm', 'reject'] as const) {
    app.post(
      `/v1/cart/${answer}-quote`,
      { preValidation: requireUser, schema: { tags, querystring, body: cartQuoteAnswerBodySchema, response: { 200: envelopeSchema(cartItemSchema) } } },
      async (req) => ok(await answerQuote(app.deps, { userId: req.user.id, cartId: req.body.cart_id, answer })),
    );
  }
  app.post(
    '/v1/cart/attach-file',
    { preValidation: requireUser, schema: { tags, querystring, body: cartAttachFileBodySchema, response: { 200: envelopeSchema(cartItemSchema) } } },
    async (req) => ok(await attachCartFile(app.deps, { userId: req.user.id, cartId: req.body.cart_id, fileId: req.body.file_id })),
  );
  app.post(
    '/v1/cart/proforma',
    { preValidation: requireUser, schema: { tags, querystring, body: cartProformaBodySchema, response: { 200: envelopeSchema(cartProformaSchema) } } },
    async (req) => ok(await cartProforma(app.deps, req.user.id, req.body.cart_ids)),
  );
};
