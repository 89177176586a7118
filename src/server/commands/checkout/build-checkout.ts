// POST /v1/new-checkout/checkout: the selected items re-priced, grouped by warehouse with their shipping options,
// tax and totals for the chosen delivery address. Stores a checkout session (the checkout id) that
// set-logistic updates and order/make may refer to. A selection of only payment / shipping-cost items (455, 1633)
// answers needs_shipping false with no warehouse: the page skips the carrier choice and the order ships nothing.
import crypto from 'node:crypto';
import type { Deps } from '../../deps';
import { checkoutSessions } from '../../db/schema/index';
import type { CheckoutPrice } from '../../../shared/contracts/checkout';
import type { Lang } from '../../../shared/ids';
import type { Carrier } from '../../../shared/pricing/shipping-tables';
import { loadPriceTables } from '../quote/price-tables';
import { resolveDelivery, type DeliveryInput } from './delivery';
import { loadSelection, priceSelection } from './price-selection';
import { needsShipping } from '../../../shared/rules/needs-shipping';
import { hasPcba, planShipping } from './shipping-options';
import { computeTotals, storedRatePpm } from './totals';

interface CheckoutRequest extends DeliveryInput {
  userId: number;
  cartIds: number[];
  lang: Lang;
}

export const buildCheckout = async ({ db, clock }: Pick<Deps, 'db' | 'clock'>, req: CheckoutRequest): Promise<CheckoutPrice> => {
  const rows = await loadSelection(db, req.userId, req.cartIds, false);
  const tables = await loadPriceTables(db);
  const items = priceSelection(rows, tables);
  const delivery = await resolveDelivery(db, req.userId, req);
  const plans = planShipping(items, delivery.iso2, tables.shipping, {});
  const shippingCents = plans.reduce((s, p) => s + (p.selected ? (p.costs[p.selected] ?? 0n) : 0n), 0n);
  const totals = await computeTotals(db, { items, iso2: delivery.iso2, shippingCents, couponValueCents: 0n });
  const currency = req.lang === 'jp' ? 'JPY' : 'USD';
  const rate = (await storedRatePpm(db, currency)) ?? 1_000_000n;

  const id = crypto.randomUUID();
  const now = clock.now();
  const options: Record<string, Record<string, boolean>> = {};
  const selected: Record<string, Carrier> = {};
  for (const p of plans) {
    options[p.warehouse] = Object.fromEntries(p.shipping_list.map((o) => [o.carrier, !o.over_weight]));
    if (p.selected) selected[p.warehouse] = p.selected;
  }
  await db.insert(checkoutSessions).values({
    id, userId: req.userId, cartIds: rows.map((r) => r.id), countryIso2: delivery.iso2, options, shippingMethod: selected, createdAt: now, updatedAt: now,
  });

  return {
    checkout_id: id,
    country_id: delivery.countryId,
    country_iso2: delivery.iso2,
    warehouses: plans.map(({ costs: _costs, ...w }) => w),
    subtotal: totals.subtotalCents.toString(),
    shipping_fee: totals.shippingCents.toString(),
    needs_shipping: needsShipping(items),
    free_shipping: hasPcba(items),
    tax_fee: totals.tax.taxCents.toString(),
    tax_code: totals.tax.code,
    tax_note: totals.tax.noteKey,
    total: totals.totalCents.toString(),
    currency_rate: { currency, rate_ppm: rate.toString() },
    can_continue: plans.every((p) => p.selected !== null),
  };
};
