// Coupons (spec platform §3 Coupon, §5, §7 /v1/user/coupon/*, §9 sign-up coupon). Money is USD cents as a string.
import { z } from 'zod';
import { text } from './fields';

export const COUPON_STATUSES = ['available', 'used', 'expired'] as const;
export type CouponStatus = (typeof COUPON_STATUSES)[number];

const COUPON_KINDS = ['code', 'signup'] as const;

export const couponBindBodySchema = z.strictObject({
  code: text({ error: 'validation.couponEmpty' })
    .trim()
    .min(1, 'validation.couponEmpty')
    .max(64, 'validation.maxLength'),
});

/** Codes are matched without regard to case or surrounding spaces. */
export const normalizeCouponCode = (code: string): string => code.trim().toUpperCase();

export const couponSchema = z.object({
  id: z.number(),
  /** null for granted coupons (sign-up) that were never a code. */
  code: z.string().nullable(),
  kind: z.enum(COUPON_KINDS),
  name: z.string(),
  status: z.enum(COUPON_STATUSES),
  /** Discount in USD cents. */
  value: z.string(),
  /** Minimum order subtotal in USD cents ("0": none). */
  min_order: z.string(),
  /** ISO time after which the coupon cannot be used; null: no expiry. */
  expires_at: z.string().nullable(),
  bound_at: z.string().nullable(),
  used_at: z.string().nullable(),
  order_id: z.number().nullable(),
});
export type Coupon = z.infer<typeof couponSchema>;
export const couponListSchema = z.array(couponSchema);
