// Issue 11: one PCB assembly from the order page to the DFA round trip, English edition (e2e/pcba-order-flow.ts).
import type { JourneyContext } from '../harness';
import { PCBA_JOURNEY_TIMEOUT_MS, pcbaOrderJourney } from '../pcba-order-flow';
import { BOM_EN } from './staff-bom-check-flow';
import { DFA_EN } from './dfa-review-flow';

export const name = 'PCBA order: Gerber, BOM with a mapping fixed by hand, a suggestion accepted, placement rotated, add to cart, BOM check, pay, DFA round trip';

export const timeoutMs = PCBA_JOURNEY_TIMEOUT_MS;

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
    bomCheck: BOM_EN,
    dfa: DFA_EN,
    currency: /^\$\d/,
  });
