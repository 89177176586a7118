// Payments (issue 4 §3): the customer's calls, the providers' callback and entry points, and the offline sandbox
// provider's hosted pages (HTML and form posts standing for the provider's website, hidden from the API document).
import { apiQuery } from '../api';
import {
  braintreePayBodySchema, braintreeTokenSchema, callbackAckSchema, orderIdQuerySchema, payAnswerSchema, paymentStartBodySchema,
  paymentStartSchema, paymentStatusSchema, paypalPayBodySchema, receiptFieldsSchema, receiptSchema, sandboxCardFormSchema,
  sandboxPaypalFormSchema, sandboxRefParamsSchema, wireInstructionsQuerySchema, wireInstructionsSchema,
} from '../contracts/payment';
import { area, route } from './route';

export const paymentRoutes = area(['payment'], {
  'POST /v1/payment/start': route({ auth: 'user', body: paymentStartBodySchema, response: paymentStartSchema }),
  'GET /v1/payment/status': route({ auth: 'user', query: orderIdQuerySchema, response: paymentStatusSchema }),
  'GET /v1/payment/wire-instructions': route({ auth: 'user', query: wireInstructionsQuerySchema, response: wireInstructionsSchema }),
  'POST /v1/payment/receipt': route({ auth: 'user', multipart: receiptFieldsSchema, response: receiptSchema }),
  /** Providers' callbacks: the body is kept as the raw string its signature covers. */
  'POST /pay_msg': route({ auth: 'public', response: callbackAckSchema }),
  'GET /braintree/token': route({ auth: 'user', response: braintreeTokenSchema }),
  'POST /braintree/pay': route({ auth: 'user', body: braintreePayBodySchema, response: payAnswerSchema }),
  'POST /payment/paypal/pay': route({ auth: 'user', body: paypalPayBodySchema, response: payAnswerSchema }),
});

const sandboxPage = { auth: 'public', hide: true, params: sandboxRefParamsSchema, query: apiQuery() } as const;

export const sandboxPageRoutes = area(['sandbox'], {
  'GET /sandbox-pay/card/:ref': route(sandboxPage),
  'POST /sandbox-pay/card/:ref': route({ ...sandboxPage, body: sandboxCardFormSchema }),
  'POST /sandbox-pay/card/:ref/cancel': route(sandboxPage),
  'GET /sandbox-pay/paypal/:ref': route(sandboxPage),
  'POST /sandbox-pay/paypal/:ref': route({ ...sandboxPage, body: sandboxPaypalFormSchema }),
});
