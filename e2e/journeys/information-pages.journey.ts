// (issue 15) See information-pages-flow.ts.
import type { JourneyContext } from '../harness';
import { informationPagesJourney } from './information-pages-flow';

export const name = 'Information pages (English): specifications, technical guide, DFM, marketplace and BeagleBone from the CMS; the account menu leads to them';
export const timeoutMs = 120_000;

export const run = (ctx: JourneyContext): Promise<void> => informationPagesJourney(ctx, 'en');
