// The cart page's calls (issue 4 §1; spec platform §7), all login-only; another customer's cart id answers 404:
// POST /v1/cart/new-index, POST /cart/update, POST /v1/cart/cancel, POST /v1/cart/add-cancel-reason, the answer to
// a staff quote (POST /v1/cart/confirm-quote, /v1/cart/reject-quote), POST /v1/cart/attach-file (the design file of an
// item awaiting it) and POST /v1/cart/proforma.
import type { FastifyPluginAsync } from 'fastify';
import { addCancelReason } from '../../commands/cart/add-cancel-reason';
import { answerQuote } from '../../commands/cart/answer-quote';
import { attachCartFile } from '../../commands/cart/attach-file';
import { cancelCartItem } from '../../commands/cart/cancel-item';
import { getCartIndex } from '../../commands/cart/get-cart-index';
import { cartProforma } from '../../commands/cart/proforma';
import { updateCartQuantity } from '../../commands/cart/update-quantity';
import { serveOn } from '../../http/serve';

export const cartPageRoutes: FastifyPluginAsync = async (app) => {
  const serve = serveOn(app);
  serve('POST /v1/cart/new-index', async (req) => getCartIndex(app.deps, req.user.id));
  serve('POST /cart/update', async (req) =>
    updateCartQuantity(app.deps, { userId: req.user.id, cartId: req.body.cart_id, quantity: req.body.quantity }));
  serve('POST /v1/cart/cancel', async (req) => cancelCartItem(app.deps, req.user.id, req.body.id));
  serve('POST /v1/cart/add-cancel-reason', async (req) =>
    addCancelReason(app.deps, { userId: req.user.id, cartId: req.body.id, reason: req.body.reason, remark: req.body.remark }));
  serve('POST /v1/cart/confirm-quote', async (req) => answerQuote(app.deps, { userId: req.user.id, cartId: req.body.cart_id, answer: 'confirm', quantity: req.body.quantity }));
  serve('POST /v1/cart/reject-quote', async (req) => answerQuote(app.deps, { userId: req.user.id, cartId: req.body.cart_id, answer: 'reject' }));
  serve('POST /v1/cart/attach-file', async (req) => attachCartFile(app.deps, { userId: req.user.id, cartId: req.body.cart_id, fileId: req.body.file_id }));
  serve('POST /v1/cart/proforma', async (req) => cartProforma(app.deps, req.user.id, req.body.cart_ids));
};
