// (issue 15) See sponsorship-flow.ts.
import type { JourneyContext } from '../harness';
import { SPONSORSHIP_EN, sponsorshipJourney } from './sponsorship-flow';

export const name = 'PCBA sponsorship: apply (the share agreement first), sales approve in the console, the applicant sees the decision and gets the mail';
export const timeoutMs = 120_000;

export const run = (ctx: JourneyContext): Promise<void> => sponsorshipJourney(ctx, SPONSORSHIP_EN);
