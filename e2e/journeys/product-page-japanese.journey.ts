// (issue 14) See product-page-flow.ts.
import type { JourneyContext } from '../harness';
import { PRODUCT_JA, productPageJourney } from './product-page-flow';

export const name = 'Product page: a Grove module and a kit from the OPL, added to the cart at the server price (Japanese)';

export const run = (ctx: JourneyContext): Promise<void> => productPageJourney(ctx, PRODUCT_JA);
