// POST /v1/staff/orders/advance: staff move a paid order along fulfilment (confirmed → in production → shipping
// handled → packed → shipped with carrier and tracking number → finished), through the state machine, with the
// history row and the audit row in one transaction. A money-only order (payment / shipping cost, issues 13/15) goes
// from paid or confirmed straight to finished, with no carrier or tracking (the table's guards decide). Payment and cancellation statuses have their own calls.
import type { Deps } from '../../../deps';
import { OrderStatus, type OrderStatusCode } from '../../../../shared/status/order';
import { eq } from 'drizzle-orm';
import { ApiCode } from '../../../../shared/api';
import { orders } from '../../../db/schema/index';
import { AppError, invalid, notFound } from '../../../http/errors';
import { transitionOrder } from '../../order/transition-order';
import { writeAudit } from '../audit';

const FULFILMENT: readonly number[] = [
  OrderStatus.OrderConfirmed, OrderStatus.InProduction, OrderStatus.ShippingHandled, OrderStatus.Packed, OrderStatus.Shipped, OrderStatus.Finished,
];

interface AdvanceOrder {
  staffId: number;
  orderId: number;
  to: number;
  carrier?: string;
  trackingNumber?: string;
  note?: string;
}

export const advanceOrder = async (deps: Pick<Deps, 'db' | 'clock'>, a: AdvanceOrder): Promise<{ order_id: number; status: number }> => {
  if (!FULFILMENT.includes(a.to)) {
    throw new AppError(ApiCode.conflict, 409, 'errors.orderTransitionForbidden', 'Use the payment or cancellation calls for this status.');
  }
  const shipping = a.to === OrderStatus.Shipped;
  if (shipping && (!a.carrier || !a.trackingNumber)) {
    throw invalid({ ...(a.carrier ? {} : { carrier: 'validation.required' }), ...(a.trackingNumber ? {} : { tracking_number: 'validation.required' }) });
  }
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const [before] = await tx.select().from(orders).where(eq(orders.id, a.orderId)).for('update');
    if (!before) throw notFound('Order not found.');
    const reason = [shipping ? `shipped with ${a.carrier}, tracking ${a.trackingNumber}` : 'moved by staff', a.note].filter(Boolean).join(' — ');
    const after = await transitionOrder(tx, {
      orderId: a.orderId, to: a.to as OrderStatusCode, actor: { type: 'staff', id: a.staffId }, reason, now,
      ...(shipping ? { set: { trackingNumber: `${a.carrier} ${a.trackingNumber}` } } : {}),
    });
    await writeAudit(tx, {
      staffId: a.staffId, action: 'orders.advance', recordType: 'order', recordId: a.orderId, now, note: reason,
      before: { status: before.status, tracking_number: before.trackingNumber }, after: { status: after.status, tracking_number: after.trackingNumber },
    });
    return { order_id: after.id, status: after.status };
  });
};
