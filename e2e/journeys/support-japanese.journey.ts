// (issue 8 §3) Support in the Japanese edition: see support-flow.ts.
import type { JourneyContext } from '../harness';
import { SUPPORT_JA, supportJourney } from './support-flow';

export const name = 'Support (Japanese edition): a conversation from an order, the staff reply, the customer sees it, the mail in Japanese';

export const run = (ctx: JourneyContext): Promise<void> => supportJourney(ctx, SUPPORT_JA);
