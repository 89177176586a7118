// (issue 15) See licensed-flow.ts.
import type { JourneyContext } from '../harness';
import { PARTNERS_JA, licensedJourney } from './licensed-flow';

export const name = 'Licensed products (Japanese): apply (the terms message first), sales approve and record the deposit, the partner sees the stage and got the mails';

export const run = (ctx: JourneyContext): Promise<void> => licensedJourney(ctx, PARTNERS_JA);
