// The console's server calls (route map: src/shared/routes/staff.ts, cart and payment staff entries).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { RouteInput } from '../../../shared/routes/index';
import { call } from '../../api/client';

export const STAFF_KEY = ['staff'] as const;

export const useStaffMe = () => useQuery({ queryKey: [...STAFF_KEY, 'me'], queryFn: ({ signal }) => call('GET /v1/staff/me', {}, { signal }), retry: false });

export const useQuotations = () =>
  useQuery({ queryKey: [...STAFF_KEY, 'quotes'], queryFn: ({ signal }) => call('GET /v1/staff/cart/quotations', {}, { signal }) });

export type OrderSearch = NonNullable<RouteInput<'GET /v1/staff/orders'>['query']>;
export const useOrderSearch = (query: OrderSearch) =>
  useQuery({
    queryKey: [...STAFF_KEY, 'orders', query],
    queryFn: ({ signal }) => call('GET /v1/staff/orders', { query }, { signal }),
    placeholderData: keepPreviousData,
  });

export const useStaffOrder = (id: number) =>
  useQuery({ queryKey: [...STAFF_KEY, 'order', id], queryFn: ({ signal }) => call('GET /v1/staff/orders/detail', { query: { id } }, { signal }), enabled: id > 0 });

/** Records' audit histories (AuditHistory.tsx): a save invalidates this to show its new row. */
export const AUDIT_KEY = [...STAFF_KEY, 'audit'] as const;

export const usePendingWire = () =>
  useQuery({ queryKey: [...STAFF_KEY, 'wire'], queryFn: ({ signal }) => call('GET /v1/staff/payment/pending', {}, { signal }) });

export type RefundStatus = NonNullable<NonNullable<RouteInput<'GET /v1/staff/payment/refunds'>['query']>['status']>;
export const useRefunds = (status: RefundStatus | undefined) =>
  useQuery({ queryKey: [...STAFF_KEY, 'refunds', status], queryFn: ({ signal }) => call('GET /v1/staff/payment/refunds', { query: { status } }, { signal }) });

export const useNotices = () =>
  useQuery({ queryKey: [...STAFF_KEY, 'notice'], queryFn: ({ signal }) => call('GET /v1/staff/content/notice', {}, { signal }) });
