// (issue 14) Reviewing a delivered order in the Japanese edition: see review-flow.ts.
import type { JourneyContext } from '../harness';
import { REVIEW_JA, reviewJourney } from './review-flow';

export const name = 'Review (Japanese): a shipped order is reviewed from its order page with a picture, and the review is on the home page';

export const timeoutMs = 120_000;

export const run = (ctx: JourneyContext): Promise<void> => reviewJourney(ctx, REVIEW_JA, 'review-ja');
