// (issue 12) See cnc-flow.ts.
import type { JourneyContext } from '../harness';
import { CNC_EN, cncQuoteJourney } from './cnc-flow';

export const name = 'CNC machining: upload a STEP model (3D preview), engineering quote it with a quantity break, the customer takes the break and pays';

export const run = (ctx: JourneyContext): Promise<void> => cncQuoteJourney(ctx, CNC_EN);
