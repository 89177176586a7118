// Test data for the checkout component tests: a priced checkout answer with one warehouse.
import type { CheckoutPrice, CheckoutWarehouse } from '../../../shared/contracts/checkout';

type Option = CheckoutWarehouse['shipping_list'][number];

export const option = (carrier: Option['carrier'], over: Partial<Option> = {}): Option => ({
  carrier,
  name: { dhl: 'DHL', fedex: 'FedEx', ups: 'UPS', sz_post: 'SZ Post', ocs: 'OCS' }[carrier],
  cost: '2500',
  days: { min: 3, max: 5 },
  over_weight: false,
  ...over,
});

export const checkoutPrice = (list: Option[], over: Partial<CheckoutPrice> = {}): CheckoutPrice => ({
  checkout_id: '11111111-1111-4111-8111-111111111111',
  country_id: 223,
  country_iso2: 'US',
  warehouses: [
    {
      warehouse: 'shenzhen',
      products: [{ product_id: 835, is_odm: false, cart_id: 5 }],
      weight_grams: 900,
      shipping_list: list,
      selected: list.find((o) => !o.over_weight)?.carrier ?? null,
    },
  ],
  subtotal: '4900',
  shipping_fee: '2500',
  needs_shipping: true,
  free_shipping: false,
  tax_fee: '0',
  tax_code: 'none',
  tax_note: null,
  total: '7400',
  currency_rate: { currency: 'USD', rate_ppm: '1000000' },
  can_continue: true,
  ...over,
});
