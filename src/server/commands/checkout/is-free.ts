// POST /v1/checkout/is-free: whether the order costs nothing after the coupon (goods − coupon + shipping + tax),
// so the page can skip the payment step. Shipping comes from the checkout session's choice when one is given.
import { and, eq } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { checkoutSessions } from '../../db/schema/index';
import type { Carrier } from '../../../shared/pricing/shipping-tables';
import type { Warehouse } from '../../../shared/contracts/checkout';
import { notFound } from '../../http/errors';
import { loadPriceTables } from '../quote/price-tables';
import { findUsableCoupon } from './checkout-coupons';
import { loadSelection, priceSelection } from './price-selection';
import { planShipping } from './shipping-options';
import { computeTotals, subtotalOf } from './totals';

export const isFree = async (
  { db, clock }: Pick<Deps, 'db' | 'clock'>,
  req: { userId: number; cartIds: number[]; checkoutId?: string; couponId?: number; couponCode?: string },
): Promise<{ is_free: boolean; total: string; discount: string }> => {
  const tables = await loadPriceTables(db);
  const items = priceSelection(await loadSelection(db, req.userId, req.cartIds, false), tables);
  const coupon = await findUsableCoupon(db, { ...req, subtotalCents: subtotalOf(items), now: clock.now(), lines: items });
  let shippingCents = 0n;
  let iso2 = 'US';
  if (req.checkoutId) {
    const [s] = await db.select().from(checkoutSessions).where(and(eq(checkoutSessions.id, req.checkoutId), eq(checkoutSessions.userId, req.userId)));
    if (!s) throw notFound('Checkout not found.');
    iso2 = s.countryIso2;
    const plans = planShipping(items, iso2, tables.shipping, s.shippingMethod as Partial<Record<Warehouse, Carrier>>);
    shippingCents = plans.reduce((sum, p) => sum + (p.selected ? (p.costs[p.selected] ?? 0n) : 0n), 0n);
  }
  const totals = await computeTotals(db, { items, iso2, shippingCents, couponValueCents: coupon?.valueCents ?? 0n });
  return { is_free: totals.totalCents === 0n, total: totals.totalCents.toString(), discount: totals.discountCents.toString() };
};
