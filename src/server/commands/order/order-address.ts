// An order's stored address snapshot (orders.ship_to / bill_to) as the API and the documents read it. Snapshots
// written before issue 8 §6 hold only the English country name; the code is read back from it so every order, old
// or new, prints its country in the edition's language.
import type { OrderAddress } from '../../../shared/contracts/order';
import { countryCodeOfName } from '../address/geo-data';

type StoredAddress = Omit<OrderAddress, 'customer_country_code'> & { customer_country_code?: string };

export const storedAddress = (json: unknown): OrderAddress => {
  const a = json as StoredAddress;
  return { ...a, customer_country_code: a.customer_country_code ?? countryCodeOfName(a.customer_country) ?? '' };
};
