// Customized payments (issue 13): the staff console's payment requests (finance and sales; audit rows) and the
// customer's own requests (another customer's id answers 404).
import {
  customPaymentCreateBodySchema, customPaymentListSchema, customPaymentRowSchema, paymentRequestListSchema, paymentRequestQuerySchema,
  paymentRequestSchema,
} from '../contracts/custom-payment';
import { area, route } from './route';

export const staffCustomPaymentRoutes = area(['staff'], {
  'GET /v1/staff/custom-payments': route({ auth: 'staff:payments.request', response: customPaymentListSchema }),
  'POST /v1/staff/custom-payments': route({ auth: 'staff:payments.request', body: customPaymentCreateBodySchema, response: customPaymentRowSchema }),
});

export const paymentRequestRoutes = area(['custom-payment'], {
  'GET /v1/user/payment-requests': route({ auth: 'user', response: paymentRequestListSchema }),
  'GET /v1/user/payment-requests/detail': route({ auth: 'user', query: paymentRequestQuerySchema, response: paymentRequestSchema }),
});
