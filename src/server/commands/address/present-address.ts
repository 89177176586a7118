// Shapes an address row for the API (country id and name derived from the stored ISO code).
import type { addresses } from '../../db/schema/index';
import type { Address } from '../../../shared/contracts/address';
import type { Lang } from '../../../shared/ids';
import { BUYER_TYPES, TAX_NUMBER_TYPES, type BuyerType, type TaxNumberType } from '../../../shared/rules/address';
import { countryIdOf } from './country-ids';
import { countryName } from './geo-data';

export type AddressRow = typeof addresses.$inferSelect;

const asBuyerType = (v: string): BuyerType => (BUYER_TYPES as readonly string[]).includes(v) ? (v as BuyerType) : 'other';
const asTaxType = (v: string | null): TaxNumberType | null =>
  v !== null && (TAX_NUMBER_TYPES as readonly string[]).includes(v) ? (v as TaxNumberType) : null;

export const presentAddress = (row: AddressRow, lang: Lang): Address => ({
  id: row.id,
  first_name: row.firstName,
  last_name: row.lastName,
  company: row.company,
  street_address: row.streetAddress,
  country_id: countryIdOf(row.countryIso2) ?? 0,
  country_iso2: row.countryIso2,
  country_name: countryName(row.countryIso2, lang),
  province: row.province,
  city: row.city,
  postcode: row.postcode,
  phone: row.phone,
  is_default: row.isDefault,
  tax_number: row.taxNumber,
  tax_number_type: asTaxType(row.taxNumberType),
  buyer_type: asBuyerType(row.buyerType),
  cn_courier_remark: row.cnCourierRemark,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});
