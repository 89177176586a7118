// Address book (spec platform §3 Address book entry, §7 /v1/user/address/*). Field rules live in rules/address.ts.
import { z } from 'zod';
import { queryId } from './fields';
import { BUYER_TYPES, TAX_NUMBER_TYPES, addressBodySchema } from '../rules/address';

export { addressBodySchema };
export type { AddressBody, AddressInput } from '../rules/address';

/** ?id= of update and delete. */
export const addressIdQueryShape = { id: queryId() };
/** ?country_id= of the region list. */
export const regionQueryShape = { country_id: queryId() };

const addressSchema = z.object({
  id: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  company: z.string(),
  street_address: z.string(),
  /** Stable numeric country id (Japan 107, China 44, spec platform §3); see country_iso2 for the ISO code. */
  country_id: z.number(),
  country_iso2: z.string(),
  /** Country name in the request language. */
  country_name: z.string(),
  province: z.string(),
  city: z.string(),
  postcode: z.string(),
  phone: z.string(),
  is_default: z.boolean(),
  tax_number: z.string(),
  tax_number_type: z.enum(TAX_NUMBER_TYPES).nullable(),
  buyer_type: z.enum(BUYER_TYPES),
  cn_courier_remark: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Address = z.infer<typeof addressSchema>;

/** Create and update answer the saved address and the non-blocking warnings (field -> message key). */
export const addressSavedSchema = z.object({ address: addressSchema, warnings: z.record(z.string(), z.string()) });
export type AddressSaved = z.infer<typeof addressSavedSchema>;

export const addressListSchema = z.array(addressSchema);

export const addressDeletedSchema = z.object({ id: z.number(), default_id: z.number().nullable() });
export type AddressDeleted = z.infer<typeof addressDeletedSchema>;

const countrySchema = z.object({
  id: z.number(),
  iso2: z.string(),
  name: z.string(),
  /** false: the country has no postcodes; customers enter 000000. */
  postcode_required: z.boolean(),
  /** Brazil: CPF or CNPJ needed. */
  tax_number_required: z.boolean(),
  /** China: a remark for the domestic courier is needed. */
  courier_remark_required: z.boolean(),
  /** The state / province / prefecture must be given. */
  region_required: z.boolean(),
  /** The region call has a list for this country (otherwise the region is free text). */
  has_regions: z.boolean(),
});
export type Country = z.infer<typeof countrySchema>;
export const countryListSchema = z.array(countrySchema);

const regionSchema = z.object({ code: z.string(), name: z.string() });
export type Region = z.infer<typeof regionSchema>;
export const regionListSchema = z.array(regionSchema);
