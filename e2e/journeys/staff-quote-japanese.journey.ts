// (issue 9) A premium quotation in the Japanese edition (shop, console and card page in Japanese), from the request to
// the payment: see staff-quote-flow.ts. The Japanese decline is staff-quote-decline-japanese.journey.ts.
import type { JourneyContext } from '../harness';
import { QUOTE_JA, quoteJourney } from './staff-quote-flow';

export const name = 'Staff console (Japanese): sales answer a premium quotation, the customer confirms it and pays the order';

export const run = (ctx: JourneyContext): Promise<void> => quoteJourney(ctx, QUOTE_JA);
