// (issue 11) The DFA review round trip in the Japanese edition (shop, console and mail in Japanese): see dfa-review-flow.ts.
import type { JourneyContext } from '../harness';
import { DFA_JA, dfaJourney } from './dfa-review-flow';

export const name = 'DFA review (Japanese): engineering raise a point in the console, the customer answers, engineering accept, the hold is released';

export const run = (ctx: JourneyContext): Promise<void> => dfaJourney(ctx, DFA_JA);
