// The console's money screens (issue 9): a wire receipt rejected with a reason, every payment attempt, and the late
// captures that were paid back (a payment that arrived for an order already cancelled or paid: refund kind
// 'extra_capture', docs/payments.md "Money moves once").
import { z } from 'zod';
import { apiQuery } from '../api';
import { id, queryId, queryInt, text } from './fields';

const orderId = id('validation.required');

/** POST /v1/staff/payment/reject: the receipt is not the right one; the customer is asked for another. */
export const staffRejectBodySchema = z.strictObject({
  order_id: orderId,
  reason: text().trim().min(1, 'validation.required').max(1000, 'validation.maxLength'),
});
export const staffRejectSchema = z.object({ order_id: z.number(), order_status: z.number() });

/** GET /v1/staff/payment/receipt?order_id=: the order's latest wire receipt (PDF), inline or as a download. */
export const staffReceiptQuerySchema = apiQuery({ order_id: queryId(), download: z.enum(['1']).optional() });

const paging = {
  dir: z.enum(['asc', 'desc']).optional().default('desc'),
  page: queryInt(1, 10_000).optional().default(1),
  page_size: queryInt(1, 100).optional().default(20),
};

export const PAYMENT_PROVIDERS = ['sandbox', 'braintree', 'paypal', 'wire'] as const;
export const PAYMENT_STATUSES = ['pending', 'done', 'failed', 'refunded'] as const;

/** GET /v1/staff/payment/list: payments searched by order number or customer e-mail (q), provider, status. */
export const staffPaymentsQuerySchema = apiQuery({
  q: text().max(100).optional(),
  provider: z.enum(PAYMENT_PROVIDERS).optional(),
  status: z.enum(PAYMENT_STATUSES).optional(),
  sort: z.enum(['created_at', 'amount']).optional().default('created_at'),
  ...paging,
});

const staffPaymentSchema = z.object({
  payment_id: z.number(),
  order_id: z.number(),
  order_no: z.string(),
  customer_email: z.string(),
  attempt_no: z.number(),
  provider: z.string(),
  method: z.number(),
  amount: z.string(),
  currency: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  result: z.string().nullable(),
  msg_code: z.string().nullable(),
  has_receipt: z.boolean(),
  created_at: z.string(),
});
export type StaffPayment = z.infer<typeof staffPaymentSchema>;
export const staffPaymentListSchema = z.object({ total: z.number(), page: z.number(), page_size: z.number(), list: z.array(staffPaymentSchema) });

/** GET /v1/staff/payment/late-captures: captures that arrived after the order was closed, and their refunds. */
export const staffLateCapturesQuerySchema = apiQuery({ q: text().max(100).optional(), ...paging });
const staffLateCaptureSchema = z.object({
  refund_id: z.number(),
  payment_id: z.number(),
  order_id: z.number(),
  order_no: z.string(),
  customer_email: z.string(),
  provider: z.string(),
  amount: z.string(),
  refund_status: z.enum(['pending', 'processing', 'done', 'manual', 'failed']),
  reason: z.string(),
  captured_at: z.string(),
  refunded_at: z.string().nullable(),
});
export type StaffLateCapture = z.infer<typeof staffLateCaptureSchema>;
export const staffLateCaptureListSchema = z.object({ total: z.number(), page: z.number(), page_size: z.number(), list: z.array(staffLateCaptureSchema) });
