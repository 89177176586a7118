// Staff payment calls (requireStaff): orders awaiting wire confirmation, and the confirmation.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiQuery, envelopeSchema } from '../../../shared/api';
import { staffConfirmBodySchema, staffConfirmSchema, staffPendingSchema } from '../../../shared/contracts/payment';
import { confirmWirePayment, listPendingWire } from '../../commands/payment/staff-wire';
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
};
