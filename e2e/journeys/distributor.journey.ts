// (issue 15) See distributor-flow.ts.
import type { JourneyContext, JourneySetup } from '../harness';
import { PARTNERS_EN } from './licensed-flow';
import { distributorJourney, prepareEstablished } from './distributor-flow';

export const name = 'Distributors: apply, sales approve, accept the contract, an order with the code earns a rebate, finance pay a closed month and the statement shows it';

export const timeoutMs = 240_000;

export const prepare = (setup: JourneySetup): Promise<void> => prepareEstablished(setup, 'dist-en', 'en');

export const run = (ctx: JourneyContext): Promise<void> => distributorJourney(ctx, PARTNERS_EN, 'dist-en');
