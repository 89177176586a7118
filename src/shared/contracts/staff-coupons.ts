// Coupon campaigns made by sales in the console (issue 9): one shared code, a fixed value or a percent off, a
// minimum order, a validity window, limits in total and per customer, and an optional product scope. Customers
// bind the code (POST /v1/user/coupon/bind) and use it at checkout like any coupon. Money is USD cents as a string.
import { z } from 'zod';
import { apiQuery } from '../api';
import { id, int, queryId, queryInt, text } from './fields';
import { couponSchema } from './coupon';

const cents = text().regex(/^\d{1,9}$/, 'validation.invalid');
const isoTime = text().max(40).regex(/^\d{4}-\d{2}-\d{2}T/, 'validation.invalid').refine((v) => !Number.isNaN(Date.parse(v)), 'validation.invalid');

export const campaignBodySchema = z
  .strictObject({
    code: text().trim().min(3, 'validation.invalid').max(32, 'validation.maxLength').regex(/^[A-Za-z0-9_-]+$/, 'validation.invalid'),
    name: text().trim().min(1, 'validation.required').max(120, 'validation.maxLength'),
    /** Exactly one of value (USD cents) and percent. */
    value: cents.refine((v) => /[1-9]/.test(v), 'validation.invalid').optional(),
    percent: int(1, 100, 'validation.invalid').optional(),
    min_order: cents.optional().default('0'),
    starts_at: isoTime.optional(),
    ends_at: isoTime.optional(),
    max_uses: int(1, 1_000_000, 'validation.invalid').optional(),
    per_customer: int(1, 100, 'validation.invalid').optional(),
    /** Spec product ids the discount applies to; empty or left out: every product. */
    product_ids: z.array(int(1, 100_000, 'validation.invalid')).max(20).optional(),
  })
  .refine((b) => (b.value === undefined) !== (b.percent === undefined), { message: 'validation.invalid', path: ['value'] })
  .refine((b) => !b.starts_at || !b.ends_at || Date.parse(b.ends_at) > Date.parse(b.starts_at), { message: 'validation.invalid', path: ['ends_at'] });

export const campaignSchema = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  value: z.string().nullable(),
  percent: z.number().nullable(),
  min_order: z.string(),
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  max_uses: z.number().nullable(),
  per_customer: z.number().nullable(),
  product_ids: z.array(z.number()),
  active: z.boolean(),
  /** Coupons customers bound from the code, and how many of them an order used. */
  bound: z.number(),
  used: z.number(),
  created_at: z.string(),
});
export type Campaign = z.infer<typeof campaignSchema>;

export const campaignListQuerySchema = apiQuery({
  q: text().max(100).optional(),
  active: z.enum(['1', '0']).optional(),
  sort: z.enum(['created_at', 'code']).optional().default('created_at'),
  dir: z.enum(['asc', 'desc']).optional().default('desc'),
  page: queryInt(1, 10_000).optional().default(1),
  page_size: queryInt(1, 100).optional().default(20),
});
export const campaignListSchema = z.object({ total: z.number(), page: z.number(), page_size: z.number(), list: z.array(campaignSchema) });

/** GET /v1/staff/coupons/detail?id=: the campaign and its uses (which customer, which order, when). */
export const campaignDetailQuerySchema = apiQuery({ id: queryId() });
export const campaignUseSchema = z.object({
  coupon_id: z.number(),
  user_id: z.number(),
  customer_email: z.string(),
  status: couponSchema.shape.status,
  bound_at: z.string().nullable(),
  used_at: z.string().nullable(),
  order_id: z.number().nullable(),
  order_no: z.string().nullable(),
});
export type CampaignUse = z.infer<typeof campaignUseSchema>;
export const campaignDetailSchema = z.object({ campaign: campaignSchema, uses: z.array(campaignUseSchema) });

export const campaignIdBodySchema = z.strictObject({ id: id('validation.required') });
