// Checkout calls (src/shared/contracts/checkout.ts; spec platform §7): the priced checkout for an address, the
// carrier per warehouse, the usable coupons, the total after a coupon, and placing the order.
import { useQuery } from '@tanstack/react-query';
import type {
  Billing, CheckoutPrice, OrderMade, OrderMakeBody, SetLogisticBody,
} from '../../../shared/contracts/checkout';
import type { z } from 'zod';
import type { checkoutCouponListSchema, isFreeSchema } from '../../../shared/contracts/checkout';
import { api } from '../../api/client';

type CheckoutCoupon = z.infer<typeof checkoutCouponListSchema>[number];
type IsFree = z.infer<typeof isFreeSchema>;

export const fetchCheckout = (cartIds: number[], addressId: number, billing: Billing) =>
  api.post<CheckoutPrice>('/v1/new-checkout/checkout', { cart_ids: cartIds, address_id: addressId, billing });

export const setLogistic = (body: SetLogisticBody) => api.post('/v1/new-checkout/set-logistic', body);

export const useCheckoutCoupons = (cartIds: number[], enabled: boolean) =>
  useQuery({
    queryKey: ['checkout', 'coupons', cartIds.join(',')],
    queryFn: () => api.post<CheckoutCoupon[]>('/v1/checkout/coupons-list', { cart_id: cartIds }),
    enabled,
  });

export const useIsFree = (cartIds: number[], checkoutId: string | undefined, couponId: number | undefined, shippingKey: string) =>
  useQuery({
    // The shipping choice is part of the key: the server reads it from the checkout session.
    queryKey: ['checkout', 'is-free', cartIds.join(','), checkoutId, couponId, shippingKey],
    queryFn: () => api.post<IsFree>('/v1/checkout/is-free', { cart_id: cartIds, checkout_id: checkoutId, coupon_id: couponId }),
    enabled: checkoutId !== undefined,
  });

export const makeOrder = (body: OrderMakeBody) => api.post<OrderMade>('/order/make', body);
