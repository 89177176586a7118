// GET /v1/staff/orders/detail: any customer's order as the customer sees it, with the customer, its payment attempts
// and the statuses staff may move it to now (the order state machine's table, src/shared/status/order.ts).
import { asc, eq } from 'drizzle-orm';
import type { Deps } from '../../../deps';
import { orderLines, orders, users } from '../../../db/schema/index';
import type { StaffOrderDetail } from '../../../../shared/contracts/staff';
import { allowedNext, checkOrderTransition, isOrderStatus } from '../../../../shared/status/order';
import { shipsNothing } from '../../../../shared/rules/needs-shipping';
import { notFound } from '../../../http/errors';
import { detailOf } from '../../order/get-order';
import { orderPayments } from './order-payments';

export const getStaffOrder = async (deps: Pick<Deps, 'db' | 'clock'>, orderId: number): Promise<StaffOrderDetail> => {
  const [row] = await deps.db.select({ o: orders, u: users }).from(orders).innerJoin(users, eq(users.id, orders.userId)).where(eq(orders.id, orderId));
  if (!row) throw notFound('Order not found.');
  const lines = await deps.db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.position));
  const { o, u } = row;
  // a payment or shipping-cost order (issues 13/15) is offered "finished" rather than production and shipping
  const ctx = { actor: 'staff' as const, now: deps.clock.now(), paymentConfirmedAt: o.paidAt, createdAt: o.createdAt, shipsNothing: shipsNothing(lines) };
  const next = isOrderStatus(o.status) ? allowedNext(o.status).filter((to) => checkOrderTransition(o.status, to, ctx).ok) : [];
  return {
    order: await detailOf(deps.db, o, lines),
    customer: { uid: u.id, email: u.email, name: [u.firstName, u.lastName].filter(Boolean).join(' ') },
    next,
    payments: await orderPayments(deps.db, o.id),
  };
};
