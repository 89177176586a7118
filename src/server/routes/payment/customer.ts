// The customer's payment calls (login, owner only): start an attempt (also the retry with another method), the
// status for the result pages, wire-transfer instructions and the bank-receipt upload.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { apiQuery, envelopeSchema } from '../../../shared/api';
import {
  orderIdQuerySchema, paymentStartBodySchema, paymentStartSchema, paymentStatusSchema, receiptFieldsSchema, receiptSchema,
  wireInstructionsQuerySchema, wireInstructionsSchema, type ReceiptFields,
} from '../../../shared/contracts/payment';
import { startPayment } from '../../commands/payment/start-payment';
import { getPaymentStatus } from '../../commands/payment/payment-status';
import { getWireInstructions } from '../../commands/payment/wire-instructions';
import { uploadReceipt } from '../../commands/payment/upload-receipt';
import { receiptFileTypeOrSize, receiptMissing } from '../../commands/payment/payment-errors';
import { requireUser } from '../../http/context';
import { ok } from '../../http/envelope';
import { invalid } from '../../http/errors';

const RECEIPT_RATE_LIMIT = { max: 20, timeWindow: '1 minute' } as const;

/** The one file and the text fields, in whatever order the client sent them. */
const readReceipt = async (req: FastifyRequest): Promise<{ fields: ReceiptFields; bytes: Buffer }> => {
  if (!req.isMultipart()) throw receiptMissing();
  const raw: Record<string, string> = {};
  let bytes: Buffer | undefined;
  for await (const part of req.parts()) {
    if (part.type === 'file') {
      // Past 20 MB toBuffer throws the multipart size error, which the error handler answers with 413.
      const b = await part.toBuffer();
      if (bytes) throw receiptFileTypeOrSize();
      bytes = b;
    } else {
      raw[part.fieldname] = String(part.value);
    }
  }
  const parsed = receiptFieldsSchema.safeParse(raw);
  if (!parsed.success) {
    const fields: Record<string, string> = {};
    for (const issue of parsed.error.issues) {
      if (issue.code === 'unrecognized_keys') for (const k of issue.keys) fields[k] = 'validation.unknownField';
      else fields[issue.path.join('.') || '_'] = 'validation.invalid';
    }
    throw invalid(fields);
  }
  if (!bytes) throw receiptMissing();
  return { fields: parsed.data, bytes };
};

export const customerPaymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['payment'];
  app.post(
    '/v1/payment/start',
    { preValidation: requireUser, schema: { tags, querystring: apiQuery(), body: paymentStartBodySchema, response: { 200: envelopeSchema(paymentStartSchema) } } },
    async (req) => ok(await startPayment(app.deps, { userId: req.user.id, orderId: req.body.order_id, method: req.body.payment_id })),
  );
  app.get(
    '/v1/payment/status',
    { preValidation: requireUser, schema: { tags, querystring: orderIdQuerySchema, response: { 200: envelopeSchema(paymentStatusSchema) } } },
    async (req) => ok(await getPaymentStatus(app.deps, req.user.id, req.query.order_id)),
  );
  app.get(
    '/v1/payment/wire-instructions',
    { preValidation: requireUser, schema: { tags, querystring: wireInstructionsQuerySchema, response: { 200: envelopeSchema(wireInstructionsSchema) } } },
    async (req) => ok(await getWireInstructions(app.deps, req.user.id, req.query.order_id, req.query.payment_id)),
  );
  app.post(
    '/v1/payment/receipt',
    {
      preValidation: requireUser,
      config: { rateLimit: RECEIPT_RATE_LIMIT },
      schema: { tags, querystring: apiQuery(), response: { 200: envelopeSchema(receiptSchema) } },
    },
    async (req) => {
      const { fields, bytes } = await readReceipt(req);
      return ok(await uploadReceipt(app.deps, { userId: req.user.id, orderId: fields.order_id, method: fields.payment_id, bytes }));
    },
  );
};
