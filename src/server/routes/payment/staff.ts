// Staff payment calls (staff only): orders awaiting wire confirmation and the confirmation; refunds (all, failed,
// manual) and sending a failed one again.
import type { FastifyPluginAsync } from 'fastify';
import { confirmWirePayment, listPendingWire } from '../../commands/payment/staff-wire';
import { listRefunds } from '../../commands/payment/refunds/list-refunds';
import { retryRefund } from '../../commands/payment/refunds/retry-refund';
import { serveOn } from '../../http/serve';

export const staffPaymentRoutes: FastifyPluginAsync = async (app) => {
  const serve = serveOn(app);
  serve('GET /v1/staff/payment/pending', async () => listPendingWire(app.deps));
  serve('POST /v1/staff/payment/confirm', async (req) => confirmWirePayment(app.deps, { staffId: req.user.id, orderId: req.body.order_id }));
  serve('GET /v1/staff/payment/refunds', async (req) => listRefunds(app.deps, req.query.status));
  serve('POST /v1/staff/payment/refunds/retry', async (req) => retryRefund(app.deps, req.user.id, req.body.refund_id));
};
