// (issue 9) The file-problem hold in the English edition: see staff-hold-flow.ts.
import type { JourneyContext } from '../harness';
import { HOLD_EN, holdJourney } from './staff-hold-flow';

export const name = 'Staff console: engineering hold an order for a file problem, the customer re-uploads, staff confirm it again';

export const run = (ctx: JourneyContext): Promise<void> => holdJourney(ctx, HOLD_EN);
