// Staff actions on one order (issue 9): hold for a file problem (engineering), cancel with refund (finance), and the
// customer's design file for download. Registered beside the console's other calls (./index.ts).
import type { FastifyPluginAsync } from 'fastify';
import { serveOn } from '../../http/serve';
import { holdOrder } from '../../commands/staff/orders/hold-order';
import { staffCancelOrder } from '../../commands/staff/orders/cancel-order';
import { attachmentDisposition, orderLineFile } from '../../commands/staff/orders/order-file';

export const staffOrderActionRoutes: FastifyPluginAsync = async (app) => {
  const serve = serveOn(app);
  serve('POST /v1/staff/orders/hold', async (req) =>
    holdOrder(app.deps, { staffId: req.user.id, orderId: req.body.order_id, lineIds: req.body.line_ids, message: req.body.message }));
  serve('POST /v1/staff/orders/cancel', async (req) => staffCancelOrder(app.deps, { staffId: req.user.id, orderId: req.body.order_id, reason: req.body.reason }));
  serve('GET /v1/staff/orders/file', async (req, reply) => {
    const file = await orderLineFile(app.deps, req.query.order_id, req.query.line_id);
    return reply
      .type(file.contentType)
      .header('content-disposition', attachmentDisposition(file.name))
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .send(file.bytes);
  });
};
