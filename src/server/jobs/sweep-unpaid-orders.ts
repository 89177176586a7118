// Unpaid orders older than the one-month hold (spec platform §4, §9) are cancelled: status 9 (payment collection
// failed) through the order state machine (its guard checks the hold, a history row is written), their coupon and
// cart items released, and their payment pages still open at a provider closed. In batches of BATCH orders, each in
// its own transaction, so a large backlog neither holds one long transaction nor loads everything at once. Safe with
// several runners: each batch takes its rows with FOR UPDATE SKIP LOCKED, and the transition compares and sets the
// status it read, so nothing is cancelled twice. The customer's mail ("payment not received") is queued by the transition
// in the batch's transaction and sent by the outbox sweep.
import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import type { Deps } from '../deps';
import { orders } from '../db/schema/index';
import { OrderStatus, PENDING_ORDER_STATUSES, UNPAID_HOLD_MS } from '../../shared/status/order';
import { releaseOrderHold } from '../commands/order/release-hold';
import { transitionOrder } from '../commands/order/transition-order';
import { closeOpenAttempts } from '../commands/payment/close-open-attempts';

const UNPAID_SWEEP_BATCH = 500;

const sweepBatch = async ({ db, clock }: Pick<Deps, 'db' | 'clock'>, batch: number): Promise<number[]> => {
  const now = clock.now();
  const cutoff = new Date(now.getTime() - UNPAID_HOLD_MS);
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(and(inArray(orders.status, [...PENDING_ORDER_STATUSES]), eq(orders.paymentStatus, 'pending'), lte(orders.createdAt, cutoff)))
      .orderBy(asc(orders.id))
      .limit(batch)
      .for('update', { skipLocked: true });
    const ids: number[] = [];
    for (const { id } of due) {
      await transitionOrder(tx, {
        orderId: id, to: OrderStatus.CancelledUnpaid, actor: { type: 'system', id: 'sweep:unpaid-orders' },
        reason: 'unpaid after the one-month hold', now, set: { cancelledAt: now },
      });
      ids.push(id);
    }
    await releaseOrderHold(tx, ids, now);
    return ids;
  });
};

/** Cancels every unpaid order past the hold; answers their ids. */
export const sweepUnpaidOrders = async (deps: Deps, batch = UNPAID_SWEEP_BATCH): Promise<number[]> => {
  const all: number[] = [];
  for (;;) {
    const ids = await sweepBatch(deps, batch);
    all.push(...ids);
    for (const id of ids) {
      await closeOpenAttempts(deps, id);
    }
    if (ids.length < batch) return all;
  }
};
