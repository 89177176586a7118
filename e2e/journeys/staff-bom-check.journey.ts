// (issue 11) The BOM check in the English edition: see staff-bom-check-flow.ts.
import type { JourneyContext } from '../harness';
import { BOM_EN, bomCheckJourney } from './staff-bom-check-flow';

export const name = 'Staff console: engineering settles a Pending BOM line, the customer sees the assembly priced';

export const run = (ctx: JourneyContext): Promise<void> => bomCheckJourney(ctx, BOM_EN);
