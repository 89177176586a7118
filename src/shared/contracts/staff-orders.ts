// Staff actions on orders and quotations (issue 9): hold an order for a file problem, cancel it with its refund,
// download the customer's design file, the order's payments, and declining a quotation with a reason.
import { z } from 'zod';
import { apiQuery } from '../api';
import { id, queryId, text } from './fields';

// ---- POST /v1/staff/orders/hold: engineering stops an order and asks the customer for a corrected file ----

export const staffHoldBodySchema = z.strictObject({
  order_id: id(),
  /** The lines whose file has the problem (at least one, each a line of this order). */
  line_ids: z.array(id()).min(1, 'validation.required').max(50, 'validation.invalid'),
  /** What is wrong and what to send: mailed to the customer and shown on their order page. */
  message: text().trim().min(1, 'validation.required').max(2000, 'validation.maxLength'),
});

// ---- POST /v1/staff/orders/cancel: finance cancels an order; a paid one is refunded in full ----

export const staffCancelBodySchema = z.strictObject({
  order_id: id(),
  reason: text().trim().min(1, 'validation.required').max(500, 'validation.maxLength'),
});
export const staffCancelSchema = z.object({
  order_id: z.number(),
  status: z.number(),
  /** Cents refunded (the whole amount paid: the shop cancelled), "0" for an unpaid order. */
  refund: z.string(),
  /** The refund's state after the first attempt (failed ones wait in the refunds list for a retry), or null. */
  refund_status: z.string().nullable(),
});

// ---- GET /v1/staff/orders/file?order_id=&line_id=: the customer's uploaded design file of one line ----

export const staffOrderFileQuerySchema = apiQuery({ order_id: queryId(), line_id: queryId() });

// ---- the payment attempts of an order, in GET /v1/staff/orders/detail (the refunds are in the order's detail) ----

export const staffOrderPaymentSchema = z.object({
  payment_id: z.number(),
  attempt_no: z.number(),
  method: z.number(),
  provider: z.string(),
  amount: z.string(),
  status: z.string(),
  result: z.string().nullable(),
  msg_code: z.string().nullable(),
  created_at: z.string(),
});

// ---- POST /v1/staff/cart/decline: sales refuse to quote an item, with a reason from the list and a note ----

export const DECLINE_REASONS = ['cannot_manufacture', 'file_incomplete', 'outside_capability', 'quantity_too_large', 'other'] as const;
export type DeclineReason = (typeof DECLINE_REASONS)[number];

export const staffDeclineBodySchema = z.strictObject({
  cart_id: id('validation.invalid'),
  reason: z.enum(DECLINE_REASONS, { error: 'validation.invalid' }),
  note: text().trim().max(1000, 'validation.maxLength').optional().default(''),
});
