// Address book calls (spec platform §7 /v1/user/address/*) as react-query hooks. Countries and regions change only
// with the data package, so they are cached for the session.
import { useQuery } from '@tanstack/react-query';
import type { Address, AddressBody, AddressDeleted, AddressSaved, Country, Region } from '../../../shared/contracts/address';
import { api } from '../../api/client';

export const ADDRESS_LIST_KEY = ['address', 'list'] as const;

export const useAddresses = () =>
  useQuery({ queryKey: ADDRESS_LIST_KEY, queryFn: ({ signal }) => api.get<Address[]>('/v1/user/address/index', undefined, signal) });

export const useCountries = () =>
  useQuery({
    queryKey: ['address', 'countries'],
    queryFn: ({ signal }) => api.get<Country[]>('/v1/user/address/country', undefined, signal),
    staleTime: Infinity,
  });

export const useRegions = (country: Country | undefined) =>
  useQuery({
    queryKey: ['address', 'regions', country?.id],
    queryFn: ({ signal }) => api.get<Region[]>('/v1/user/address/region', { country_id: country?.id }, signal),
    enabled: !!country?.has_regions,
    staleTime: Infinity,
  });

export const saveAddress = (body: AddressBody, id?: number): Promise<AddressSaved> =>
  id === undefined
    ? api.post<AddressSaved>('/v1/user/address/create', body)
    : api.put<AddressSaved>('/v1/user/address/update', body, { id });

export const deleteAddress = (id: number): Promise<AddressDeleted> => api.del<AddressDeleted>('/v1/user/address/delete', { id });

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
