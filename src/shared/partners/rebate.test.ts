// The rebate rules from the spec (5–10 % of purchases, per period, monthly or quarterly) and the issue (refunded and
// cancelled orders excluded), across period boundaries in UTC.
import { describe, expect, it } from 'vitest';
import { nextTermsStart, periodBounds, periodClosed, periodOf, rebateOf, rebateStatements, termsAt, type RebateOrder } from './rebate';

const order = (orderId: number, paidAt: string | null, subtotal: bigint, over: Partial<RebateOrder> = {}): RebateOrder => ({
  orderId, paidAt: paidAt === null ? null : new Date(paidAt), subtotalCents: subtotal, discountCents: 0n, cancelled: false, refundCents: null, ...over,
});

describe('rebate periods', () => {
  it('puts the last second of a month in that month and midnight UTC in the next', () => {
    expect(periodOf(new Date('2026-01-31T23:59:59Z'), 'monthly').key).toBe('2026-01');
    expect(periodOf(new Date('2026-02-01T00:00:00Z'), 'monthly').key).toBe('2026-02');
    // 08:30 on 1 February in Tokyo is still 31 January in UTC: the shop's calendar is UTC
    expect(periodOf(new Date('2026-02-01T08:30:00+09:00'), 'monthly').key).toBe('2026-01');
  });

  it('reads quarters as calendar quarters and crosses the year', () => {
    expect(periodOf(new Date('2026-03-31T23:59:59Z'), 'quarterly')).toEqual({ key: '2026-Q1', start: new Date('2026-01-01T00:00:00Z'), end: new Date('2026-04-01T00:00:00Z') });
    expect(periodOf(new Date('2026-04-01T00:00:00Z'), 'quarterly').key).toBe('2026-Q2');
    expect(periodOf(new Date('2026-12-31T12:00:00Z'), 'monthly').end).toEqual(new Date('2027-01-01T00:00:00Z'));
    expect(periodOf(new Date('2026-12-31T12:00:00Z'), 'quarterly').end).toEqual(new Date('2027-01-01T00:00:00Z'));
  });

  it('reads a period key back into its bounds', () => {
    expect(periodBounds('2026-12')).toEqual({ start: new Date('2026-12-01T00:00:00Z'), end: new Date('2027-01-01T00:00:00Z') });
    expect(periodBounds('2026-Q4')).toEqual({ start: new Date('2026-10-01T00:00:00Z'), end: new Date('2027-01-01T00:00:00Z') });
    expect(() => periodBounds('2026-13x')).toThrow(RangeError);
  });

  it('closes a period at its end, not before', () => {
    const p = periodOf(new Date('2026-01-15T00:00:00Z'), 'monthly');
    expect(periodClosed(p, new Date('2026-01-31T23:59:59Z'))).toBe(false);
    expect(periodClosed(p, new Date('2026-02-01T00:00:00Z'))).toBe(true);
  });
});

describe('rebate amounts', () => {
  it('pays 5 % to 10 % and refuses a rate outside it', () => {
    expect(rebateOf(100_000n, 500)).toBe(5_000n);
    expect(rebateOf(100_000n, 1000)).toBe(10_000n);
    expect(() => rebateOf(100_000n, 499)).toThrow(RangeError);
    expect(() => rebateOf(100_000n, 1001)).toThrow(RangeError);
  });

  it('rounds down once per period, on the period total', () => {
    // 3 orders of $3.33 at 7.5 %: 999 × 0.075 = 74.925 → 74 cents (per order it would be 3 × 24 = 72)
    const s = rebateStatements([order(1, '2026-03-02T00:00:00Z', 333n), order(2, '2026-03-03T00:00:00Z', 333n), order(3, '2026-03-04T00:00:00Z', 333n)], 750, 'monthly');
    expect(s).toHaveLength(1);
    expect(s[0]?.basisCents).toBe(999n);
    expect(s[0]?.rebateCents).toBe(74n);
  });

  it('splits monthly statements at the month boundary and joins them in a quarter', () => {
    const orders = [order(1, '2026-01-31T23:59:59Z', 10_000n), order(2, '2026-02-01T00:00:00Z', 20_000n), order(3, '2026-04-01T00:00:00Z', 40_000n)];
    expect(rebateStatements(orders, 500, 'monthly').map((s) => [s.period, s.basisCents, s.rebateCents])).toEqual([
      ['2026-01', 10_000n, 500n], ['2026-02', 20_000n, 1_000n], ['2026-04', 40_000n, 2_000n],
    ]);
    expect(rebateStatements(orders, 500, 'quarterly').map((s) => [s.period, s.orderIds, s.rebateCents])).toEqual([
      ['2026-Q1', [1, 2], 1_500n], ['2026-Q2', [3], 2_000n],
    ]);
  });

  it('counts the goods after the coupon, not shipping or tax, and leaves out unpaid, cancelled and refunded orders', () => {
    const s = rebateStatements([
      order(1, '2026-05-10T00:00:00Z', 50_000n, { discountCents: 10_000n }),
      order(2, null, 99_000n),
      order(3, '2026-05-11T00:00:00Z', 99_000n, { cancelled: true }),
      order(4, '2026-05-12T00:00:00Z', 99_000n, { refundCents: 1_000n }),
      order(5, '2026-05-13T00:00:00Z', 5_000n, { refundCents: 0n }),
    ], 1000, 'monthly');
    expect(s.map((x) => [x.period, x.orderIds, x.basisCents, x.rebateCents])).toEqual([['2026-05', [1, 5], 45_000n, 4_500n]]);
    expect(rebateStatements([order(2, null, 1n)], 500, 'monthly')).toEqual([]);
  });
});

describe('changing the terms after approval', () => {
  it('brings a change into force at the next period, the next quarter when either reading is quarterly', () => {
    const now = new Date('2026-02-14T10:00:00Z');
    expect(nextTermsStart(now, 'monthly', 'monthly')).toEqual(new Date('2026-03-01T00:00:00Z'));
    expect(nextTermsStart(now, 'monthly', 'quarterly')).toEqual(new Date('2026-04-01T00:00:00Z'));
    expect(nextTermsStart(now, 'quarterly', 'monthly')).toEqual(new Date('2026-04-01T00:00:00Z'));
    expect(nextTermsStart(new Date('2026-12-31T23:59:59Z'), 'quarterly', 'quarterly')).toEqual(new Date('2027-01-01T00:00:00Z'));
  });

  it('reads the terms in force at an instant: the latest change already started, else the approval', () => {
    const initial = { rateBp: 750, period: 'monthly' } as const;
    const changes = [
      { rateBp: 1000, period: 'monthly', from: new Date('2026-03-01T00:00:00Z') },
      { rateBp: 500, period: 'quarterly', from: new Date('2026-04-01T00:00:00Z') },
    ] as const;
    expect(termsAt(initial, changes, new Date('2026-02-28T23:59:59Z'))).toEqual(initial);
    expect(termsAt(initial, changes, new Date('2026-03-01T00:00:00Z'))).toEqual({ rateBp: 1000, period: 'monthly' });
    expect(termsAt(initial, [...changes].reverse(), new Date('2026-05-01T00:00:00Z'))).toEqual({ rateBp: 500, period: 'quarterly' });
  });

  it('earns each order the rate it was recorded with, rounded down once per period', () => {
    // one order recorded at 7.5 %, one at 10 %, both paid in March: 10 000 × 7.5 % + 3 333 × 10 % = 750 + 333.3 → 1 083
    const s = rebateStatements([order(1, '2026-03-02T00:00:00Z', 10_000n, { rateBp: 750 }), order(2, '2026-03-20T00:00:00Z', 3_333n, { rateBp: 1000 })], 1000, 'monthly');
    expect(s.map((x) => [x.period, x.basisCents, x.rebateCents])).toEqual([['2026-03', 13_333n, 1_083n]]);
    // the period reading follows the payment's instant: monthly until March, quarterly from April
    const kind = (at: Date) => (at < new Date('2026-04-01T00:00:00Z') ? 'monthly' : 'quarterly');
    const split = rebateStatements([order(1, '2026-03-31T23:00:00Z', 100n), order(2, '2026-04-02T00:00:00Z', 100n), order(3, '2026-06-30T00:00:00Z', 100n)], 500, kind);
    expect(split.map((x) => [x.period, x.orderIds])).toEqual([['2026-03', [1]], ['2026-Q2', [2, 3]]]);
  });
});
