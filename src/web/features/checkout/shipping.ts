// Step 2's rules (spec platform §4 checkout, §5): the first option that is not over weight is chosen for each
// warehouse; continuing needs a usable choice in every warehouse.
import type { CheckoutWarehouse } from '../../../shared/contracts/checkout';

export type Carrier = CheckoutWarehouse['shipping_list'][number]['carrier'];
export type Choice = Partial<Record<CheckoutWarehouse['warehouse'], Carrier>>;

const firstUsable = (w: CheckoutWarehouse): Carrier | null => w.shipping_list.find((o) => !o.over_weight)?.carrier ?? null;

/** The server's selection, else the first usable option, per warehouse. */
export const initialChoice = (warehouses: CheckoutWarehouse[]): Choice => {
  const choice: Choice = {};
  for (const w of warehouses) {
    const c = w.selected ?? firstUsable(w);
    if (c) choice[w.warehouse] = c;
  }
  return choice;
};

/** Why a warehouse blocks continuing: no option at all, or every option over weight; null when it is fine. */
export const warehouseBlock = (w: CheckoutWarehouse): 'none' | 'overWeight' | null => {
  if (w.shipping_list.length === 0) return 'none';
  return firstUsable(w) === null ? 'overWeight' : null;
};

export const canContinue = (warehouses: CheckoutWarehouse[], choice: Choice): boolean =>
  warehouses.length > 0 &&
  warehouses.every((w) => {
    const c = choice[w.warehouse];
    return warehouseBlock(w) === null && !!c && w.shipping_list.some((o) => o.carrier === c && !o.over_weight);
  });

/** The shipping cost of the choice in USD cents. */
export const shippingCost = (warehouses: CheckoutWarehouse[], choice: Choice): bigint =>
  warehouses.reduce((sum, w) => {
    const o = w.shipping_list.find((x) => x.carrier === choice[w.warehouse]);
    return o ? sum + BigInt(o.cost) : sum;
  }, 0n);
