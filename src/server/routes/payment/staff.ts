// Staff payment calls (requireStaff): orders awaiting wire confirmation and the confirmation; refunds (all, failed,
// manual) and sending a failed one again.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiQuery, envelopeSchema } from '../../../shared/api';
import {
  staffConfirmBodySchema, staffConfirmSchema, staffPendingSchema, staffRefundListSchema, staffRefundRetryBodySchema, staffRefundSchema,
  staffRefundsQuerySchema,
} from '../../../shared/contracts/payment';
import { confirmWirePayment, listPendingWire } from '../../commands/payment/staff-wire';
import { listRefunds } from '../../commands/payment/refunds/list-refunds';
import { retryRefund } from '../../commands/payment/refunds/retry-refund';
import { requireStaff } from '../../http/context';
import { ok } from '../../http/envelope';

export const staffPaymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['staff', 'payment'];
  app.get(
    '/v1/staff/payment/pending',
    { preValidation: requireStaff, schema: { tags, querystring: apiQuery(), response: { 200: envelopeSchema(staffPendingSchema) } } },
    async () => ok(await listPendingWire(app.deps)),
  );
  app.post(
    '/v1/staff/payment/confirm',
    { preValidation: requireStaff, schema: { tags, querystring: apiQuery(), body: staffConfirmBodySchema, response: { 200: envelopeSchema(staffConfirmSchema) } } },
    async (req) => ok(await confirmWirePayment(app.deps, { staffId: req.user.id, orderId: req.body.order_id })),
  );
  app.get(
    '/v1/staff/payment/refunds',
    { preValidation: requireStaff, schema: { tags, querystring: staffRefundsQuerySchema, response: { 200: envelopeSchema(staffRefundListSchema) } } },
    async (req) => ok(await listRefunds(app.deps, req.query.status)),
  );
  app.post(
    '/v1/staff/payment/refunds/retry',
    { preValidation: requireStaff, schema: { tags, querystring: apiQuery(), body: staffRefundRetryBodySchema, response: { 200: envelopeSchema(staffRefundSchema) } } },
    async (req) => ok(await retryRefund(app.deps, req.user.id, req.body.refund_id)),
  );
};
