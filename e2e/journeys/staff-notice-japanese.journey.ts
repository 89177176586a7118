// (issue 9) The maintenance notice in the Japanese edition (console and shop in Japanese): see staff-notice-flow.ts.
import type { JourneyContext } from '../harness';
import { NOTICE_JA, noticeJourney } from './staff-notice-flow';

export const name = 'Staff console (Japanese): the Japanese maintenance notice changed in the console shows in the Japanese shop';

export const run = (ctx: JourneyContext): Promise<void> => noticeJourney(ctx, NOTICE_JA);
