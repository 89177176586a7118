// Staff quoting of cart items waiting for a quotation (issue 4 §1), staff only (a customer gets 4300). The route
// lets in the roles that answer some quotations; the command checks the item's scope (policy.ts authorizeQuoteAnswer).
import type { FastifyPluginAsync } from 'fastify';
import { listStaffQuotations } from '../../commands/cart/staff-quotations';
import { quoteCartItem } from '../../commands/cart/staff-quote';
import { declineCartItem } from '../../commands/cart/staff-decline';
import { serveOn } from '../../http/serve';

export const staffCartRoutes: FastifyPluginAsync = async (app) => {
  const serve = serveOn(app);
  serve('GET /v1/staff/cart/quotations', async () => listStaffQuotations(app.deps));
  serve('POST /v1/staff/cart/quote', async (req) =>
    quoteCartItem(app.deps, { staffId: req.user.id, actor: req.user, cartId: req.body.cart_id, lines: req.body.lines, buildDays: req.body.build_days, note: req.body.note, breaks: req.body.breaks }));
  serve('POST /v1/staff/cart/decline', async (req) =>
    declineCartItem(app.deps, { staffId: req.user.id, actor: req.user, cartId: req.body.cart_id, reason: req.body.reason, note: req.body.note }));
};
