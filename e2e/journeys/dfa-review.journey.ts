// (issue 11) The DFA review round trip in the English edition: see dfa-review-flow.ts.
import type { JourneyContext } from '../harness';
import { DFA_EN, dfaJourney } from './dfa-review-flow';

export const name = 'DFA review: engineering raise a point in the console, the customer answers, engineering accept, the hold is released';

export const run = (ctx: JourneyContext): Promise<void> => dfaJourney(ctx, DFA_EN);
