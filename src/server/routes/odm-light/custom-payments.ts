// Customized payments (issue 13): staff list and create payment requests; the customer reads their own
// (commands/custom-payment).
import type { FastifyPluginAsync } from 'fastify';
import { createCustomPayment, listCustomPayments } from '../../commands/custom-payment/create-request';
import { getOwnPaymentRequest, listOwnPaymentRequests } from '../../commands/custom-payment/customer-requests';
import { serveOn } from '../../http/serve';

export const customPaymentRoutes: FastifyPluginAsync = async (app) => {
  const serve = serveOn(app);
  serve('GET /v1/staff/custom-payments', async () => listCustomPayments(app.deps));
  serve('POST /v1/staff/custom-payments', async (req) =>
    createCustomPayment(app.deps, {
      staffId: req.user.id, email: req.body.email, kind: req.body.kind, amountCents: BigInt(req.body.amount),
      description: req.body.description, requestId: req.body.request_id,
    }));
  serve('GET /v1/user/payment-requests', async (req) => listOwnPaymentRequests(app.deps, req.user.id));
  serve('GET /v1/user/payment-requests/detail', async (req) => getOwnPaymentRequest(app.deps, req.user.id, req.query.id));
};
