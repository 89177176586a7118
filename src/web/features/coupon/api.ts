// Coupon calls (spec platform §7 /v1/user/coupon/*).
import { useQuery } from '@tanstack/react-query';
import type { Coupon } from '../../../shared/contracts/coupon';
import { call } from '../../api/client';

export const COUPON_LIST_KEY = ['coupon', 'list'] as const;

export const useCoupons = () =>
  useQuery({ queryKey: COUPON_LIST_KEY, queryFn: ({ signal }) => call('GET /v1/user/coupon/list', {}, { signal }) });

export const bindCoupon = (code: string): Promise<Coupon> => call('POST /v1/user/coupon/bind', { body: { code } });
