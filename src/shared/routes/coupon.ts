// /v1/user/coupon/*: the account's coupons and redeeming a code (spec platform §7).
import { couponBindBodySchema, couponListSchema, couponSchema } from '../contracts/coupon';
import { area, route } from './route';

export const couponRoutes = area(['coupon'], {
  'GET /v1/user/coupon/list': route({ auth: 'user', response: couponListSchema }),
  'POST /v1/user/coupon/bind': route({ auth: 'user', body: couponBindBodySchema, response: couponSchema }),
});
