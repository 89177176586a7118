// (issue 9) The file-problem hold in the Japanese edition (shop, console and mail in Japanese): see staff-hold-flow.ts.
import type { JourneyContext } from '../harness';
import { HOLD_JA, holdJourney } from './staff-hold-flow';

export const name = 'Staff console (Japanese): engineering hold an order for a file problem, the customer re-uploads, staff confirm it again';

export const run = (ctx: JourneyContext): Promise<void> => holdJourney(ctx, HOLD_JA);
