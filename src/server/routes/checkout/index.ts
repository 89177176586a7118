// Checkout (issue 4 §2; spec platform §7): /v1/new-checkout/checkout, /v1/new-checkout/set-logistic,
// /v1/checkout/coupons-list, /v1/checkout/is-free and POST /order/make. Login only; amounts are recomputed.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiQuery, envelopeSchema } from '../../../shared/api';
import {
  checkoutBodySchema,
  checkoutCouponListSchema,
  checkoutPriceSchema,
  couponsListBodySchema,
  isFreeBodySchema,
  isFreeSchema,
  orderMadeSchema,
  orderMakeBodySchema,
  setLogisticBodySchema,
  setLogisticSchema,
} from '../../../shared/contracts/checkout';
import { buildCheckout } from '../../commands/checkout/build-checkout';
import { listCheckoutCoupons } from '../../commands/checkout/checkout-coupons';
import { isFree } from '../../commands/checkout/is-free';
import { setLogistic } from '../../commands/checkout/set-logistic';
import { placeOrder } from '../../commands/order/place-order';
import { requireUser } from '../../http/context';
import { ok } from '../../http/envelope';

export const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['checkout'];
  app.post(
    '/v1/new-checkout/checkout',
    { preValidation: requireUser, schema: { tags, querystring: apiQuery(), body: checkoutBodySchema, response: { 200: envelopeSchema(checkoutPriceSchema) } } },
    async (req) => {
      const b = req.body;
      return ok(await buildCheckout(app.deps, {
        userId: req.user.id, cartIds: b.cart_ids, addressId: b.address_id, address: b.address, billing: b.billing, countryId: b.country_id, lang: req.ctx.lang,
      }));
    },
  );

  app.post(
    '/v1/new-checkout/set-logistic',
    { preValidation: requireUser, schema: { tags, querystring: apiQuery(), body: setLogisticBodySchema, response: { 200: envelopeSchema(setLogisticSchema) } } },
    async (req) => ok(await setLogistic(app.deps, { userId: req.user.id, checkoutId: req.body.checkout_id, shippingMethod: req.body.shipping_method })),
  );

  app.post(
    '/v1/checkout/coupons-list',
    { preValidation: requireUser, schema: { tags, querystring: apiQuery(), body: couponsListBodySchema, response: { 200: envelopeSchema(checkoutCouponListSchema) } } },
    async (req) => ok(await listCheckoutCoupons(app.deps, req.user.id, req.body.cart_id)),
  );

  app.post(
    '/v1/checkout/is-free',
    { preValidation: requireUser, schema: { tags, querystring: apiQuery(), body: isFreeBodySchema, response: { 200: envelopeSchema(isFreeSchema) } } },
    async (req) => {
      const b = req.body;
      return ok(await isFree(app.deps, { userId: req.user.id, cartIds: b.cart_id, checkoutId: b.checkout_id, couponId: b.coupon_id, couponCode: b.coupon_code }));
    },
  );

  app.post(
    '/order/make',
    { preValidation: requireUser, schema: { tags, querystring: apiQuery(), body: orderMakeBodySchema, response: { 200: envelopeSchema(orderMadeSchema) } } },
    async (req) => {
      const b = req.body;
      return ok(await placeOrder(app.deps, {
        userId: req.user.id,
        cartIds: b.cart_ids,
        addressId: b.address_id,
        address: b.addressInfo,
        billing: b.billing,
        countryId: b.country_id,
        checkoutToken: b.checkout_token,
        checkoutId: b.checkout_id,
        paymentId: b.payment_id,
        couponId: b.coupon_id,
        couponCode: b.coupon_code,
        isOdm: b.isOdm,
        remark: b.message,
        shippingMethod: b.shipping_method,
        expectedTotal: b.expected_total,
      }));
    },
  );
};
