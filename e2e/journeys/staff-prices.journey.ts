// (issue 11) The PCBA price table in the English console: see staff-prices-flow.ts.
import type { JourneyContext } from '../harness';
import { EDITION_EN } from './edition-texts';
import { pricesJourney } from './staff-prices-flow';

export const name = 'Staff console: the PCBA, 3D printing and ODM light price tables are checked while typing, saved, and price the sample';

export const run = (ctx: JourneyContext): Promise<void> => pricesJourney(ctx, EDITION_EN);
