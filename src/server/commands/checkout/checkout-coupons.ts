// Coupons at checkout (spec platform §3 Coupon, §6: usable only on the account that redeemed them).
// POST /v1/checkout/coupons-list answers the account's own coupons that are unused, unexpired and whose minimum
// order the selection reaches. `findUsableCoupon` resolves the coupon chosen at checkout (by id or code).
import { and, asc, eq } from 'drizzle-orm';
import type { Deps } from '../../deps';
import type { DbOrTx } from '../../db/client';
import { couponDefinitions, coupons } from '../../db/schema/index';
import { normalizeCouponCode } from '../../../shared/contracts/coupon';
import { usableCouponWhere } from '../coupon/usable-coupon';
import { badRequest } from '../../http/errors';
import { loadPriceTables } from '../quote/price-tables';
import { loadSelection, priceSelection } from './price-selection';
import { subtotalOf } from './totals';

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


export const usableCoupons = async (db: DbOrTx, userId: number, subtotalCents: bigint, now: Date): Promise<CheckoutCoupon[]> => {
  const rows = await db
    .select({ c: coupons, d: couponDefinitions })
    .from(coupons)
    .innerJoin(couponDefinitions, eq(couponDefinitions.id, coupons.definitionId))
    .where(usableCouponWhere(userId, subtotalCents, now))
    .orderBy(asc(coupons.expiresAt), asc(coupons.id));
  return rows.map(({ c, d }) => ({
    id: c.id, code: c.code, kind: d.kind === 'signup' ? 'signup' : 'code', name: d.name, value: d.valueCents.toString(), min_order: d.minOrderCents.toString(), expires_at: c.expiresAt?.toISOString() ?? null,
  }));
};

export const listCheckoutCoupons = async ({ db, clock }: Pick<Deps, 'db' | 'clock'>, userId: number, cartIds: number[]): Promise<CheckoutCoupon[]> => {
  const items = priceSelection(await loadSelection(db, userId, cartIds, false), await loadPriceTables(db));
  return usableCoupons(db, userId, subtotalOf(items), clock.now());
};

/** The coupon chosen by id or code, if it is the account's own and usable now; otherwise 400 couponNotUsable. */
export const findUsableCoupon = async (
  db: DbOrTx,
  p: { userId: number; couponId?: number; couponCode?: string; subtotalCents: bigint; now: Date },
): Promise<{ id: number; valueCents: bigint } | null> => {
  if (p.couponId === undefined && !p.couponCode) return null;
  const which = p.couponId !== undefined ? eq(coupons.id, p.couponId) : eq(coupons.code, normalizeCouponCode(p.couponCode ?? ''));
  const [row] = await db
    .select({ id: coupons.id, value: couponDefinitions.valueCents })
    .from(coupons)
    .innerJoin(couponDefinitions, eq(couponDefinitions.id, coupons.definitionId))
    .where(and(which, usableCouponWhere(p.userId, p.subtotalCents, p.now)));
  if (!row) throw couponNotUsable();
  return { id: row.id, valueCents: row.value };
};
