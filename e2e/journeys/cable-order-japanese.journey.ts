// (issue 12) See cnc-flow.ts.
import type { JourneyContext } from '../harness';
import { CNC_JA, cableOrderJourney } from './cnc-flow';

export const name = 'Cable assembly (Japanese): a standard cable priced instantly and added to the cart, a custom one sent for a quote';

export const run = (ctx: JourneyContext): Promise<void> => cableOrderJourney(ctx, CNC_JA);
