// Staff calls: quotations waiting for a price, wire transfers to confirm, refunds (issue 4 §1, §3).
import { cartItemSchema, staffQuoteBodySchema, staffQuotationsSchema } from '../contracts/cart';
import {
  staffConfirmBodySchema, staffConfirmSchema, staffPendingSchema, staffRefundListSchema, staffRefundRetryBodySchema,
  staffRefundSchema, staffRefundsQuerySchema,
} from '../contracts/payment';
import { area, route } from './route';

export const staffCartRoutes = area(['staff', 'cart'], {
  'GET /v1/staff/cart/quotations': route({ auth: 'staff', response: staffQuotationsSchema }),
  'POST /v1/staff/cart/quote': route({ auth: 'staff', body: staffQuoteBodySchema, response: cartItemSchema }),
});

export const staffPaymentRoutes = area(['staff', 'payment'], {
  'GET /v1/staff/payment/pending': route({ auth: 'staff', response: staffPendingSchema }),
  'POST /v1/staff/payment/confirm': route({ auth: 'staff', body: staffConfirmBodySchema, response: staffConfirmSchema }),
  'GET /v1/staff/payment/refunds': route({ auth: 'staff', query: staffRefundsQuerySchema, response: staffRefundListSchema }),
  'POST /v1/staff/payment/refunds/retry': route({ auth: 'staff', body: staffRefundRetryBodySchema, response: staffRefundSchema }),
});
