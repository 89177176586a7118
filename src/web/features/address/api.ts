// Address book calls (spec platform §7 /v1/user/address/*) as react-query hooks. Countries and regions change only
// with the data package, so they are cached for the session.
import { useQuery } from '@tanstack/react-query';
import type { Address, AddressBody, AddressDeleted, AddressSaved, Country } from '../../../shared/contracts/address';
import { call } from '../../api/client';

export const ADDRESS_LIST_KEY = ['address', 'list'] as const;

export const useAddresses = () =>
  useQuery({ queryKey: ADDRESS_LIST_KEY, queryFn: ({ signal }) => call('GET /v1/user/address/index', {}, { signal }) });

export const useCountries = (enabled = true) =>
  useQuery({
    queryKey: ['address', 'countries'],
    queryFn: ({ signal }) => call('GET /v1/user/address/country', {}, { signal }),
    staleTime: Infinity,
    enabled,
  });

export const useRegions = (country: Country | undefined) =>
  useQuery({
    queryKey: ['address', 'regions', country?.id],
    queryFn: ({ signal }) => call('GET /v1/user/address/region', { query: { country_id: country?.id ?? 0 } }, { signal }),
    enabled: !!country?.has_regions,
    staleTime: Infinity,
  });

export const saveAddress = (body: AddressBody, id?: number): Promise<AddressSaved> =>
  id === undefined
    ? call('POST /v1/user/address/create', { body })
    : call('PUT /v1/user/address/update', { query: { id }, body });

export const deleteAddress = (id: number): Promise<AddressDeleted> => call('DELETE /v1/user/address/delete', { query: { id } });

/** The request body that re-saves an address unchanged except for the given fields (e.g. is_default). */
export const bodyOf = (a: Address, over: Partial<AddressBody> = {}): AddressBody => ({
  first_name: a.first_name,
  last_name: a.last_name,
  company: a.company,
  street_address: a.street_address,
  country_id: a.country_id,
  province: a.province,
  city: a.city,
  postcode: a.postcode,
  phone: a.phone,
  is_default: a.is_default,
  tax_number: a.tax_number,
  tax_number_type: a.tax_number_type,
  buyer_type: a.buyer_type,
  cn_courier_remark: a.cn_courier_remark,
  ...over,
});
