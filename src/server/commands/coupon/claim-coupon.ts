// For checkout (order placement): uses one of the account's coupons for an order, inside the order's transaction.
// A conditional UPDATE (still available, owned by this account, not expired, order large enough), so one coupon is
// used once even when two checkouts race. Returns the discount in cents, or null when the coupon cannot be used.
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { couponDefinitions, coupons } from '../../db/schema/index';
import { usableCouponWhere } from './usable-coupon';

interface ClaimCoupon {
  couponId: number;
  userId: number;
  orderId: number;
  /** Order subtotal in USD cents, compared with the coupon's minimum order. */
  subtotalCents: bigint;
  now: Date;
}

export const claimCoupon = async (tx: DbOrTx, c: ClaimCoupon): Promise<bigint | null> => {
  const [claimed] = await tx
    .update(coupons)
    .set({ status: 'used', usedAt: c.now, orderId: c.orderId })
    .where(and(eq(coupons.id, c.couponId), usableCouponWhere(c.userId, c.subtotalCents, c.now)))
    .returning({ definitionId: coupons.definitionId });
  if (!claimed) return null;
  const [def] = await tx.select({ value: couponDefinitions.valueCents }).from(couponDefinitions).where(eq(couponDefinitions.id, claimed.definitionId));
  return def?.value ?? null;
};

/** Gives a coupon back when its order is cancelled before payment (it stays subject to its own expiry). */
export const releaseCoupon = async (tx: DbOrTx, orderId: number): Promise<void> => {
  await tx.update(coupons).set({ status: 'available', usedAt: null, orderId: null }).where(eq(coupons.orderId, orderId));
};
