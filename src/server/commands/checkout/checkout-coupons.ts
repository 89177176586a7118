// Coupons at checkout (spec platform §3 Coupon, §6: usable only on the account that redeemed them).
// POST /v1/checkout/coupons-list answers the account's own coupons that are unused, unexpired and whose minimum
// order the selection reaches. `findUsableCoupon` resolves the coupon chosen at checkout (by id or code).
import { and, asc, eq, or } from 'drizzle-orm';
import type { Deps } from '../../deps';
import type { DbOrTx } from '../../db/client';
import { couponDefinitions, coupons } from '../../db/schema/index';
import { normalizeCouponCode } from '../../../shared/contracts/coupon';
import { usableCouponWhere } from '../coupon/usable-coupon';
import { badRequest } from '../../http/errors';
import { loadPriceTables } from '../quote/price-tables';
import { loadSelection, priceSelection } from './price-selection';
import { subtotalOf } from './totals';
import { couponDiscountCents, type DiscountLine } from '../coupon/coupon-discount';

interface CheckoutCoupon {
  id: number;
  code: string | null;
  kind: 'signup' | 'code';
  name: string;
  value: string;
  min_order: string;
  expires_at: string | null;
}

const couponNotUsable = () => badRequest('errors.couponNotUsable', 'This coupon cannot be used with this order.');


/** Without the order's lines, the whole subtotal counts as one line of no particular product (unscoped coupons). */
const linesOr = (lines: readonly DiscountLine[] | undefined, subtotalCents: bigint): readonly DiscountLine[] =>
  lines ?? [{ productId: 0, totalCents: subtotalCents }];

/** The account's usable coupons with what each takes off these lines (a scoped campaign with nothing in scope is left out). */
export const usableCoupons = async (
  db: DbOrTx, userId: number, subtotalCents: bigint, now: Date, lines?: readonly DiscountLine[],
): Promise<CheckoutCoupon[]> => {
  const rows = await db
    .select({ c: coupons, d: couponDefinitions })
    .from(coupons)
    .innerJoin(couponDefinitions, eq(couponDefinitions.id, coupons.definitionId))
    .where(usableCouponWhere(userId, subtotalCents, now))
    .orderBy(asc(coupons.expiresAt), asc(coupons.id));
  return rows
    .map(({ c, d }) => ({ c, d, value: couponDiscountCents(d, linesOr(lines, subtotalCents)) }))
    .filter(({ d, value }) => value > 0n || (d.percent === null && !d.productIds?.length))
    // a fixed-value coupon shows its face value (the total caps it at the goods); a percent one what it takes here
    .map(({ c, d, value }) => ({
      id: c.id, code: c.code ?? d.code, kind: d.kind === 'signup' ? 'signup' : 'code', name: d.name, value: (d.percent === null && !d.productIds?.length ? d.valueCents : value).toString(), min_order: d.minOrderCents.toString(), expires_at: c.expiresAt?.toISOString() ?? null,
    }));
};

export const listCheckoutCoupons = async ({ db, clock }: Pick<Deps, 'db' | 'clock'>, userId: number, cartIds: number[]): Promise<CheckoutCoupon[]> => {
  const items = priceSelection(await loadSelection(db, userId, cartIds, false), await loadPriceTables(db));
  return usableCoupons(db, userId, subtotalOf(items), clock.now(), items);
};

/**
 * The coupon chosen by id or code (a coupon's own code, or a campaign's shared code: the account's coupon from it),
 * if it is the account's own and usable now, with its discount on these lines; otherwise 400 couponNotUsable.
 */
export const findUsableCoupon = async (
  db: DbOrTx,
  p: { userId: number; couponId?: number; couponCode?: string; subtotalCents: bigint; now: Date; lines?: readonly DiscountLine[] },
): Promise<{ id: number; valueCents: bigint } | null> => {
  if (p.couponId === undefined && !p.couponCode) return null;
  const code = normalizeCouponCode(p.couponCode ?? '');
  const which = p.couponId !== undefined ? eq(coupons.id, p.couponId) : or(eq(coupons.code, code), eq(couponDefinitions.code, code));
  const rows = await db
    .select({ id: coupons.id, d: couponDefinitions })
    .from(coupons)
    .innerJoin(couponDefinitions, eq(couponDefinitions.id, coupons.definitionId))
    .where(and(which, usableCouponWhere(p.userId, p.subtotalCents, p.now)))
    .orderBy(asc(coupons.expiresAt), asc(coupons.id));
  const lines = linesOr(p.lines, p.subtotalCents);
  const row = rows.find((r) => couponDiscountCents(r.d, lines) > 0n || (r.d.percent === null && !r.d.productIds?.length));
  if (!row) throw couponNotUsable();
  return { id: row.id, valueCents: couponDiscountCents(row.d, lines) };
};
