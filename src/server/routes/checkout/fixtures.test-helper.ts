// Test fixtures for the checkout and order API tests: cart items written straight into cart_items (the cart API is
// another area's; these tests are about what checkout does with the rows), addresses and a placement helper.
import crypto from 'node:crypto';
import type { TestApp } from '../../test/app';
import { countryIdOf } from '../../commands/address/country-ids';
import { insertTestCartItem, type TestItemOptions } from '../../commands/checkout/test-cart-item';
import { signUp, type Customer } from '../address/sign-up.test-helper';

export { signUp, type Customer };

export const countryId = (iso2: string): number => {
  const id = countryIdOf(iso2);
  if (!id) throw new Error(`no country id for ${iso2}`);
  return id;
};

export const ADDRESSES = {
  US: { country_id: countryId('US'), province: 'California', city: 'San Francisco', postcode: '94105', street_address: '1 Market Street' },
  DE: { country_id: countryId('DE'), province: 'Berlin', city: 'Berlin', postcode: '10115', street_address: 'Unter den Linden 1' },
  CN: { country_id: countryId('CN'), province: 'Guangdong', city: 'Shenzhen', postcode: '518000', street_address: '1 Keji Road', cn_courier_remark: 'SF Express' },
  JP: { country_id: countryId('JP'), province: 'Tokyo', city: 'Chiyoda', postcode: '100-0001', street_address: '1-1 Marunouchi' },
  KP: { country_id: countryId('KP'), province: '', city: 'Pyongyang', postcode: '000000', street_address: '1 Main Street' },
} as const;

export const addressBody = (where: keyof typeof ADDRESSES = 'US', over: Record<string, unknown> = {}) => ({
  first_name: 'Ada', last_name: 'Lovelace', company: 'Engines Ltd', phone: '+1 415 555 0100', buyer_type: 'business', ...ADDRESSES[where], ...over,
});

/** A PCB cart item of `customer` (see insertTestCartItem). Returns its id. */
export const addItem = (t: TestApp, customer: Customer, o: TestItemOptions = {}): Promise<number> =>
  insertTestCartItem(t.handle.db, t.clock, customer.id, o);

export const post = (t: TestApp, who: Customer | null, url: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url: `/api${url}`, headers: who?.headers ?? {}, payload: payload as Record<string, unknown> });
export const get = (t: TestApp, who: Customer | null, url: string) => t.app.inject({ method: 'GET', url: `/api${url}`, headers: who?.headers ?? {} });

export const makeOrder = (t: TestApp, who: Customer, cartIds: number[], over: Record<string, unknown> = {}) =>
  post(t, who, '/order/make', {
    cart_ids: cartIds, addressInfo: addressBody('US'), payment_id: 2, checkout_token: crypto.randomUUID(), ...over,
  });

export const orderOf = async (t: TestApp, who: Customer, cartIds: number[], over: Record<string, unknown> = {}) => {
  const res = await makeOrder(t, who, cartIds, over);
  if (res.statusCode !== 200) throw new Error(`order/make failed: ${res.statusCode} ${res.body}`);
  return res.json().data as { order_id: number; order_no: string; total: string; next: { action: string; path: string }; repeated: boolean; price_changed: boolean };
};
