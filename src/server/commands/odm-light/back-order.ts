// The ODM re-order look-ups (issue 13; spec platform §4 "ODM re-order", §5): check-back-order { back_order } answers
// is_exists for one of the customer's orders with an ODM light line; get-back-order-param { back_id } answers the
// configuration it was made with, for /odm-service?backId=… to open with. Another customer's order number "does not
// exist", exactly like an unknown one: the dialog must not reveal other customers' numbers.
import { and, asc, eq } from 'drizzle-orm';
import type { Deps } from '../../deps';
import type { DbOrTx } from '../../db/client';
import { orderLines, orders } from '../../db/schema/index';
import type { OdmBackOrderParam, OdmCheckBackOrder } from '../../../shared/contracts/odm-light';
import { ProductId } from '../../../shared/ids';
import { applyOdmControls, odmControlStates, odmLightValuesSchema } from '../../../shared/rules/odm-light';
import { notFound } from '../../http/errors';

/** The first ODM light line of the customer's order with this number, or null. */
const findBackOrder = async (db: DbOrTx, userId: number, orderNo: string) => {
  const [hit] = await db
    .select({ orderNo: orders.orderNo, params: orderLines.params })
    .from(orders)
    .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
    .where(and(eq(orders.orderNo, orderNo), eq(orders.userId, userId), eq(orderLines.productId, ProductId.OdmV1)))
    .orderBy(asc(orderLines.position))
    .limit(1);
  return hit ?? null;
};

export const checkBackOrder = async ({ db }: Pick<Deps, 'db'>, userId: number, backOrder: string): Promise<OdmCheckBackOrder> => {
  const hit = await findBackOrder(db, userId, backOrder.trim());
  return { is_exists: hit !== null, back_id: hit?.orderNo ?? null };
};

export const backOrderParam = async ({ db }: Pick<Deps, 'db'>, userId: number, backId: string): Promise<OdmBackOrderParam> => {
  const hit = await findBackOrder(db, userId, backId.trim());
  if (!hit) throw notFound('The order number does not exist.');
  // an old order's configuration may predate today's options: what no longer parses falls back to the defaults
  const parsed = odmLightValuesSchema.safeParse(hit.params);
  const values = applyOdmControls(parsed.success ? parsed.data : odmLightValuesSchema.parse({}));
  return { order_no: hit.orderNo, values, states: odmControlStates(values) };
};
