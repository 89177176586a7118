// Orders (issue 4 §4; spec platform §3 Order / Invoice): list, detail, re-order, cancel, invoice data and PDF.
// Login only; another customer's order answers 404.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiQuery, envelopeSchema } from '../../../shared/api';
import {
  cancelOrderBodySchema,
  cancelOrderSchema,
  invoiceSchema,
  orderDetailSchema,
  orderIdQueryShape,
  orderListQueryShape,
  orderListSchema,
  reorderBodySchema,
  reorderSchema,
} from '../../../shared/contracts/order';
import { cancelOrder } from '../../commands/order/cancel-order';
import { getInvoice } from '../../commands/order/get-invoice';
import { getOrder } from '../../commands/order/get-order';
import { renderInvoicePdf } from '../../commands/order/invoice-pdf';
import { listOrders } from '../../commands/order/list-orders';
import { reorder } from '../../commands/order/reorder';
import { requireUser } from '../../http/context';
import { ok } from '../../http/envelope';

export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['order'];
  app.get(
    '/v1/order/list',
    { preValidation: requireUser, schema: { tags, querystring: apiQuery(orderListQueryShape), response: { 200: envelopeSchema(orderListSchema) } } },
    async (req) => {
      const q = req.query;
      return ok(await listOrders(app.deps, { userId: req.user.id, pendingOnly: q.status === 1, q: q.q || undefined, page: q.page, pageSize: q.page_size }));
    },
  );

  app.get(
    '/v1/order/detail',
    { preValidation: requireUser, schema: { tags, querystring: apiQuery(orderIdQueryShape), response: { 200: envelopeSchema(orderDetailSchema) } } },
    async (req) => ok(await getOrder(app.deps, req.user.id, req.query.id)),
  );

  app.post(
    '/v1/order/reorder',
    { preValidation: requireUser, schema: { tags, querystring: apiQuery(), body: reorderBodySchema, response: { 200: envelopeSchema(reorderSchema) } } },
    async (req) => ok(await reorder(app.deps, { userId: req.user.id, orderId: req.body.order_id })),
  );

  app.post(
    '/v1/order/cancel',
    { preValidation: requireUser, schema: { tags, querystring: apiQuery(), body: cancelOrderBodySchema, response: { 200: envelopeSchema(cancelOrderSchema) } } },
    async (req) => ok(await cancelOrder(app.deps, { userId: req.user.id, orderId: req.body.order_id, reason: req.body.reason })),
  );

  app.get(
    '/v1/order/invoice',
    { preValidation: requireUser, schema: { tags, querystring: apiQuery(orderIdQueryShape), response: { 200: envelopeSchema(invoiceSchema) } } },
    async (req) => ok(await getInvoice(app.deps, req.user.id, req.query.id)),
  );

  app.get(
    '/v1/order/invoice.pdf',
    { preValidation: requireUser, schema: { tags, querystring: apiQuery(orderIdQueryShape) } },
    async (req, reply) => {
      const invoice = await getInvoice(app.deps, req.user.id, req.query.id);
      const pdf = await renderInvoicePdf(invoice);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="invoice-${invoice.order_no}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
};
