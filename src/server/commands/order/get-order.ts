// GET /v1/order/detail: one order of the customer with its lines and history. Another customer's id is 404 (the
// order's existence is not revealed).
import { asc, eq } from 'drizzle-orm';
import type { Deps } from '../../deps';
import type { DbOrTx } from '../../db/client';
import { orderHistory, orderLines, orders, paymentRefunds, payments } from '../../db/schema/index';
import type { OrderDetail } from '../../../shared/contracts/order';
import { notFound } from '../../http/errors';
import { owned } from '../../security/policy';
import { presentDetail, type OrderLineRow, type OrderRowFull } from './present-order';

/** The customer's order with its lines; `lock` takes the order row for the caller's transaction (decide on it). */
export const findOwnOrder = async (
  db: DbOrTx,
  userId: number,
  orderId: number,
  opts: { lock?: boolean } = {},
): Promise<{ order: OrderRowFull; lines: OrderLineRow[] }> => {
  const query = db.select().from(orders).where(eq(orders.id, orderId));
  const order = owned(userId, (opts.lock ? await query.for('update') : await query)[0], () => notFound('Order not found.'));
  const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.position));
  return { order, lines };
};

export const getOrder = async ({ db }: Pick<Deps, 'db'>, userId: number, orderId: number): Promise<OrderDetail> => {
  const { order, lines } = await findOwnOrder(db, userId, orderId);
  return detailOf(db, order, lines);
};

/** An order's detail as the customer sees it (staff see the same, with more around it). */
export const detailOf = async (db: DbOrTx, order: OrderRowFull, lines: OrderLineRow[]): Promise<OrderDetail> => {
  const history = await db.select().from(orderHistory).where(eq(orderHistory.orderId, order.id)).orderBy(asc(orderHistory.id));
  const refunds = await db
    .select({ refund: paymentRefunds })
    .from(paymentRefunds)
    .innerJoin(payments, eq(payments.id, paymentRefunds.paymentId))
    .where(eq(payments.orderId, order.id))
    .orderBy(asc(paymentRefunds.id));
  return presentDetail(order, lines, history, refunds.map((r) => r.refund));
};
