// What a coupon takes off an order (spec platform §3 Coupon; issue 9 campaigns): a fixed value, or a percent of the
// goods; a campaign scoped to some products counts only those goods, and is worth nothing to an order without them.
// One function for the checkout's list, the total it shows and the order placed, so the three always agree.
import type { couponDefinitions } from '../../db/schema/index';

type Definition = Pick<typeof couponDefinitions.$inferSelect, 'valueCents' | 'percent' | 'productIds'>;

/** Order lines as the pricing sees them: product and line total in USD cents. */
export interface DiscountLine {
  productId: number;
  totalCents: bigint;
}

/** The discount in USD cents (never more than the goods in scope); 0 when nothing in the order is in scope. */
export const couponDiscountCents = (def: Definition, lines: readonly DiscountLine[]): bigint => {
  const scope = def.productIds && def.productIds.length ? lines.filter((l) => def.productIds?.includes(l.productId)) : lines;
  const goods = scope.reduce((s, l) => s + l.totalCents, 0n);
  // percent of the goods, rounded down to the cent: the shop never gives more than it promised
  const value = def.percent !== null ? (goods * BigInt(def.percent)) / 100n : def.valueCents;
  return value > goods ? goods : value;
};
