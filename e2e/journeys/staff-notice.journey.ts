// (issue 9) The maintenance notice in the English edition: see staff-notice-flow.ts.
import type { JourneyContext } from '../harness';
import { NOTICE_EN, noticeJourney } from './staff-notice-flow';

export const name = 'Staff console: the maintenance notice changed in the console shows in the shop';

export const run = (ctx: JourneyContext): Promise<void> => noticeJourney(ctx, NOTICE_EN);
