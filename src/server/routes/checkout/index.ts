// Checkout (issue 4 §2; spec platform §7): /v1/new-checkout/checkout, /v1/new-checkout/set-logistic,
// /v1/checkout/coupons-list, /v1/checkout/is-free and POST /order/make. Login only; amounts are recomputed.
import type { FastifyPluginAsync } from 'fastify';
import { buildCheckout } from '../../commands/checkout/build-checkout';
import { listCheckoutCoupons } from '../../commands/checkout/checkout-coupons';
import { isFree } from '../../commands/checkout/is-free';
import { setLogistic } from '../../commands/checkout/set-logistic';
import { placeOrder } from '../../commands/order/place-order';
import { serveOn } from '../../http/serve';

export const checkoutRoutes: FastifyPluginAsync = async (app) => {
  const serve = serveOn(app);
  serve('POST /v1/new-checkout/checkout', async (req) => {
    const b = req.body;
    return buildCheckout(app.deps, {
      userId: req.user.id, cartIds: b.cart_ids, addressId: b.address_id, address: b.address, billing: b.billing, countryId: b.country_id, lang: req.ctx.lang,
    });
  });

  serve('POST /v1/new-checkout/set-logistic', async (req) =>
    setLogistic(app.deps, { userId: req.user.id, checkoutId: req.body.checkout_id, shippingMethod: req.body.shipping_method }));

  serve('POST /v1/checkout/coupons-list', async (req) => listCheckoutCoupons(app.deps, req.user.id, req.body.cart_id));

  serve('POST /v1/checkout/is-free', async (req) => {
    const b = req.body;
    return isFree(app.deps, { userId: req.user.id, cartIds: b.cart_id, checkoutId: b.checkout_id, couponId: b.coupon_id, couponCode: b.coupon_code });
  });

  serve('POST /order/make', async (req) => {
    const b = req.body;
    return placeOrder(app.deps, {
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
      distributorCode: b.distributor_code,
    });
  });
};
