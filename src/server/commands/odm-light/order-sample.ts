// POST /order/get-odm-eq and /order/confirmed-sample (issue 13): an ODM light order's lines and its sample. Every
// ODM light order carries the $100 sample fee (spec services §9), and so does an accepted ODM quote with a sample line; once the order is paid the sample is made and
// sent, and the customer confirms it before mass production starts. The confirmation is final and answered again
// on a repeat (a double click is not an error). Another customer's order, or an order without such a line,
// answers 404; an unpaid or cancelled one 409.
import { eq } from 'drizzle-orm';
import type { Deps } from '../../deps';
import type { DbOrTx } from '../../db/client';
import { odmSampleConfirmations } from '../../db/schema/index';
import type { OdmOrderSample } from '../../../shared/contracts/odm-light';
import { ProductId } from '../../../shared/ids';
import { OrderStatus } from '../../../shared/status/order';
import { odmLightValuesSchema } from '../../../shared/rules/odm-light';
import { conflict, notFound } from '../../http/errors';
import { findOwnOrder } from '../order/get-order';
import { loadOdmLightTables } from './tables';

const CANCELLED: readonly number[] = [OrderStatus.CancelledUnpaid, OrderStatus.CancelledRefund];

/** An accepted ODM quote (product Odm 3234) with a sample line has a sample to confirm too. */
const hasSample = (priceLines: unknown): boolean => (priceLines as { key: string }[]).some((p) => p.key === 'sample');

const sampleOf = async (db: DbOrTx, userId: number, orderId: number, lock: boolean): Promise<OdmOrderSample> => {
  const { order, lines } = await findOwnOrder(db, userId, orderId, { lock });
  const odm = lines.filter((l) => l.productId === ProductId.OdmV1 || (l.productId === ProductId.Odm && hasSample(l.priceLines)));
  if (odm.length === 0) throw notFound('Order not found.');
  const [confirmed] = await db.select().from(odmSampleConfirmations).where(eq(odmSampleConfirmations.orderId, order.id));
  const fee = odm
    .flatMap((l) => l.priceLines as { key: string; amount: string }[])
    .filter((p) => p.key === 'sample')
    .reduce((s, p) => s + BigInt(p.amount), 0n);
  const paid = order.paymentStatus === 'done';
  return {
    order_id: order.id,
    order_no: order.orderNo,
    paid,
    sample_fee: (fee > 0n ? fee : (await loadOdmLightTables(db)).sampleCents).toString(),
    sample_confirmed_at: confirmed?.confirmedAt.toISOString() ?? null,
    can_confirm: paid && !confirmed && !CANCELLED.includes(order.status),
    items: odm.map((l) => ({ name: l.name, quantity: l.quantity, values: l.productId === ProductId.OdmV1 ? odmLightValuesSchema.parse(l.params) : null })),
  };
};

export const getOdmOrder = async ({ db }: Pick<Deps, 'db'>, userId: number, orderId: number): Promise<OdmOrderSample> =>
  sampleOf(db, userId, orderId, false);

export const confirmSample = async (deps: Pick<Deps, 'db' | 'clock'>, userId: number, orderId: number): Promise<OdmOrderSample> =>
  deps.db.transaction(async (tx) => {
    const s = await sampleOf(tx, userId, orderId, true);
    if (s.sample_confirmed_at !== null) return s;
    if (!s.paid) throw conflict('errors.odmSampleUnpaid', 'The sample is made once the order is paid.');
    if (!s.can_confirm) throw conflict('errors.odmSampleClosed', 'This order was cancelled.');
    await tx.insert(odmSampleConfirmations).values({ orderId, userId, confirmedAt: deps.clock.now() });
    return sampleOf(tx, userId, orderId, false);
  });
