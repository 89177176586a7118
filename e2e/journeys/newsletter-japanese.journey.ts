// (issue 15) See newsletter-flow.ts.
import type { JourneyContext } from '../harness';
import { NEWSLETTER_JA, newsletterJourney } from './newsletter-flow';

export const name = 'newsletter (Japanese): sign up, confirm from the mail, already subscribed, unsubscribe; the questionnaire and its staff screen';

export const run = (ctx: JourneyContext): Promise<void> => newsletterJourney(ctx, NEWSLETTER_JA);
