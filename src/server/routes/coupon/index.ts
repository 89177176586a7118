// /v1/user/coupon/*: the account's coupons and redeeming a code (spec platform §7). Login only.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiQuery, envelopeSchema } from '../../../shared/api';
import { couponBindBodySchema, couponListSchema, couponSchema } from '../../../shared/contracts/coupon';
import { bindCoupon } from '../../commands/coupon/bind-coupon';
import { listCoupons } from '../../commands/coupon/list-coupons';
import { requireUser } from '../../http/context';
import { ok } from '../../http/envelope';

export const couponRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['coupon'];
  app.get(
    '/v1/user/coupon/list',
    { preValidation: requireUser, schema: { tags, querystring: apiQuery(), response: { 200: envelopeSchema(couponListSchema) } } },
    async (req) => ok(await listCoupons(app.deps, req.user.id)),
  );
  app.post(
    '/v1/user/coupon/bind',
    {
      preValidation: requireUser,
      schema: { tags, querystring: apiQuery(), body: couponBindBodySchema, response: { 200: envelopeSchema(couponSchema) } },
    },
    async (req) => ok(await bindCoupon(app.deps, req.user.id, req.body.code)),
  );
};
