// (issue 9) A premium quotation in the English edition, from the request to the payment: see staff-quote-flow.ts.
import type { JourneyContext } from '../harness';
import { QUOTE_EN, quoteJourney } from './staff-quote-flow';

export const name = 'Staff console: sales answer a premium quotation, the customer confirms it and pays the order';

export const run = (ctx: JourneyContext): Promise<void> => quoteJourney(ctx, QUOTE_EN);
