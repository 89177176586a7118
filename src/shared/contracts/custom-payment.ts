// Customized payments (issue 13): staff create a payment request for a customer — product 455 (payment) or 1633
// (shipping cost) — which waits in the customer's cart, confirmed at the staff's amount, to be paid like any order.
import { z } from 'zod';
import { apiQuery } from '../api';
import { text } from './fields';

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
  created_at: z.string(),
});
export type CustomPaymentRow = z.infer<typeof customPaymentRowSchema>;

export const customPaymentListQuerySchema = apiQuery({});
export const customPaymentListSchema = z.object({ items: z.array(customPaymentRowSchema) });
