// POST /third/verify-can-cancel: records the reason (Notice and Agreement) and runs the account check; a failed
// check can be run again after the customer settled what it listed.
import { eq } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { accountDeletions } from '../../db/schema/index';
import type { DeletionCheck, DeletionCheckBody } from '../../../shared/contracts/account-deletion';
import { findOwnDeletion } from './deletion-request';
import { runAccountCheck } from './account-check';

export const verifyCanCancel = async (deps: Pick<Deps, 'db' | 'clock'>, userId: number, body: DeletionCheckBody): Promise<DeletionCheck> => {
  const now = deps.clock.now();
  const run = await findOwnDeletion(deps.db, userId, body.token, now);
  const result = await runAccountCheck(deps.db, userId);
  await deps.db
    .update(accountDeletions)
    .set({
      reason: body.reason,
      // the free text belongs to "other" only
      reasonText: body.reason === 'other' ? body.reason_text : '',
      status: result.passed ? 'passed' : 'failed',
      blockers: result.checks.filter((c) => c.count > 0),
      checkedAt: now,
    })
    .where(eq(accountDeletions.id, run.id));
  return result;
};
