// POST /newsletter/subscribe: the first half of the double opt-in (issue 15). A new or still unconfirmed address gets
// a confirmation mail with a fresh link (an older link stops working); a confirmed one answers 'Already subscribed'.
// Addresses are compared without case (stored lower-cased), so "Ann@x.io" after "ann@x.io" is the same sign-up.
import { isNull } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { newsletterSubscriptions } from '../../db/schema/index';
import type { Lang } from '../../../shared/ids';
import { hashToken, randomToken } from '../../security/tokens';
import { mailNewsletterConfirm } from '../mail/mail-newsletter';

type SubscribeResult = { status: 'pending'; email: string } | { status: 'already_subscribed'; email: string };

export const subscribeNewsletter = async (
  { db, clock }: Pick<Deps, 'db' | 'clock'>,
  input: { email: string; lang: Lang },
): Promise<SubscribeResult> => {
  const email = input.email.trim().toLowerCase();
  const now = clock.now();
  const token = randomToken();
  const tokenHash = hashToken(token);
  return db.transaction(async (tx) => {
    // One conditional upsert: a confirmed address is left alone, so two simultaneous sign-ups cannot undo it.
    const [row] = await tx
      .insert(newsletterSubscriptions)
      .values({ email, lang: input.lang, createdAt: now, confirmTokenHash: tokenHash })
      .onConflictDoUpdate({
        target: newsletterSubscriptions.email,
        set: { lang: input.lang, createdAt: now, confirmTokenHash: tokenHash },
        setWhere: isNull(newsletterSubscriptions.confirmedAt),
      })
      .returning({ email: newsletterSubscriptions.email });
    if (!row) return { status: 'already_subscribed', email };
    await mailNewsletterConfirm(tx, { email, lang: input.lang }, token, tokenHash, now);
    return { status: 'pending', email };
  });
};
