// (issue 13) See odm-light-flow.ts.
import type { JourneyContext } from '../harness';
import { ODM_EN, odmLightJourney } from './odm-light-flow';

export const name = 'ODM light: configure a XIAO device, pay it, confirm the sample, re-order by order number';

export const run = (ctx: JourneyContext): Promise<void> => odmLightJourney(ctx, ODM_EN);
