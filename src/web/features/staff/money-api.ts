// The console's money and customer calls (route map: src/shared/routes/staff-money.ts): payments, late captures,
// customers and coupon campaigns, plus any record's audit history.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { RouteInput } from '../../../shared/routes/index';
import { call } from '../../api/client';
import { STAFF_KEY } from './api';

export type PaymentSearch = NonNullable<RouteInput<'GET /v1/staff/payment/list'>['query']>;
export const usePayments = (query: PaymentSearch) =>
  useQuery({ queryKey: [...STAFF_KEY, 'payments', query], queryFn: ({ signal }) => call('GET /v1/staff/payment/list', { query }, { signal }), placeholderData: keepPreviousData });

export type LateSearch = NonNullable<RouteInput<'GET /v1/staff/payment/late-captures'>['query']>;
export const useLateCaptures = (query: LateSearch) =>
  useQuery({ queryKey: [...STAFF_KEY, 'late', query], queryFn: ({ signal }) => call('GET /v1/staff/payment/late-captures', { query }, { signal }), placeholderData: keepPreviousData });

export type CustomerSearch = NonNullable<RouteInput<'GET /v1/staff/customers'>['query']>;
export const useCustomers = (query: CustomerSearch) =>
  useQuery({ queryKey: [...STAFF_KEY, 'customers', query], queryFn: ({ signal }) => call('GET /v1/staff/customers', { query }, { signal }), placeholderData: keepPreviousData });

export const useCustomer = (id: number) =>
  useQuery({ queryKey: [...STAFF_KEY, 'customer', id], queryFn: ({ signal }) => call('GET /v1/staff/customers/detail', { query: { id } }, { signal }), enabled: id > 0 });

export type CampaignSearch = NonNullable<RouteInput<'GET /v1/staff/coupons'>['query']>;
export const useCampaigns = (query: CampaignSearch) =>
  useQuery({ queryKey: [...STAFF_KEY, 'coupons', query], queryFn: ({ signal }) => call('GET /v1/staff/coupons', { query }, { signal }), placeholderData: keepPreviousData });

export const useCampaign = (id: number) =>
  useQuery({ queryKey: [...STAFF_KEY, 'coupon', id], queryFn: ({ signal }) => call('GET /v1/staff/coupons/detail', { query: { id } }, { signal }), enabled: id > 0 });

/** Reads the list parameters every paged staff list shares (sort, direction, page) from the address. */
export const pagedParams = <S extends string>(p: URLSearchParams, sorts: readonly S[], pageSize: number) => {
  const sort = p.get('sort');
  return {
    sort: (sorts as readonly string[]).includes(sort ?? '') ? (sort as S) : sorts[0] as S,
    dir: (p.get('dir') === 'asc' ? 'asc' : 'desc') as 'asc' | 'desc',
    page: Number(p.get('page')) || 1,
    page_size: pageSize,
  };
};
