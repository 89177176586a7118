// Checkout calls (src/shared/contracts/checkout.ts; spec platform §7): the priced checkout for an address, the
// carrier per warehouse, the usable coupons, the total after a coupon, and placing the order.
import { useQuery } from '@tanstack/react-query';
import type { Billing, OrderMakeBody, SetLogisticBody } from '../../../shared/contracts/checkout';
import { call } from '../../api/client';

export const fetchCheckout = (cartIds: number[], addressId: number, billing: Billing) =>
  call('POST /v1/new-checkout/checkout', { body: { cart_ids: cartIds, address_id: addressId, billing } });

export const setLogistic = (body: SetLogisticBody) => call('POST /v1/new-checkout/set-logistic', { body });

export const useCheckoutCoupons = (cartIds: number[], enabled: boolean) =>
  useQuery({
    queryKey: ['checkout', 'coupons', cartIds.join(',')],
    queryFn: () => call('POST /v1/checkout/coupons-list', { body: { cart_id: cartIds } }),
    enabled,
  });

export const useIsFree = (cartIds: number[], checkoutId: string | undefined, couponId: number | undefined, shippingKey: string) =>
  useQuery({
    // The shipping choice is part of the key: the server reads it from the checkout session.
    queryKey: ['checkout', 'is-free', cartIds.join(','), checkoutId, couponId, shippingKey],
    queryFn: () => call('POST /v1/checkout/is-free', { body: { cart_id: cartIds, checkout_id: checkoutId, coupon_id: couponId } }),
    enabled: checkoutId !== undefined,
  });

export const makeOrder = (body: OrderMakeBody) => call('POST /order/make', { body });
