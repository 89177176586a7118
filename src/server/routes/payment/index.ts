// Payments (issue 4 §3): customer calls, the provider callback, staff wire confirmation, the Braintree/PayPal
// entry points of the spec's call list, and the offline sandbox provider's hosted pages.
import type { FastifyPluginAsync } from 'fastify';
import { connectSandbox } from '../../commands/payment/sandbox-checkout';
import { CALLBACK_PATH } from '../../integrations/payments/index';
import { callbackRoutes } from './callback';
import { customerPaymentRoutes } from './customer';
import { providerPayRoutes } from './providers';
import { sandboxPageRoutes } from './sandbox-pages';
import { staffPaymentRoutes } from './staff';

export const paymentRoutes: FastifyPluginAsync = async (app) => {
  // The sandbox calls us back through the same HTTP route a real provider would hit, in-process (no network hop,
  // no dependency on PUBLIC_URL pointing at this very process).
  connectSandbox(app.deps, async (body, headers) => (await app.inject({ method: 'POST', url: CALLBACK_PATH, payload: body, headers })).statusCode);
  await app.register(customerPaymentRoutes);
  await app.register(callbackRoutes);
  await app.register(staffPaymentRoutes);
  await app.register(providerPayRoutes);
  await app.register(sandboxPageRoutes);
};
