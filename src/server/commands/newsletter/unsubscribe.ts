// POST /newsletter/unsubscribe: the welcome mail's link takes the address off the local list (issue 15). The row is
// deleted, so the address can sign up again later. A used or unknown link answers 404.
import { eq } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { newsletterSubscriptions } from '../../db/schema/index';
import { hashToken } from '../../security/tokens';
import { linkNotValid } from './confirm-subscription';

export const unsubscribeNewsletter = async ({ db }: Pick<Deps, 'db'>, token: string): Promise<{ email: string }> => {
  const [row] = await db
    .delete(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.unsubscribeTokenHash, hashToken(token)))
    .returning({ email: newsletterSubscriptions.email });
  if (!row) throw linkNotValid();
  return row;
};
