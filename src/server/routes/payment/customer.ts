// The customer's payment calls (login, owner only): start an attempt (also the retry with another method), the
// status for the result pages, wire-transfer instructions and the bank-receipt upload.
import type { FastifyPluginAsync } from 'fastify';
import { receiptFieldsSchema } from '../../../shared/contracts/payment';
import { startPayment } from '../../commands/payment/start-payment';
import { getPaymentStatus } from '../../commands/payment/payment-status';
import { getWireInstructions } from '../../commands/payment/wire-instructions';
import { uploadReceipt } from '../../commands/payment/upload-receipt';
import { receiptFileTypeOrSize, receiptMissing } from '../../commands/payment/payment-errors';
import { readOneFile } from '../../http/multipart';
import { serveOn } from '../../http/serve';

const RECEIPT_RATE_LIMIT = { max: 20, timeWindow: '1 minute' } as const;

export const customerPaymentRoutes: FastifyPluginAsync = async (app) => {
  const serve = serveOn(app);
  serve('POST /v1/payment/start', async (req) => startPayment(app.deps, { userId: req.user.id, orderId: req.body.order_id, method: req.body.payment_id }));
  serve('GET /v1/payment/status', async (req) => getPaymentStatus(app.deps, req.user.id, req.query.order_id));
  serve('GET /v1/payment/wire-instructions', async (req) => getWireInstructions(app.deps, req.user.id, req.query.order_id, req.query.payment_id));
  serve(
    'POST /v1/payment/receipt',
    async (req) => {
      const { fields, file } = await readOneFile(req, receiptFieldsSchema, { missing: receiptMissing, tooMany: receiptFileTypeOrSize });
      return uploadReceipt(app.deps, { userId: req.user.id, orderId: fields.order_id, method: fields.payment_id, bytes: file.bytes });
    },
    { config: { rateLimit: RECEIPT_RATE_LIMIT } },
  );
};
