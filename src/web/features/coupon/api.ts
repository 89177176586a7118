// Coupon calls (spec platform §7 /v1/user/coupon/*).
import { useQuery } from '@tanstack/react-query';
import type { Coupon } from '../../../shared/contracts/coupon';
import { api } from '../../api/client';

export const COUPON_LIST_KEY = ['coupon', 'list'] as const;

export const useCoupons = () =>
  useQuery({ queryKey: COUPON_LIST_KEY, queryFn: ({ signal }) => api.get<Coupon[]>('/v1/user/coupon/list', undefined, signal) });

export const bindCoupon = (code: string): Promise<Coupon> => api.post<Coupon>('/v1/user/coupon/bind', { code });
