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
// - the rebate is rounded down to the cent once per period, on the period's total;
// - staff may change the rate or period after approval: a change is in force from the start of the next period
//   (the next quarter when either reading is quarterly, so periods never overlap), and each order keeps the rate
//   in force when it was recorded (docs/partners.md "Changing the terms").

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
  /** The rate the order was recorded with; the statement's rate when absent. */
  rateBp?: number;
}

/** A distributor's rebate terms. */
export interface RebateTerms {
  rateBp: number;
  period: RebatePeriod;
}
/** A change of terms, in force from `from` (the start of a period). */
export interface RebateTermsChange extends RebateTerms {
  from: Date;
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

/** The terms in force at an instant: the latest change already in force, else the terms set at approval. */
export const termsAt = (initial: RebateTerms, changes: readonly RebateTermsChange[], at: Date): RebateTerms => {
  let current: RebateTerms = initial;
  let since = -Infinity;
  for (const c of changes) {
    if (c.from.getTime() <= at.getTime() && c.from.getTime() >= since) {
      current = { rateBp: c.rateBp, period: c.period };
      since = c.from.getTime();
    }
  }
  return current;
};

/** When a change of terms made at `now` comes into force: the end of the running period, or the end of the running
 *  quarter when the old or the new reading is quarterly (a quarter's end is also a month's, so no period is split). */
export const nextTermsStart = (now: Date, current: RebatePeriod, next: RebatePeriod): Date =>
  periodOf(now, current === 'monthly' && next === 'monthly' ? 'monthly' : 'quarterly').end;

interface Accumulating extends RebateStatement {
  /** Σ goods × rate, in cent basis points: divided by 10 000 once per period. */
  weighted: bigint;
  rates: Set<number>;
}

/** One statement per period that has an earning order, oldest first. `kind` may depend on the payment's instant
 *  (terms changed over time); each order earns the rate it was recorded with, and the period's total is rounded down
 *  once. `rateBp` is the statement's rate for orders that carry none, and the rate shown when the orders agree. */
export const rebateStatements = (
  orders: readonly RebateOrder[],
  rateBp: number | ((at: Date) => number),
  kind: RebatePeriod | ((at: Date) => RebatePeriod),
): (RebateStatement & { rateBp: number })[] => {
  const rateAt = typeof rateBp === 'number' ? () => rateBp : rateBp;
  const kindAt = typeof kind === 'string' ? () => kind : kind;
  const byKey = new Map<string, Accumulating>();
  for (const o of orders) {
    if (!earnsRebate(o)) continue;
    const p = periodOf(o.paidAt, kindAt(o.paidAt));
    const s = byKey.get(p.key) ?? { period: p.key, start: p.start, end: p.end, orderIds: [], basisCents: 0n, rebateCents: 0n, weighted: 0n, rates: new Set<number>() };
    const goods = o.subtotalCents - o.discountCents;
    const rate = o.rateBp ?? rateAt(p.start);
    rebateOf(0n, rate); // the range check
    s.basisCents += goods > 0n ? goods : 0n;
    s.weighted += goods > 0n ? goods * BigInt(rate) : 0n;
    s.rates.add(rate);
    s.orderIds.push(o.orderId);
    byKey.set(p.key, s);
  }
  return [...byKey.values()]
    .map(({ weighted, rates, ...s }) => ({
      ...s, orderIds: [...s.orderIds].sort((a, b) => a - b), rebateCents: weighted / 10_000n,
      rateBp: rates.size === 1 ? [...rates][0]! : rateAt(s.start),
    }))
    .sort((a, b) => a.start.getTime() - b.start.getTime());
};

/** A period can be paid out once it is over. */
export const periodClosed = (s: Pick<RebateStatement, 'end'>, now: Date): boolean => now.getTime() >= s.end.getTime();
