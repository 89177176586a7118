// POST /third/confirm-cancel: the last step. The account check passed (and still passes: an order placed in another
// tab since then blocks it again), the password is the account's, then the account is erased in one transaction,
// the farewell mail queued before the address goes, and every session ends.
import { eq } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { accountDeletions, users } from '../../db/schema/index';
import { storageFor } from '../../integrations/storage/index';
import { checkCurrentPassword } from '../user/update-user';
import { mailAccountDeleted } from '../mail/mail-account-deleted';
import { findOwnDeletion } from './deletion-request';
import { runAccountCheck } from './account-check';
import { eraseAccount } from './erase-account';
import { deletionBlocked, deletionNotChecked } from './errors';

export const confirmCancel = async (
  deps: Pick<Deps, 'db' | 'clock' | 'config' | 'log'>,
  userId: number,
  body: { token: string; password: string },
): Promise<{ deleted: true }> => {
  const now = deps.clock.now();
  const run = await findOwnDeletion(deps.db, userId, body.token, now);
  if (run.status !== 'passed') throw deletionNotChecked();
  const [user] = await deps.db.select().from(users).where(eq(users.id, userId));
  if (!user) throw deletionNotChecked();
  // the same per-user limit as a password change: a stolen session cannot guess its way to deleting the account
  await checkCurrentPassword(deps, user, body.password, 'password');

  const files = await deps.db.transaction(async (tx) => {
    if (!(await runAccountCheck(tx, userId)).passed) throw deletionBlocked();
    await mailAccountDeleted(tx, userId, now);
    const keys = await eraseAccount(tx, userId, now);
    await tx.update(accountDeletions).set({ status: 'completed', completedAt: now }).where(eq(accountDeletions.id, run.id));
    return keys;
  });
  const storage = storageFor(deps.config);
  // a file left behind is only disk space (no row points to it any more): log it, the deletion stands
  for (const key of files) await storage.delete(key).catch((err: unknown) => deps.log.warn({ err, key }, 'account deletion: file not removed'));
  return { deleted: true };
};
