// POST /v1/staff/orders/hold { order_id, line_ids, message }: engineering stop a paid order for a file problem. The
// order moves to 1011 (on hold) through the state machine, remembers the message and the lines (orders.hold, shown on
// the customer's order page with a re-upload control), and the audit row and the customer's "order on hold" mail
// are written in the same transaction. The customer's new file moves it to 1012 (commands/order/reupload-file.ts).
import { asc, eq } from 'drizzle-orm';
import type { Deps } from '../../../deps';
import { orderLines, orders } from '../../../db/schema/index';
import { OrderStatus } from '../../../../shared/status/order';
import { invalid, notFound } from '../../../http/errors';
import { mailOrderOnHold } from '../../mail/mail-cart-item';
import type { StoredHold } from '../../order/present-order';
import { transitionOrder } from '../../order/transition-order';
import { writeAudit } from '../audit';

interface HoldOrder {
  staffId: number;
  orderId: number;
  lineIds: number[];
  message: string;
}

export const holdOrder = async (deps: Pick<Deps, 'db' | 'clock'>, h: HoldOrder): Promise<{ order_id: number; status: number }> => {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const [before] = await tx.select().from(orders).where(eq(orders.id, h.orderId)).for('update');
    if (!before) throw notFound('Order not found.');
    const lines = await tx.select({ id: orderLines.id }).from(orderLines).where(eq(orderLines.orderId, h.orderId)).orderBy(asc(orderLines.position));
    const own = new Set(lines.map((l) => l.id));
    const lineIds = [...new Set(h.lineIds)];
    if (!lineIds.every((id) => own.has(id))) throw invalid({ line_ids: 'validation.invalid' }, 'Every line must belong to this order.');
    const hold: StoredHold = { message: h.message, line_ids: lineIds, held_at: now.toISOString(), staff_id: h.staffId, reuploaded_at: null };
    const after = await transitionOrder(tx, {
      orderId: h.orderId, to: OrderStatus.OnHoldFileProblem, actor: { type: 'staff', id: h.staffId }, reason: `file problem: ${h.message}`, now, set: { hold },
    });
    await writeAudit(tx, {
      staffId: h.staffId, action: 'orders.hold', recordType: 'order', recordId: h.orderId, now, note: h.message,
      before: { status: before.status, hold: before.hold }, after: { status: after.status, hold },
    });
    await mailOrderOnHold(tx, { orderId: after.id, userId: after.userId, orderNo: after.orderNo, reason: h.message }, now);
    return { order_id: after.id, status: after.status };
  });
};
