// Unpaid orders older than the one-month hold (spec platform §4, §9) are cancelled: status 9 (payment collection
// failed), with a history row, their coupon and cart items released. One transaction of plain SQL whose WHERE
// conditions carry the rule (status still unpaid, created before now − hold), so running it again, or on several
// instances at once, changes nothing twice: rows another instance is handling are skipped (SKIP LOCKED) and the
// update re-checks the status it read.
import { sql } from 'drizzle-orm';
import type { Deps } from '../deps';
import { OrderStatus, PENDING_ORDER_STATUSES, UNPAID_HOLD_MS } from '../../shared/status/order';
import { releaseOrderHold } from '../commands/order/release-hold';

export const sweepUnpaidOrders = async ({ db, clock }: Pick<Deps, 'db' | 'clock'>): Promise<number[]> => {
  const now = clock.now();
  const cutoff = new Date(now.getTime() - UNPAID_HOLD_MS);
  const pending = sql.join(PENDING_ORDER_STATUSES.map((s) => sql`${s}`), sql`, `);
  return db.transaction(async (tx) => {
    const res = await tx.execute<{ order_id: number }>(sql`
      with due as (
        select id, status from orders
        where status in (${pending}) and payment_status = 'pending' and created_at <= ${cutoff.toISOString()}::timestamptz
        order by id
        for update skip locked
      ), moved as (
        update orders o set status = ${OrderStatus.CancelledUnpaid}, cancelled_at = ${now.toISOString()}::timestamptz, updated_at = ${now.toISOString()}::timestamptz
        from due where o.id = due.id and o.status = due.status
        returning o.id, due.status as from_status
      )
      insert into order_history (order_id, from_status, to_status, actor_type, actor_id, reason, created_at)
      select id, from_status, ${OrderStatus.CancelledUnpaid}, 'system', 'sweep:unpaid-orders', 'unpaid after the one-month hold', ${now.toISOString()}::timestamptz
      from moved
      returning order_id`);
    const ids = res.rows.map((r) => Number(r.order_id));
    await releaseOrderHold(tx, ids, now);
    return ids;
  });
};
