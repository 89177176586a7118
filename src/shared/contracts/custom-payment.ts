// Customized payments (issue 13): staff create a payment request for a customer — product 455 (payment) or 1633
// (shipping cost) — which waits in the customer's cart, confirmed at the staff's amount, to be paid like any order.
import { z } from 'zod';
import { apiQuery } from '../api';
import { queryId, text } from './fields';

/** Up to $100,000 in cents: a larger request is a contract, not a web payment. */
export const CUSTOM_PAYMENT_MAX_CENTS = 10_000_000;

export const customPaymentCreateBodySchema = z.strictObject({
  email: text({ error: 'validation.invalid' }).trim().min(1, 'validation.required').max(254, 'validation.maxLength').pipe(z.email('validation.email')),
  kind: z.enum(['payment', 'shipping'], { error: 'validation.invalid' }),
  /** USD cents, as text (money never travels as a float) */
  amount: text({ error: 'validation.invalid' }).regex(/^[1-9]\d{0,7}$/, 'validation.invalid')
    .refine((s) => Number(s) <= CUSTOM_PAYMENT_MAX_CENTS, 'validation.invalid'),
  description: text({ error: 'validation.invalid' }).trim().min(1, 'validation.required').max(300, 'validation.maxLength'),
  request_id: z.uuid('validation.invalid'),
});
export type CustomPaymentCreateBody = z.input<typeof customPaymentCreateBodySchema>;

/** waiting: not paid yet (in the cart, or in an order still waiting for payment); paid; cancelled (removed, or its order cancelled). */
export const PAYMENT_REQUEST_STATUSES = ['waiting', 'paid', 'cancelled'] as const;
export type PaymentRequestStatus = (typeof PAYMENT_REQUEST_STATUSES)[number];

export const customPaymentRowSchema = z.object({
  id: z.number(),
  email: z.string(),
  kind: z.enum(['payment', 'shipping']),
  product_id: z.number(),
  amount: z.string(),
  description: z.string(),
  cart_id: z.number(),
  /** Left the cart (in an order, or removed). */
  ordered: z.boolean(),
  status: z.number().nullable(),
  /** Where it stands for the customer: waiting for payment, paid, cancelled (the customer's page says the same). */
  state: z.enum(PAYMENT_REQUEST_STATUSES),
  created_at: z.string(),
});
export type CustomPaymentRow = z.infer<typeof customPaymentRowSchema>;

export const customPaymentListQuerySchema = apiQuery({});
export const customPaymentListSchema = z.object({ items: z.array(customPaymentRowSchema) });

// ---- the customer's side (/web/user/payment-requests) ----


export const paymentRequestSchema = z.object({
  id: z.number(),
  kind: z.enum(['payment', 'shipping']),
  amount: z.string(),
  description: z.string(),
  created_at: z.string(),
  status: z.enum(PAYMENT_REQUEST_STATUSES),
  /** The cart item to check out while it waits in the cart; null once it is in an order. */
  cart_id: z.number().nullable(),
  /** The order that holds it (to pay an order waiting for payment, or to read the paid one). */
  order_id: z.number().nullable(),
});
export type PaymentRequest = z.infer<typeof paymentRequestSchema>;

export const paymentRequestListSchema = z.object({ list: z.array(paymentRequestSchema) });
export const paymentRequestQuerySchema = apiQuery({ id: queryId('validation.required') });
