// Issue 11: the PCBA order page in the English edition (e2e/pcba-order-flow.ts).
import type { JourneyContext } from '../harness';
import { pcbaOrderJourney } from '../pcba-order-flow';

export const name = 'PCBA order: Gerber, BOM with a mapping fixed by hand, a suggestion accepted, placement rotated, price, add to cart';

export const run = async (ctx: JourneyContext): Promise<void> =>
  pcbaOrderJourney(ctx, ctx.baseUrl, {
    edition: 'en',
    heading: 'PCB Assembly Order',
    mpnField: 'MPN or SKU',
    feeFrom: /^Components: \$[\d.,]+ → \$[\d.,]+$/,
    acceptFor: /^Accept .+ for C1$/,
    confirmed: 'Confirmed',
    applyOffsets: 'Apply offsets',
    rotate: 'Rotate 90°',
    addToCart: 'Add to cart',
    added: 'Added to cart',
    currency: /^\$\d/,
  });
