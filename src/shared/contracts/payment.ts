// Payments (issue 4 §3; spec platform §3 payment method ids, §4 Payment, §8 payment messages, §9).
// Money on the wire is a string of integer minor units (USD cents; CNY fen for the CNY wire amount).
import { z } from 'zod';
import { id, queryId, queryInt, text } from './fields';
import { apiQuery } from '../api';
import { CHOOSABLE_WIRE_METHODS, OFFERED_PAYMENT_METHODS } from '../ids';

/** Payment method ids (spec platform §3, §9): the rules live in ../ids.ts. */
export { isWireMethod } from '../ids';

const methodId = z.literal(OFFERED_PAYMENT_METHODS, { error: 'validation.paymentMethod' });
const wireMethodId = z.literal(CHOOSABLE_WIRE_METHODS, { error: 'validation.paymentMethod' });
const orderId = id('validation.required');
const orderIdQuery = queryId('validation.required');
const wireMethodQuery = queryInt(1, 99).pipe(wireMethodId);

const PAYMENT_STATUSES = ['pending', 'done', 'failed', 'refunded'] as const;
/** Spec platform §4: payment results. */
const PAYMENT_RESULTS = ['rejected', 'checked', 'checkPending'] as const;

/**
 * Why a payment failed (the result page's {msg_code}, spec platform §8): the bank refused the card, and the four
 * listed reasons, plus the processor's network problem ('retry or choose another payment method') and a cancel.
 */
export const PAYMENT_MSG_CODES = [
  'card_declined',
  'insufficient_funds',
  'incorrect_info',
  'spending_limit',
  'processor_network',
  'cancelled',
] as const;
export type PaymentMsgCode = (typeof PAYMENT_MSG_CODES)[number];

// ---- POST /v1/payment/start: a new attempt (first payment or retry with another method) ----

export const paymentStartBodySchema = z.strictObject({ order_id: orderId, payment_id: methodId });

export const paymentStartSchema = z.object({
  order_id: z.number(),
  payment_id: z.number(),
  /** null for wire transfers: the attempt is created when the receipt is uploaded. */
  attempt_no: z.number().nullable(),
  /** 'redirect': send the browser to redirect_url (provider page); 'wire': show the wire instructions. */
  next: z.enum(['redirect', 'wire']),
  redirect_url: z.string().nullable(),
});
export type PaymentStart = z.infer<typeof paymentStartSchema>;

// ---- GET /v1/payment/status?order_id: what the result pages (/pay_msg, /paypal-loading) show ----

export const orderIdQuerySchema = apiQuery({ order_id: orderIdQuery });

const paymentAttemptSchema = z.object({
  attempt_no: z.number(),
  payment_id: z.number(),
  provider: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  result: z.enum(PAYMENT_RESULTS).nullable(),
  msg_code: z.string().nullable(),
  amount: z.string(),
  currency: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type PaymentAttempt = z.infer<typeof paymentAttemptSchema>;

export const paymentStatusSchema = z.object({
  order_id: z.number(),
  order_no: z.string(),
  order_status: z.number(),
  /** Spec platform §4: Pending or Done, separate from the order status. */
  payment_status: z.enum(['pending', 'done']),
  payment_method: z.number(),
  /** Total due in USD cents. */
  amount: z.string(),
  /** Still waiting for a payment: the customer may start (another) attempt. */
  payable: z.boolean(),
  attempts: z.array(paymentAttemptSchema),
});
export type PaymentStatusView = z.infer<typeof paymentStatusSchema>;

// ---- Wire transfer ----

export const wireInstructionsQuerySchema = apiQuery({
  order_id: orderIdQuery,
  payment_id: wireMethodQuery.optional(),
});

export const wireInstructionsSchema = z.object({
  order_id: z.number(),
  order_no: z.string(),
  payment_id: z.number(),
  beneficiary: z.string(),
  bank: z.string(),
  bank_address: z.string(),
  swift: z.string(),
  account: z.string(),
  /** Amount to transfer in minor units of `currency` (USD cents, or CNY fen converted at the stored rate). */
  amount: z.string(),
  currency: z.enum(['USD', 'CNY']),
  /** The order total in USD cents (what the invoice says). */
  amount_usd: z.string(),
  /** Put this in the transfer's reference: the order number. */
  reference: z.string(),
  /** Spec platform §4, §9: a wire-transfer order stays pending and is held for one month. */
  hold_days: z.number(),
  hold_until: z.string(),
});
export type WireInstructions = z.infer<typeof wireInstructionsSchema>;

/** Multipart text fields of POST /v1/payment/receipt (the file part is `file`). */
export const receiptFieldsSchema = z.strictObject({
  order_id: orderIdQuery,
  payment_id: wireMethodQuery.optional(),
});
export type ReceiptFields = z.infer<typeof receiptFieldsSchema>;

export const RECEIPT_MAX_BYTES = 20 * 1024 * 1024;

export const receiptSchema = z.object({
  order_id: z.number(),
  /** 1008: payment request received, being confirmed. */
  order_status: z.number(),
  attempt_no: z.number(),
  result: z.enum(PAYMENT_RESULTS).nullable(),
  uploaded_at: z.string(),
});
export type Receipt = z.infer<typeof receiptSchema>;

// ---- Staff ----

export const staffConfirmBodySchema = z.strictObject({ order_id: orderId });

export const staffConfirmSchema = z.object({
  order_id: z.number(),
  order_status: z.number(),
  payment_status: z.enum(['pending', 'done']),
  /** false when the order was already paid (a second click changes nothing). */
  changed: z.boolean(),
  /** 'manual': the transfer was for an order cancelled or paid meanwhile; it is recorded and staff pay it back. */
  refund: z.enum(['manual']).nullable(),
});

const staffPendingItemSchema = z.object({
  order_id: z.number(),
  order_no: z.string(),
  user_id: z.number(),
  order_status: z.number(),
  payment_id: z.number(),
  amount: z.string(),
  created_at: z.string(),
  receipt_uploaded_at: z.string().nullable(),
});
export const staffPendingSchema = z.array(staffPendingItemSchema);
export type StaffPendingItem = z.infer<typeof staffPendingItemSchema>;

// ---- Refunds ----

const REFUND_KINDS = ['cancellation', 'extra_capture', 'mismatch'] as const;
const REFUND_STATUSES = ['pending', 'processing', 'done', 'manual', 'failed'] as const;

/** A refund as the customer sees it on the order (no provider references, no staff notes). */
export const orderRefundSchema = z.object({
  amount: z.string(),
  /** cancellation: the order was cancelled; extra_capture: a payment the order did not need; mismatch: wrong amount. */
  kind: z.enum(REFUND_KINDS),
  /** done: sent back; manual: staff transfer it back (wire); pending / processing / failed: on its way (retried). */
  status: z.enum(REFUND_STATUSES),
  created_at: z.string(),
  completed_at: z.string().nullable(),
});
export type OrderRefund = z.infer<typeof orderRefundSchema>;

/** GET /v1/staff/payment/refunds?status=: every refund, or those of one status (failed: what needs staff). */
export const staffRefundsQuerySchema = apiQuery({ status: z.enum(REFUND_STATUSES).optional() });
export const staffRefundSchema = z.object({
  refund_id: z.number(),
  order_id: z.number(),
  order_no: z.string(),
  user_id: z.number(),
  payment_id: z.number(),
  provider: z.string(),
  amount: z.string(),
  kind: z.enum(REFUND_KINDS),
  status: z.enum(REFUND_STATUSES),
  reason: z.string(),
  attempts: z.number(),
  msg_code: z.string().nullable(),
  next_attempt_at: z.string().nullable(),
  created_at: z.string(),
  completed_at: z.string().nullable(),
});
export const staffRefundListSchema = z.array(staffRefundSchema);
export type StaffRefund = z.infer<typeof staffRefundSchema>;

/** POST /v1/staff/payment/refunds/retry { refund_id }: send a failed or stuck refund to the provider now. */
export const staffRefundRetryBodySchema = z.strictObject({ refund_id: id('validation.required') });

// ---- Provider-specific entry points (spec platform §7) ----

export const braintreeTokenSchema = z.object({ provider: z.string(), client_token: z.string() });

export const braintreePayBodySchema = z.strictObject({
  order_id: orderId,
  /** Braintree drop-in nonce. Not needed with the sandbox, which collects the card on its own page. */
  payment_method_nonce: text().min(1).max(2000).optional(),
});

export const paypalPayBodySchema = z.strictObject({
  order_id: orderId,
  /** The PayPal order id PayPal returned with (`token` on /paypal-loading): capture it. Absent: start. */
  paypal_order_id: text().min(1).max(100).optional(),
});

/** Answer of the provider entry points: either go to a page, or the payment is already decided. */
export const payAnswerSchema = z.object({
  order_id: z.number(),
  payment_id: z.number(),
  attempt_no: z.number().nullable(),
  redirect_url: z.string().nullable(),
  status: z.enum(PAYMENT_STATUSES),
  msg_code: z.string().nullable(),
});
export type PayAnswer = z.infer<typeof payAnswerSchema>;

export const callbackAckSchema = z.object({ received: z.boolean(), duplicate: z.boolean() });

// ---- The sandbox provider's hosted pages (form posts, not JSON) ----

export const sandboxRefParamsSchema = z.strictObject({ ref: text().regex(/^sbx_[0-9a-f]{24}$/) });
export const sandboxCardFormSchema = z.strictObject({
  number: text().max(40).default(''),
  expiry: text().max(10).default(''),
  cvc: text().max(10).default(''),
  name: text().max(100).default(''),
});
export const sandboxPaypalFormSchema = z.strictObject({ decision: z.enum(['approve', 'cancel']) });
