// The countries the shop ships to: every country of the address book's list that some carrier serves (the rate
// tables price unlisted countries at the 'rest' zone). The order pages' estimate offers exactly these, and
// checkout accepts exactly these (issue 8 §5: the estimate offered 79 countries while checkout shipped to Brazil).
import { carriersFor } from '../../../shared/pricing/shipping';
import type { ShippingTables } from '../../../shared/pricing/shipping-tables';
import { allCountryIsoCodes } from '../address/country-ids';
import { countryExists } from '../address/geo-data';

export const shippingDestinations = (tables: ShippingTables): string[] =>
  allCountryIsoCodes()
    .filter((iso2) => countryExists(iso2) && carriersFor(iso2, tables).length > 0)
    .sort();
