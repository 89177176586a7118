// POST /password/param-check: tells the reset page whether its link is still usable, and for which account
// (e-mail masked, so a leaked link does not disclose the full address).
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { passwordResets, users } from '../../db/schema/index';
import { hashToken } from '../../security/tokens';
import { resetLinkInvalid } from './reset-errors';

/** "dana@example.com" -> "d***@example.com". */
const maskEmail = (email: string): string => {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  return `${email.slice(0, 1)}***${email.slice(at)}`;
};

export const checkResetLink = async (deps: Pick<Deps, 'db' | 'clock'>, token: string): Promise<{ valid: true; email: string }> => {
  const rows = await deps.db
    .select({ email: users.email })
    .from(passwordResets)
    .innerJoin(users, eq(users.id, passwordResets.userId))
    .where(
      and(
        eq(passwordResets.tokenHash, hashToken(token)),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, deps.clock.now()),
      ),
    )
    .limit(1);
  const row = rows[0];
  if (!row) throw resetLinkInvalid();
  return { valid: true, email: maskEmail(row.email) };
};
