// Orders (issue 4 §4; spec platform §3 Order / Invoice): list, detail, re-order, cancel, invoice data and PDF.
// Login only; another customer's order answers 404.
import type { FastifyPluginAsync } from 'fastify';
import { cancelOrder } from '../../commands/order/cancel-order';
import { getInvoice } from '../../commands/order/get-invoice';
import { getOrder } from '../../commands/order/get-order';
import { invoicePdf, receiptPdf } from '../../commands/order/documents/order-documents';
import { listOrders } from '../../commands/order/list-orders';
import { reorder } from '../../commands/order/reorder';
import { reuploadOrderFile } from '../../commands/order/reupload-file';
import { serveOn } from '../../http/serve';

export const orderRoutes: FastifyPluginAsync = async (app) => {
  const serve = serveOn(app);
  serve('GET /v1/order/list', async (req) => {
    const q = req.query;
    return listOrders(app.deps, { userId: req.user.id, pendingOnly: q.status === 1, q: q.q || undefined, page: q.page, pageSize: q.page_size });
  });
  serve('GET /v1/order/detail', async (req) => getOrder(app.deps, req.user.id, req.query.id));
  serve('POST /v1/order/reorder', async (req) => reorder(app.deps, { userId: req.user.id, orderId: req.body.order_id }));
  serve('POST /v1/order/cancel', async (req) => cancelOrder(app.deps, { userId: req.user.id, orderId: req.body.order_id, reason: req.body.reason }));
  serve('POST /v1/order/reupload', async (req) =>
    reuploadOrderFile(app.deps, { userId: req.user.id, orderId: req.body.order_id, lineId: req.body.line_id, fileId: req.body.file_id }));
  serve('GET /v1/order/invoice', async (req) => getInvoice(app.deps, req.user.id, req.query.id));
  // the bill and the receipt are different documents (issue 8 §4), in the edition's language
  for (const [kind, render] of [['invoice', invoicePdf], ['receipt', receiptPdf]] as const) {
    serve(`GET /v1/order/${kind}.pdf`, async (req, reply) => {
      const { orderNo, pdf } = await render(app.deps, req.user.id, req.query.id, req.ctx.lang);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${kind}-${orderNo}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    });
  }
};
