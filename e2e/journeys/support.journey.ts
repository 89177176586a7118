// (issue 8 §3) Support in the English edition: see support-flow.ts.
import type { JourneyContext } from '../harness';
import { SUPPORT_EN, supportJourney } from './support-flow';

export const name = 'Support: a conversation opened from an order, answered in the staff console, seen by the customer, mailed';

export const run = (ctx: JourneyContext): Promise<void> => supportJourney(ctx, SUPPORT_EN);
