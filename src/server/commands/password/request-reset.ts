// POST /user/forget-password: mails a single-use reset link valid for 1 hour. The answer is the same whether or
// not the account exists (and when the per-address mail limit is reached), so it reveals nothing.
import type { Deps } from '../../deps';
import type { Lang } from '../../../shared/ids';
import { passwordResets } from '../../db/schema/index';
import { HOUR } from '../../clock';
import { hashToken, randomToken } from '../../security/tokens';
import { takeHit, type WindowRule } from '../../security/rate-limit';
import { findUserByEmail } from '../user/find-user';
import { resetLink, resetMail } from './reset-mail';
import { enqueueMail } from '../mail/enqueue-mail';

const RESET_TTL_MS = HOUR;
/** Reset mails per address per hour: stops using the form to flood someone's inbox. */
const RESET_MAIL_RULE: WindowRule = { name: 'reset-mail', limit: 3, windowMs: HOUR };

export const requestPasswordReset = async (
  deps: Pick<Deps, 'db' | 'clock' | 'config'>,
  email: string,
  lang: Lang,
): Promise<void> => {
  const now = deps.clock.now();
  if (!(await takeHit(deps.db, RESET_MAIL_RULE, email.trim().toLowerCase(), now))) return;
  const user = await findUserByEmail(deps.db, email);
  if (!user) return;

  const token = randomToken();
  // the link and its mail commit together; the mail goes out after the answer (and is retried if the send fails)
  await deps.db.transaction(async (tx) => {
    await tx
      .insert(passwordResets)
      .values({ tokenHash: hashToken(token), userId: user.id, createdAt: now, expiresAt: new Date(now.getTime() + RESET_TTL_MS) });
    await enqueueMail(tx, { ...resetMail(resetLink(deps.config.publicUrl, token), lang), kind: 'password_reset', to: user.email, lang, userId: user.id }, now);
  });
};
