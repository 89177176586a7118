// (issue 15) See information-pages-flow.ts.
import type { JourneyContext } from '../harness';
import { informationPagesJourney } from './information-pages-flow';

export const name = 'Information pages (Japanese): the same pages in Japanese, the footer’s specifications and technical guide, the account menu’s entries';
export const timeoutMs = 120_000;

export const run = (ctx: JourneyContext): Promise<void> => informationPagesJourney(ctx, 'jp');
