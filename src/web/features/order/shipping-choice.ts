// Destination and carrier for the shipping estimate. The Japanese edition starts with Japan and OCS (which only
// serves Japan); the English one with the United States and DHL. OCS is offered only while Japan is chosen.
import type { CartParam } from '../../../shared/contracts/quote';
import type { Carrier } from '../../../shared/pricing/shipping-tables';
import type { Edition } from '../../edition';
import type { ShippingChoice } from './PriceSummary';

interface ShippingState {
  country: string;
  carrier: Carrier;
}

const JAPAN_ONLY: readonly Carrier[] = ['ocs'];

export const defaultShipping = (edition: Edition): ShippingState =>
  edition === 'jp' ? { country: 'JP', carrier: 'ocs' } : { country: 'US', carrier: 'dhl' };

/** A carrier that cannot serve the new country falls back to DHL. */
const withCountry = (s: ShippingState, country: string): ShippingState => ({
  country,
  carrier: country !== 'JP' && JAPAN_ONLY.includes(s.carrier) ? 'dhl' : s.carrier,
});

export const shippingChoice = (
  param: CartParam | undefined,
  state: ShippingState,
  set: (next: ShippingState) => void,
): ShippingChoice => {
  const blocked = new Set(param?.blocked_countries ?? []);
  const countries = [...new Set([...(param?.countries ?? []), state.country])].filter((c) => !blocked.has(c));
  const carriers = (param?.carriers ?? ['dhl', 'fedex', 'ups', 'sz_post', 'ocs']).filter((c) => state.country === 'JP' || !JAPAN_ONLY.includes(c));
  return {
    countries,
    carriers,
    country: state.country,
    carrier: state.carrier,
    onCountry: (country) => set(withCountry(state, country)),
    onCarrier: (carrier) => set({ ...state, carrier }),
  };
};
