// For checkout (order placement): uses one of the account's coupons for an order, inside the order's transaction.
// A conditional UPDATE (still available, owned by this account, not expired, order large enough), so one coupon is
// used once even when two checkouts race; a campaign's total limit is counted here too. Returns the definition's face
// value (0 for a percent campaign: the order's discount was computed by findUsableCoupon), or null when the coupon
// cannot be used.
import { and, eq, inArray, isNotNull, lt, sql } from 'drizzle-orm';
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
  const [def] = await tx.select().from(couponDefinitions).where(eq(couponDefinitions.id, claimed.definitionId));
  if (!def) return null;
  if (def.maxUses === null) return def.valueCents;
  // A campaign's total limit: one conditional increment of its counter. Two placements racing for the last use
  // both reach this row; the second waits for the first to commit, re-checks `used_count < max_uses` and misses,
  // so its order is refused (the caller throws and its transaction, this claim included, rolls back).
  const [counted] = await tx
    .update(couponDefinitions)
    .set({ usedCount: sql`${couponDefinitions.usedCount} + 1` })
    .where(and(eq(couponDefinitions.id, def.id), lt(couponDefinitions.usedCount, couponDefinitions.maxUses)))
    .returning({ id: couponDefinitions.id });
  return counted ? def.valueCents : null;
};

/**
 * Gives the coupons of orders cancelled before payment back (each stays subject to its own expiry), and their uses
 * back to a limited campaign's total. Called by the release of an unpaid order's hold (order/release-hold.ts).
 */
export const releaseCoupon = async (tx: DbOrTx, orderIds: number | readonly number[]): Promise<void> => {
  const ids = typeof orderIds === 'number' ? [orderIds] : [...orderIds];
  if (ids.length === 0) return;
  const released = await tx
    .update(coupons)
    .set({ status: 'available', usedAt: null, orderId: null })
    .where(inArray(coupons.orderId, ids))
    .returning({ definitionId: coupons.definitionId });
  // the use goes back to a limited campaign's total too
  const uses = new Map<number, number>();
  for (const r of released) uses.set(r.definitionId, (uses.get(r.definitionId) ?? 0) + 1);
  for (const [definitionId, n] of uses) {
    await tx
      .update(couponDefinitions)
      .set({ usedCount: sql`greatest(${couponDefinitions.usedCount} - ${n}, 0)` })
      .where(and(eq(couponDefinitions.id, definitionId), isNotNull(couponDefinitions.maxUses)));
  }
};
