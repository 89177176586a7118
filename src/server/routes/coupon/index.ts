// /v1/user/coupon/*: the account's coupons and redeeming a code (spec platform §7). Login only.
import type { FastifyPluginAsync } from 'fastify';
import { bindCoupon } from '../../commands/coupon/bind-coupon';
import { listCoupons } from '../../commands/coupon/list-coupons';
import { serveOn } from '../../http/serve';

export const couponRoutes: FastifyPluginAsync = async (app) => {
  const serve = serveOn(app);
  serve('GET /v1/user/coupon/list', async (req) => listCoupons(app.deps, req.user.id));
  serve('POST /v1/user/coupon/bind', async (req) => bindCoupon(app.deps, req.user.id, req.body.code));
};
