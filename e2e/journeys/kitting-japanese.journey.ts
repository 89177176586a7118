// (issue 13) See kitting-flow.ts.
import type { JourneyContext } from '../harness';
import { KIT_JA, kittingJourney } from './kitting-flow';

export const name = 'Kitting (Japanese): a 5-set Grove kit with a sticker, added to the cart and paid';

export const run = (ctx: JourneyContext): Promise<void> => kittingJourney(ctx, KIT_JA);
