// (issue 15) See distributor-flow.ts.
import type { JourneyContext, JourneySetup } from '../harness';
import { PARTNERS_JA } from './licensed-flow';
import { distributorJourney, prepareEstablished } from './distributor-flow';

export const name = 'Distributors (Japanese): apply as an affiliate, sales approve, accept the contract, an order with the code earns a rebate, finance pay a closed month and the statement shows it';

export const timeoutMs = 240_000;

export const prepare = (setup: JourneySetup): Promise<void> => prepareEstablished(setup, 'dist-ja', 'jp');

export const run = (ctx: JourneyContext): Promise<void> => distributorJourney(ctx, PARTNERS_JA, 'dist-ja');
