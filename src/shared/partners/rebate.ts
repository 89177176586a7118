// The distributor rebate (issue 15; spec services "Distributor commission 5-10% of purchases (quarterly in one
// reading, monthly in another)"; platform "Distributor rebate 5 to 10% of purchases (monthly in one reading,
// quarterly in another)"). Pure: the server feeds it the orders that carried the distributor's code.
//
// The rules (docs/partners.md "Rebates"):
// - the rate is per distributor, 5 % to 10 %, in basis points (500..1000);
// - the period is per distributor: monthly by default, quarterly when staff choose it — the spec keeps both readings;
// - periods are calendar months or quarters in UTC (the shop's calendar; a Tokyo evening on the last day of a month
//   already belongs to the next month in Japan, but not here), an order counts in the period of its payment;
// - the basis is the goods' value after the coupon (subtotal − discount): shipping and tax are not purchases;
// - unpaid, cancelled and refunded orders (any refund) earn nothing;
// - the rebate is rounded down to the cent once per period, on the period's total.

export const REBATE_PERIODS = ['monthly', 'quarterly'] as const;
export type RebatePeriod = (typeof REBATE_PERIODS)[number];
export const REBATE_MIN_BP = 500;
export const REBATE_MAX_BP = 1000;
export const DEFAULT_REBATE_BP = 500;

export interface RebateOrder {
  orderId: number;
  /** When the payment was confirmed; null: never paid. */
  paidAt: Date | null;
  subtotalCents: bigint;
  discountCents: bigint;
  cancelled: boolean;
  refundCents: bigint | null;
}

export interface RebateStatement {
  /** "2026-11" or "2026-Q4". */
  period: string;
  /** Start (inclusive) and end (exclusive), UTC. */
  start: Date;
  end: Date;
  orderIds: number[];
  basisCents: bigint;
  rebateCents: bigint;
}

/** The period an instant falls in, read in UTC. */
export const periodOf = (at: Date, kind: RebatePeriod): { key: string; start: Date; end: Date } => {
  const y = at.getUTCFullYear();
  const m = at.getUTCMonth();
  if (kind === 'monthly') {
    return { key: `${y}-${String(m + 1).padStart(2, '0')}`, start: new Date(Date.UTC(y, m, 1)), end: new Date(Date.UTC(y, m + 1, 1)) };
  }
  const q = Math.floor(m / 3);
  return { key: `${y}-Q${q + 1}`, start: new Date(Date.UTC(y, q * 3, 1)), end: new Date(Date.UTC(y, q * 3 + 3, 1)) };
};

/** The bounds of a period key ("2026-11", "2026-Q4"), UTC. */
export const periodBounds = (key: string): { start: Date; end: Date } => {
  const m = /^(\d{4})-(?:(\d{2})|Q([1-4]))$/.exec(key);
  if (!m) throw new RangeError(`not a period: ${key}`);
  const y = Number(m[1]);
  const first = m[2] ? Number(m[2]) - 1 : (Number(m[3]) - 1) * 3;
  return { start: new Date(Date.UTC(y, first, 1)), end: new Date(Date.UTC(y, first + (m[2] ? 1 : 3), 1)) };
};

/** Whether an order earns a rebate at all: paid, not cancelled, nothing refunded. */
export const earnsRebate = (o: RebateOrder): o is RebateOrder & { paidAt: Date } =>
  o.paidAt !== null && !o.cancelled && (o.refundCents === null || o.refundCents === 0n);

/** The rebate of a period's basis at a rate in basis points, rounded down to the cent. */
export const rebateOf = (basisCents: bigint, rateBp: number): bigint => {
  if (!Number.isInteger(rateBp) || rateBp < REBATE_MIN_BP || rateBp > REBATE_MAX_BP) throw new RangeError(`rebate rate out of range: ${rateBp}`);
  return basisCents <= 0n ? 0n : (basisCents * BigInt(rateBp)) / 10_000n;
};

/** One statement per period that has an earning order, oldest first. */
export const rebateStatements = (orders: readonly RebateOrder[], rateBp: number, kind: RebatePeriod): RebateStatement[] => {
  const byKey = new Map<string, RebateStatement>();
  for (const o of orders) {
    if (!earnsRebate(o)) continue;
    const p = periodOf(o.paidAt, kind);
    const s = byKey.get(p.key) ?? { period: p.key, start: p.start, end: p.end, orderIds: [], basisCents: 0n, rebateCents: 0n };
    const goods = o.subtotalCents - o.discountCents;
    s.basisCents += goods > 0n ? goods : 0n;
    s.orderIds.push(o.orderId);
    byKey.set(p.key, s);
  }
  return [...byKey.values()]
    .map((s) => ({ ...s, orderIds: [...s.orderIds].sort((a, b) => a - b), rebateCents: rebateOf(s.basisCents, rateBp) }))
    .sort((a, b) => a.start.getTime() - b.start.getTime());
};

/** A period can be paid out once it is over. */
export const periodClosed = (s: Pick<RebateStatement, 'end'>, now: Date): boolean => now.getTime() >= s.end.getTime();
