// (issue 14) A shared re-order link in the Japanese edition: see share-link-flow.ts.
import type { JourneyContext, JourneySetup } from '../harness';
import { SHARE_JA, prepareExpiredLink, shareLinkJourney } from './share-link-flow';

export const timeoutMs = 120_000;

export const name = 'Shared re-order link (Japanese): the owner mails it from the order page, the recipient buys once, a used or 8-day-old link has expired';

export const prepare = (setup: JourneySetup): Promise<void> => prepareExpiredLink(setup, 'share-ja');

export const run = (ctx: JourneyContext): Promise<void> => shareLinkJourney(ctx, SHARE_JA, 'share-ja');
