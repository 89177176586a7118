// (issue 13) See payment-request-flow.ts.
import type { JourneyContext } from '../harness';
import { PAYMENT_REQUEST_JA, paymentRequestJourney } from './payment-request-flow';

export const name = 'Payment request (Japanese): finance ask a customer for a payment, the mail leads to the payment requests page, the customer pays it by card';
export const timeoutMs = 180_000;

export const run = (ctx: JourneyContext): Promise<void> => paymentRequestJourney(ctx, PAYMENT_REQUEST_JA);
