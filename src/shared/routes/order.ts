// Checkout (issue 4 §2) and orders (issue 4 §4; spec platform §3 Order / Invoice). Another customer's order is a 404.
import { apiQuery } from '../api';
import {
  checkoutBodySchema, checkoutCouponListSchema, checkoutPriceSchema, couponsListBodySchema, isFreeBodySchema, isFreeSchema,
  orderMadeSchema, orderMakeBodySchema, setLogisticBodySchema, setLogisticSchema,
} from '../contracts/checkout';
import {
  cancelOrderBodySchema, cancelOrderSchema, invoiceSchema, orderDetailSchema, orderIdQueryShape, orderListQueryShape,
  orderListSchema, reorderBodySchema, reorderSchema, reuploadBodySchema,
} from '../contracts/order';
import { area, route } from './route';

export const checkoutRoutes = area(['checkout'], {
  'POST /v1/new-checkout/checkout': route({ auth: 'user', body: checkoutBodySchema, response: checkoutPriceSchema }),
  'POST /v1/new-checkout/set-logistic': route({ auth: 'user', body: setLogisticBodySchema, response: setLogisticSchema }),
  'POST /v1/checkout/coupons-list': route({ auth: 'user', body: couponsListBodySchema, response: checkoutCouponListSchema }),
  'POST /v1/checkout/is-free': route({ auth: 'user', body: isFreeBodySchema, response: isFreeSchema }),
  'POST /order/make': route({ auth: 'user', body: orderMakeBodySchema, response: orderMadeSchema }),
});

export const orderRoutes = area(['order'], {
  'GET /v1/order/list': route({ auth: 'user', query: apiQuery(orderListQueryShape), response: orderListSchema }),
  'GET /v1/order/detail': route({ auth: 'user', query: apiQuery(orderIdQueryShape), response: orderDetailSchema }),
  'POST /v1/order/reorder': route({ auth: 'user', body: reorderBodySchema, response: reorderSchema }),
  'POST /v1/order/cancel': route({ auth: 'user', body: cancelOrderBodySchema, response: cancelOrderSchema }),
  /** A corrected design file (uploaded first) for a line of an order on hold for a file problem. */
  'POST /v1/order/reupload': route({ auth: 'user', body: reuploadBodySchema, response: orderDetailSchema }),
  'GET /v1/order/invoice': route({ auth: 'user', query: apiQuery(orderIdQueryShape), response: invoiceSchema }),
  /** The invoice as a PDF download. */
  'GET /v1/order/invoice.pdf': route({ auth: 'user', query: apiQuery(orderIdQueryShape) }),
  /** The receipt of a paid order as a PDF download (409 errors.orderNotPaid before payment). */
  'GET /v1/order/receipt.pdf': route({ auth: 'user', query: apiQuery(orderIdQueryShape) }),
});
