// A staff member sends a failed (or stuck pending) refund to the provider now (POST /v1/staff/payment/refunds/retry).
// The action is written to the order's history (who, what, when; the status itself does not change) before the
// provider is called, so it is on record whatever the provider answers.
import { eq } from 'drizzle-orm';
import type { Deps } from '../../../deps';
import { orderHistory, orders, paymentRefunds, payments } from '../../../db/schema/index';
import type { StaffRefund } from '../../../../shared/contracts/payment';
import { conflict, notFound } from '../../../http/errors';
import { executeRefund } from './execute-refund';
import { listRefunds } from './list-refunds';
import { writeAudit } from '../../staff/audit';

export const retryRefund = async (deps: Deps, staffId: number, refundId: number): Promise<StaffRefund> => {
  const [row] = await deps.db
    .select({ refund: paymentRefunds, orderId: orders.id, orderStatus: orders.status })
    .from(paymentRefunds)
    .innerJoin(payments, eq(payments.id, paymentRefunds.paymentId))
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(eq(paymentRefunds.id, refundId));
  if (!row) throw notFound('Refund not found.');
  if (!['failed', 'pending'].includes(row.refund.status)) {
    throw conflict('errors.refundNotRetryable', 'Only a failed or pending refund can be sent again.');
  }
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await tx.insert(orderHistory).values({
      orderId: row.orderId, fromStatus: row.orderStatus, toStatus: row.orderStatus, actorType: 'staff', actorId: String(staffId),
      reason: `refund ${refundId} (${row.refund.amountCents} cents, ${row.refund.status} after ${row.refund.attempts} attempts) sent again by staff`,
      createdAt: now,
    });
    await writeAudit(tx, {
      staffId, action: 'refunds.retry', recordType: 'refund', recordId: refundId, now, note: `order ${row.orderId}`,
      before: { status: row.refund.status, attempts: row.refund.attempts, amount_cents: row.refund.amountCents },
    });
  });
  await executeRefund(deps, refundId, { force: true });
  const [after] = (await listRefunds(deps)).filter((r) => r.refund_id === refundId);
  if (!after) throw notFound('Refund not found.');
  return after;
};
