// Staff calls: quotations waiting for a price, wire transfers to confirm, refunds (issue 4 §1, §3).
import { cartItemSchema, staffQuoteBodySchema, staffQuotationsSchema } from '../contracts/cart';
import {
  staffConfirmBodySchema, staffConfirmSchema, staffPendingSchema, staffRefundListSchema, staffRefundRetryBodySchema,
  staffRefundSchema, staffRefundsQuerySchema,
} from '../contracts/payment';
import {
  auditListSchema, auditQuerySchema, noticeBodySchema, noticeListSchema, noticeSchema, staffAdvanceBodySchema, staffMeSchema,
  staffOrderDetailSchema, staffOrderListSchema, staffOrderQuerySchema,
} from '../contracts/staff';
import { orderIdQueryShape } from '../contracts/order';
import {
  staffCancelBodySchema, staffCancelSchema, staffDeclineBodySchema, staffHoldBodySchema, staffOrderFileQuerySchema,
} from '../contracts/staff-orders';
import { apiQuery } from '../api';
import { z } from 'zod';
import { area, route } from './route';

export const staffRoutes = area(['staff'], {
  /** Who is signed in to the console and what the role may do; a customer gets 4300 (the console shows not-found). */
  'GET /v1/staff/me': route({ auth: 'staff', response: staffMeSchema }),
  /** A record's audit history, for a role that may open that kind of record (policy.ts authorizeAuditRead). */
  'GET /v1/staff/audit': route({ auth: 'staff', query: auditQuerySchema, response: auditListSchema }),
});

export const staffOrderRoutes = area(['staff', 'order'], {
  'GET /v1/staff/orders': route({ auth: 'staff:orders.view', query: staffOrderQuerySchema, response: staffOrderListSchema }),
  'GET /v1/staff/orders/detail': route({ auth: 'staff:orders.view', query: apiQuery(orderIdQueryShape), response: staffOrderDetailSchema }),
  'POST /v1/staff/orders/advance': route({
    auth: 'staff:orders.advance', body: staffAdvanceBodySchema, response: z.object({ order_id: z.number(), status: z.number() }),
  }),
  /** Engineering: on hold for a file problem, asking the customer for a corrected file (mailed). */
  'POST /v1/staff/orders/hold': route({
    auth: 'staff:orders.hold', body: staffHoldBodySchema, response: z.object({ order_id: z.number(), status: z.number() }),
  }),
  /** Finance: cancel for the shop; a paid order is refunded in full through the refund machinery. */
  'POST /v1/staff/orders/cancel': route({ auth: 'staff:orders.cancel', body: staffCancelBodySchema, response: staffCancelSchema }),
  /** The customer's uploaded design file of one line (answered with the file itself). */
  'GET /v1/staff/orders/file': route({ auth: 'staff:orders.view', query: staffOrderFileQuerySchema }),
});

export const staffContentRoutes = area(['staff', 'content'], {
  'GET /v1/staff/content/notice': route({ auth: 'staff:content.manage', response: noticeListSchema }),
  'POST /v1/staff/content/notice': route({ auth: 'staff:content.manage', body: noticeBodySchema, response: noticeSchema }),
});

export const staffCartRoutes = area(['staff', 'cart'], {
  'GET /v1/staff/cart/quotations': route({ auth: 'staff:quotes.view', response: staffQuotationsSchema }),
  // every role that answers some quotations; the item's product decides the rest (policy.ts authorizeQuoteAnswer)
  'POST /v1/staff/cart/quote': route({ auth: 'staff:quotes.answerMachining', body: staffQuoteBodySchema, response: cartItemSchema }),
  /** Refuse to quote, with a reason from the list and a note: the item is closed (Declined) and the customer mailed. */
  'POST /v1/staff/cart/decline': route({ auth: 'staff:quotes.answerMachining', body: staffDeclineBodySchema, response: cartItemSchema }),
});

export const staffPaymentRoutes = area(['staff', 'payment'], {
  'GET /v1/staff/payment/pending': route({ auth: 'staff:wire.view', response: staffPendingSchema }),
  'POST /v1/staff/payment/confirm': route({ auth: 'staff:wire.decide', body: staffConfirmBodySchema, response: staffConfirmSchema }),
  'GET /v1/staff/payment/refunds': route({ auth: 'staff:refunds.view', query: staffRefundsQuerySchema, response: staffRefundListSchema }),
  'POST /v1/staff/payment/refunds/retry': route({ auth: 'staff:refunds.retry', body: staffRefundRetryBodySchema, response: staffRefundSchema }),
});
