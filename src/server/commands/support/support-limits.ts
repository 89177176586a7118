// How much one account may write to support (issue 8 §3): new conversations, messages and files per hour. Counted
// per signed-in account, so only the account's own use spends its budget: nobody can lock a customer out of
// support by writing in their name (unlike a limit keyed by an e-mail address typed into a public form, which is
// why visitors are asked to sign in instead). The routes also carry a per-address limit against many accounts.
import type { DbOrTx } from '../../db/client';
import { tooMany } from '../../http/errors';
import { takeHit, type WindowRule } from '../../security/rate-limit';

const HOUR = 3_600_000;
export const SUPPORT_LIMITS = {
  conversation: { name: 'support-open', limit: 5, windowMs: HOUR },
  message: { name: 'support-message', limit: 60, windowMs: HOUR },
  attachment: { name: 'support-attach', limit: 30, windowMs: HOUR },
} as const satisfies Record<string, WindowRule>;

export const supportLimit = async (db: DbOrTx, kind: keyof typeof SUPPORT_LIMITS, userId: number, now: Date): Promise<void> => {
  if (!(await takeHit(db, SUPPORT_LIMITS[kind], String(userId), now))) {
    throw tooMany('You have sent many messages in a short time. Please try again later.', 'errors.supportTooMany');
  }
};
