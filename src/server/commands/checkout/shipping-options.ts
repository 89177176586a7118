// Checkout step 2: items grouped by warehouse, each with the carriers that serve the destination, their cost and
// days for the warehouse's weight, and `over_weight` (spec platform §4 checkout, §5, §8). Free shipping on PCBA
// orders (services §1, §9): a shipment (warehouse group) that carries a PCBA item ships free, whatever else is in the
// parcel. A destination nobody ships to blocks the whole checkout. The money-only lines (payment 455, shipping cost
// 1633: src/shared/rules/needs-shipping.ts) are in no parcel: a selection of only those has no warehouse to plan, so
// no carrier is asked, nothing is charged for shipping and the destination's carriers do not matter.
import { ApiCode } from '../../../shared/api';
import { ProductId } from '../../../shared/ids';
import { carriersFor, estimateShipping, SHIPPING_MESSAGES_EN } from '../../../shared/pricing/shipping';
import type { Carrier, ShippingTables } from '../../../shared/pricing/shipping-tables';
import { WAREHOUSES, type CheckoutWarehouse, type Warehouse } from '../../../shared/contracts/checkout';
import { shippableItems } from '../../../shared/rules/needs-shipping';
import { AppError } from '../../http/errors';
import type { PricedItem } from './price-selection';

export const CARRIER_NAMES: Record<Carrier, string> = { dhl: 'DHL', fedex: 'FedEx', ups: 'UPS', sz_post: 'SZ Post', ocs: 'OCS' };

const unableToShip = () =>
  new AppError(ApiCode.validation, 422, 'shipping.unavailableCountry', SHIPPING_MESSAGES_EN.unavailableCountry, { country_id: 'shipping.unavailableCountry' });
export const overWeightChoice = (warehouse: string) =>
  new AppError(ApiCode.validation, 422, 'shipping.overWeight', SHIPPING_MESSAGES_EN.overWeight, { [`shipping_method.${warehouse}`]: 'shipping.overWeight' });
export const noLogistics = (warehouse: string) =>
  new AppError(ApiCode.validation, 422, 'shipping.noLogistics', 'Logistics information is unavailable for this order: please contact support.', {
    [`shipping_method.${warehouse}`]: 'shipping.noLogistics',
  });

interface WarehousePlan extends CheckoutWarehouse {
  /** Costs by carrier (cents) for the options that are not over weight. */
  costs: Partial<Record<Carrier, bigint>>;
}

export const hasPcba = (items: readonly PricedItem[]) => items.some((i) => i.productId === ProductId.PCBA);

export const planShipping = (
  items: readonly PricedItem[],
  iso2: string,
  tables: ShippingTables,
  chosen: Partial<Record<Warehouse, Carrier>>,
): WarehousePlan[] => {
  const plans: WarehousePlan[] = [];
  const goods = shippableItems(items);
  for (const warehouse of WAREHOUSES) {
    const group = goods.filter((i) => i.warehouse === warehouse);
    if (group.length === 0) continue;
    const free = hasPcba(group);
    const weight = group.reduce((g, i) => g + i.weightGrams, 0);
    const list: CheckoutWarehouse['shipping_list'] = [];
    const costs: WarehousePlan['costs'] = {};
    // the same carriers in the same order as the order pages' estimate (carriersFor), so its default is ours
    if (carriersFor(iso2, tables).length === 0) throw unableToShip();
    for (const carrier of carriersFor(iso2, tables)) {
      const est = estimateShipping(iso2, carrier, weight, tables);
      if (!est.ok) {
        if (est.key === 'shipping.unavailableCountry') throw unableToShip();
        if (est.key === 'shipping.overWeight') {
          list.push({ carrier, name: CARRIER_NAMES[carrier], cost: '0', days: { min: 0, max: 0 }, over_weight: true });
        }
        continue; // the carrier does not serve this destination (OCS outside Japan)
      }
      const cost = free ? 0n : est.cost;
      costs[carrier] = cost;
      list.push({ carrier, name: CARRIER_NAMES[carrier], cost: cost.toString(), days: est.days, over_weight: false });
    }
    const want = chosen[warehouse];
    const selected = want && costs[want] !== undefined ? want : (list.find((o) => !o.over_weight)?.carrier ?? null);
    plans.push({
      warehouse,
      products: group.map((i) => ({ product_id: i.productId, is_odm: false, cart_id: i.row.id })),
      weight_grams: weight,
      shipping_list: list,
      selected,
      costs,
    });
  }
  return plans;
};

/** For placing the order: every warehouse needs a carrier that is not over weight; an over-weight choice is refused. */
export const requireShipping = (plans: readonly WarehousePlan[], chosen: Partial<Record<Warehouse, Carrier>>): { warehouse: Warehouse; carrier: Carrier; cost: bigint; days: { min: number; max: number } }[] =>
  plans.map((p) => {
    const want = chosen[p.warehouse];
    if (want && p.costs[want] === undefined) {
      if (p.shipping_list.some((o) => o.carrier === want && o.over_weight)) throw overWeightChoice(p.warehouse);
      throw noLogistics(p.warehouse);
    }
    const carrier = want ?? p.selected;
    if (!carrier) throw p.shipping_list.length ? overWeightChoice(p.warehouse) : noLogistics(p.warehouse);
    const option = p.shipping_list.find((o) => o.carrier === carrier);
    return { warehouse: p.warehouse, carrier, cost: p.costs[carrier] ?? 0n, days: option?.days ?? { min: 0, max: 0 } };
  });
