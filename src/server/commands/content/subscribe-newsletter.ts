// POST /newsletter/subscribe: stores a newsletter subscription. E-mail addresses are compared without case
// (stored lower-cased), so "Ann@x.io" after "ann@x.io" is a duplicate.
import type { Deps } from '../../deps';
import { newsletterSubscriptions } from '../../db/schema/index';
import type { Lang } from '../../../shared/ids';

type SubscribeResult = { status: 'subscribed'; email: string } | { status: 'already_subscribed'; email: string };

export const subscribeNewsletter = async (
  { db, clock }: Pick<Deps, 'db' | 'clock'>,
  input: { email: string; lang: Lang },
): Promise<SubscribeResult> => {
  const email = input.email.trim().toLowerCase();
  // One conditional insert: two simultaneous sign-ups of the same address cannot both succeed.
  const inserted = await db
    .insert(newsletterSubscriptions)
    .values({ email, lang: input.lang, createdAt: clock.now() })
    .onConflictDoNothing()
    .returning({ email: newsletterSubscriptions.email });
  return { status: inserted.length ? 'subscribed' : 'already_subscribed', email };
};
