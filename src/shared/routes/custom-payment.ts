// Customized payments (issue 13): the staff console's payment requests (finance and sales; audit rows).
import { customPaymentCreateBodySchema, customPaymentListSchema, customPaymentRowSchema } from '../contracts/custom-payment';
import { area, route } from './route';

export const staffCustomPaymentRoutes = area(['staff'], {
  'GET /v1/staff/custom-payments': route({ auth: 'staff:payments.request', response: customPaymentListSchema }),
  'POST /v1/staff/custom-payments': route({ auth: 'staff:payments.request', body: customPaymentCreateBodySchema, response: customPaymentRowSchema }),
});
