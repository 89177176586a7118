// (issue 13) See odm-flow.ts.
import type { JourneyContext } from '../harness';
import { ODM_JA, odmJourney } from './odm-flow';

export const name = 'ODM (Japanese): send an inquiry (the fee acceptance messages first), sales quote it, the customer accepts it into the cart and pays';

export const run = (ctx: JourneyContext): Promise<void> => odmJourney(ctx, ODM_JA);
