// Refunds that are due: claimed but never sent (the process stopped between the claim and the provider call), failed
// ones whose next attempt has come, and leases left by a runner that died. Each goes through executeRefund, whose
// lease makes it safe with the callback path, a staff retry and other processes running this at the same time.
import { and, asc, eq, isNotNull, lte, or } from 'drizzle-orm';
import type { Deps } from '../deps';
import { paymentRefunds } from '../db/schema/index';
import { REFUND_LEASE_MS, executeRefund } from '../commands/payment/refunds/execute-refund';
import { MINUTE } from '../clock';

/** A claim younger than this is still being handled by the request that made it. */
const PENDING_GRACE_MS = MINUTE;
const REFUND_SWEEP_BATCH = 100;

export const sweepRefunds = async (deps: Deps): Promise<number> => {
  const now = deps.clock.now();
  const due = await deps.db
    .select({ id: paymentRefunds.id })
    .from(paymentRefunds)
    .where(or(
      and(eq(paymentRefunds.status, 'pending'), lte(paymentRefunds.createdAt, new Date(now.getTime() - PENDING_GRACE_MS))),
      and(eq(paymentRefunds.status, 'failed'), isNotNull(paymentRefunds.nextAttemptAt), lte(paymentRefunds.nextAttemptAt, now)),
      and(eq(paymentRefunds.status, 'processing'), lte(paymentRefunds.updatedAt, new Date(now.getTime() - REFUND_LEASE_MS))),
    ))
    .orderBy(asc(paymentRefunds.id))
    .limit(REFUND_SWEEP_BATCH);
  let sent = 0;
  for (const { id } of due) if ((await executeRefund(deps, id)) !== null) sent += 1;
  return sent;
};
