// POST /newsletter/confirm: the second half of the double opt-in (issue 15). The mailed link's token confirms the
// sign-up once, within CONFIRM_LINK_DAYS; the address then gets the welcome mail with its unsubscribe link, and is
// handed to the external mailing list when one is configured.
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { newsletterSubscriptions } from '../../db/schema/index';
import { notFound } from '../../http/errors';
import { mailingListFor } from '../../integrations/newsletter/mailing-list';
import { hashToken, randomToken } from '../../security/tokens';
import { mailNewsletterWelcome } from '../mail/mail-newsletter';

/** How long a confirmation link works (the mail says so). */
export const CONFIRM_LINK_DAYS = 7;
const DAY_MS = 86_400_000;

export const linkNotValid = () => notFound('This link is no longer valid.');

export const confirmSubscription = async (deps: Pick<Deps, 'db' | 'clock' | 'config' | 'log'>, token: string): Promise<{ email: string }> => {
  const now = deps.clock.now();
  const unsubscribeToken = randomToken();
  const unsubscribeHash = hashToken(unsubscribeToken);
  const confirmed = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(newsletterSubscriptions)
      .set({ confirmedAt: now, confirmTokenHash: null, unsubscribeTokenHash: unsubscribeHash })
      .where(and(
        eq(newsletterSubscriptions.confirmTokenHash, hashToken(token)),
        isNull(newsletterSubscriptions.confirmedAt),
        gt(newsletterSubscriptions.createdAt, new Date(now.getTime() - CONFIRM_LINK_DAYS * DAY_MS)),
      ))
      .returning({ email: newsletterSubscriptions.email, lang: newsletterSubscriptions.lang });
    if (!row) throw linkNotValid();
    const to = { email: row.email, lang: row.lang === 'jp' ? 'jp' as const : 'en' as const };
    await mailNewsletterWelcome(tx, to, unsubscribeToken, unsubscribeHash, now);
    return to;
  });
  // after the commit: the provider hears only of confirmed addresses
  await mailingListFor(deps.config.newsletterProviderUrl, deps.log).add(confirmed.email);
  return { email: confirmed.email };
};
