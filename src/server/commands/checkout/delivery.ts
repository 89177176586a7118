// Checkout step 1: the delivery and billing address, from the address book or typed in (same rules as the address
// book: checkAddress), turned into the snapshot stored on the order with the spec's keys (platform §3).
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { addresses } from '../../db/schema/index';
import type { AddressBody } from '../../../shared/contracts/address';
import type { OrderAddress } from '../../../shared/contracts/order';
import { invalid, notFound } from '../../http/errors';
import { checkAddress, type AddressValues } from '../address/check-address';
import { countryIdOf } from '../address/country-ids';
import { countryName } from '../address/geo-data';
import { personName } from '../../../shared/rules/address-print';

interface Delivery {
  iso2: string;
  countryId: number;
  shipTo: OrderAddress;
  billTo: OrderAddress;
}

export interface DeliveryInput {
  addressId?: number;
  address?: AddressBody;
  billing: { type: 'same' } | { type: 'different'; address: AddressBody };
  countryId?: number;
}

const snapshot = (v: AddressValues): OrderAddress => ({
  // a Japanese address is written family name first (姓 名), whatever the edition it was ordered in
  customer_name: personName(v.firstName, v.lastName, v.countryIso2 === 'JP' ? 'jp' : 'en'),
  customer_company: v.company,
  customer_address: v.streetAddress,
  customer_country: countryName(v.countryIso2, 'en'),
  customer_country_code: v.countryIso2,
  customer_province: v.province,
  customer_city: v.city,
  customer_postcode: v.postcode,
  customer_telephone: v.phone,
  tax_number: v.taxNumber,
});

export const resolveDelivery = async (db: DbOrTx, userId: number, d: DeliveryInput): Promise<Delivery> => {
  let ship: AddressValues;
  if (d.addressId !== undefined) {
    const [row] = await db.select().from(addresses).where(and(eq(addresses.id, d.addressId), eq(addresses.userId, userId)));
    if (!row) throw notFound('Address not found.');
    ship = row;
  } else if (d.address) {
    ship = checkAddress(d.address).values;
  } else {
    throw invalid({ address_id: 'validation.addressRequired' });
  }
  const countryId = countryIdOf(ship.countryIso2) ?? 0;
  if (d.countryId !== undefined && d.countryId !== countryId) throw invalid({ country_id: 'validation.countryMismatch' });
  const shipTo = snapshot(ship);
  const billTo = d.billing.type === 'same' ? shipTo : snapshot(checkAddress(d.billing.address).values);
  return { iso2: ship.countryIso2, countryId, shipTo, billTo };
};
