// Staff calls for money and customers (issue 9): wire receipts (view, reject), payments, late captures that were
// refunded, customers (look up, page, flags) and coupon campaigns.
import {
  staffLateCaptureListSchema, staffLateCapturesQuerySchema, staffPaymentListSchema, staffPaymentsQuerySchema, staffReceiptQuerySchema,
  staffRejectBodySchema, staffRejectSchema,
} from '../contracts/staff-payments';
import {
  customerDetailQuerySchema, customerDetailSchema, customerFlagsBodySchema, customerListSchema, customerQuerySchema,
} from '../contracts/staff-customers';
import {
  campaignBodySchema, campaignDetailQuerySchema, campaignDetailSchema, campaignIdBodySchema, campaignListQuerySchema, campaignListSchema,
  campaignSchema,
} from '../contracts/staff-coupons';
import { area, route } from './route';

export const staffMoneyRoutes = area(['staff', 'payment'], {
  /** The order's latest wire receipt (PDF), inline; `download=1` as an attachment. Staff only. */
  'GET /v1/staff/payment/receipt': route({ auth: 'staff:wire.view', query: staffReceiptQuerySchema }),
  'POST /v1/staff/payment/reject': route({ auth: 'staff:wire.decide', body: staffRejectBodySchema, response: staffRejectSchema }),
  'GET /v1/staff/payment/list': route({ auth: 'staff:refunds.view', query: staffPaymentsQuerySchema, response: staffPaymentListSchema }),
  'GET /v1/staff/payment/late-captures': route({ auth: 'staff:refunds.view', query: staffLateCapturesQuerySchema, response: staffLateCaptureListSchema }),
});

export const staffCustomerRoutes = area(['staff', 'customer'], {
  'GET /v1/staff/customers': route({ auth: 'staff:customers.view', query: customerQuerySchema, response: customerListSchema }),
  'GET /v1/staff/customers/detail': route({ auth: 'staff:customers.view', query: customerDetailQuerySchema, response: customerDetailSchema }),
  'POST /v1/staff/customers/flags': route({ auth: 'staff:customers.edit', body: customerFlagsBodySchema, response: customerDetailSchema.shape.customer }),
});

export const staffCouponRoutes = area(['staff', 'coupon'], {
  'GET /v1/staff/coupons': route({ auth: 'staff:coupons.manage', query: campaignListQuerySchema, response: campaignListSchema }),
  'GET /v1/staff/coupons/detail': route({ auth: 'staff:coupons.manage', query: campaignDetailQuerySchema, response: campaignDetailSchema }),
  'POST /v1/staff/coupons': route({ auth: 'staff:coupons.manage', body: campaignBodySchema, response: campaignSchema }),
  'POST /v1/staff/coupons/deactivate': route({ auth: 'staff:coupons.manage', body: campaignIdBodySchema, response: campaignSchema }),
});

