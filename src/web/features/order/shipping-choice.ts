// Destination and carrier for the shipping estimate, from the same source as checkout (issue 8 §5): the
// countries are cart-param's (every country checkout ships to) and the carriers for a country are carriersFor's,
// in checkout's order, the first being the default. The Japanese edition starts with Japan, the English one with
// the United States.
import type { CartParam } from '../../../shared/contracts/quote';
import { carriersFor } from '../../../shared/pricing/shipping';
import { defaultShippingTables, type Carrier, type ShippingTables } from '../../../shared/pricing/shipping-tables';
import type { Edition } from '../../edition';
import type { ShippingChoice } from './PriceSummary';

interface ShippingState {
  country: string;
  carrier: Carrier;
}

/** The carriers offered for a country; before the served tables arrive, the built-in ones give the same order. */
const offered = (country: string, tables: ShippingTables | null): Carrier[] => carriersFor(country, tables ?? defaultShippingTables);

export const defaultShipping = (edition: Edition): ShippingState => {
  const country = edition === 'jp' ? 'JP' : 'US';
  return { country, carrier: offered(country, null)[0] ?? 'dhl' };
};

/** A carrier that cannot serve the new country gives way to the country's default one. */
const withCountry = (s: ShippingState, country: string, tables: ShippingTables | null): ShippingState => {
  const list = offered(country, tables);
  return { country, carrier: list.includes(s.carrier) ? s.carrier : (list[0] ?? s.carrier) };
};

export const shippingChoice = (
  param: CartParam | undefined,
  tables: ShippingTables | null,
  state: ShippingState,
  set: (next: ShippingState) => void,
): ShippingChoice => {
  const countries = [...new Set([...(param?.countries ?? []), state.country])];
  return {
    countries,
    carriers: offered(state.country, tables),
    country: state.country,
    carrier: state.carrier,
    onCountry: (country) => set(withCountry(state, country, tables)),
    onCarrier: (carrier) => set({ ...state, carrier }),
  };
};
