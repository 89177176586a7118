// A distributor's statements (issue 15): the orders that carried the code, through the pure rebate rules
// (src/shared/partners/rebate.ts), beside the payouts finance marked paid. A paid period shows the figures as paid
// (a snapshot: an order refunded later does not change a payment made). Each order earns the rate it was recorded
// with; the period reading in force at its payment groups it (terms changed by staff: terms.ts).
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { distributorOrders, distributorPayouts, orders } from '../../db/schema/index';
import type { RebateStatementView } from '../../../shared/contracts/distributor';
import { OrderStatus } from '../../../shared/status/order';
import { periodBounds, periodClosed, rebateStatements, type RebateStatement } from '../../../shared/partners/rebate';
import { termsTimeline } from './terms';

const CANCELLED: readonly number[] = [OrderStatus.CancelledUnpaid, OrderStatus.CancelledRefund];

type Terms = { id: number; rateBp: number | null; period: string | null };

/** The statements from the orders; empty before approval. */
export const computeStatements = async (db: DbOrTx, d: Terms): Promise<(RebateStatement & { rateBp: number })[]> => {
  const terms = await termsTimeline(db, d);
  if (!terms) return [];
  const rows = await db
    .select({
      id: orders.id, paidAt: orders.paidAt, status: orders.status, subtotal: orders.subtotalCents, discount: orders.discountCents, refund: orders.refundCents,
      cancelledAt: orders.cancelledAt, rateBp: distributorOrders.rateBp, recordedAt: distributorOrders.createdAt,
    })
    .from(distributorOrders)
    .innerJoin(orders, eq(orders.id, distributorOrders.orderId))
    .where(eq(distributorOrders.distributorId, d.id));
  return rebateStatements(
    rows.map((r) => ({
      orderId: r.id, paidAt: r.paidAt, subtotalCents: r.subtotal, discountCents: r.discount, refundCents: r.refund,
      cancelled: r.cancelledAt !== null || CANCELLED.includes(r.status),
      // orders recorded before rates were kept per order read the terms in force when they were recorded
      rateBp: r.rateBp ?? terms.at(r.recordedAt).rateBp,
    })),
    (at) => terms.at(at).rateBp,
    (at) => terms.at(at).period,
  );
};

export const statementsOf = async (db: DbOrTx, d: Terms, now: Date): Promise<RebateStatementView[]> => {
  if (d.rateBp === null) return [];
  const computed = await computeStatements(db, d);
  const paid = await db.select().from(distributorPayouts).where(eq(distributorPayouts.distributorId, d.id)).orderBy(asc(distributorPayouts.periodKey));
  const views: RebateStatementView[] = computed.map((s) => {
    const p = paid.find((x) => x.periodKey === s.period);
    return {
      period: s.period, start: s.start.toISOString(), end: s.end.toISOString(), order_count: p?.orderCount ?? s.orderIds.length,
      basis: (p?.basisCents ?? s.basisCents).toString(), rebate: (p?.rebateCents ?? s.rebateCents).toString(), rate_bp: p?.rateBp ?? s.rateBp,
      state: p ? 'paid' : periodClosed(s, now) ? 'due' : 'open', paid_at: p?.paidAt.toISOString() ?? null, reference: p?.reference ?? '',
    };
  });
  // a paid period whose orders were all refunded since still shows what was paid
  for (const p of paid) {
    if (views.some((v) => v.period === p.periodKey)) continue;
    const b = periodBounds(p.periodKey);
    views.push({
      period: p.periodKey, start: b.start.toISOString(), end: b.end.toISOString(), order_count: p.orderCount, basis: p.basisCents.toString(),
      rebate: p.rebateCents.toString(), rate_bp: p.rateBp, state: 'paid', paid_at: p.paidAt.toISOString(), reference: p.reference,
    });
  }
  views.sort((a, b) => a.start.localeCompare(b.start));
  // newest first: the statement a distributor looks for is the latest
  return views.reverse();
};
