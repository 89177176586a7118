import { describe, expect, it } from 'vitest';
import {
  CANCEL_WINDOW_MS,
  ORDER_STATUS_CODES,
  ORDER_STATUS_VIEW,
  ORDER_TRANSITIONS,
  OrderStatus,
  PENDING_ORDER_STATUSES,
  UNPAID_HOLD_MS,
  allowedNext,
  checkOrderTransition,
  paidStatusFor,
  type OrderActorType,
  type OrderGuardContext,
  type OrderStatusCode,
} from './order';

const S = OrderStatus;
const t0 = new Date('2026-01-15T09:00:00Z');
const ctx = (over: Partial<OrderGuardContext> = {}): OrderGuardContext => ({
  actor: 'staff', now: t0, paymentConfirmedAt: t0, createdAt: t0, ...over,
});

// The expected graph, written out independently of the table so a change to either is noticed.
const EXPECTED: Record<number, number[]> = {
  1: [1008, 1003, 5, 1010, 9],
  1008: [1, 1003, 5, 1010, 9],
  1010: [5, 9],
  1003: [1004, 1005, 1011, 1013, 1009],
  5: [1004, 1005, 1011, 1013, 1009],
  1004: [4, 1005, 1011, 1013, 1009],
  4: [2, 1005, 1011, 1013, 1009],
  1011: [1012, 1005],
  1013: [1003, 5, 1004, 4, 1005],
  1012: [1004, 1011, 1005],
  2: [3, 1009],
  3: [1000, 1009],
  1000: [1009],
  1009: [],
  9: [],
  1005: [],
};

/** An actor and context for which the guard of an allowed edge passes. */
const passingCtx = (from: number, to: number): OrderGuardContext => {
  if (from === S.OnHoldDfa && to !== S.CancelledRefund) return ctx({ actor: 'system' });
  if (to === S.CancelledUnpaid) return ctx({ actor: 'system', now: new Date(t0.getTime() + UNPAID_HOLD_MS) });
  if (to === S.PaymentConfirmed || (from === S.PaymentBeingConfirmed && to === S.Received)) return ctx({ actor: 'provider' });
  if (to === S.FileReuploaded) return ctx({ actor: 'customer' });
  // finishing before the shipment is for money-only orders (payment / shipping cost, issues 13/15)
  if (to === S.Finished && from !== S.Shipped) return ctx({ actor: 'staff', shipsNothing: true });
  return ctx({ actor: 'staff' });
};

describe('order state machine', () => {
  it('covers every spec status code', () => {
    expect([...ORDER_STATUS_CODES].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 9, 1000, 1003, 1004, 1005, 1008, 1009, 1010, 1011, 1012, 1013]);
    expect(Object.keys(ORDER_TRANSITIONS).map(Number).sort((a, b) => a - b)).toEqual([...ORDER_STATUS_CODES].sort((a, b) => a - b));
  });

  it('has exactly the expected edges', () => {
    for (const from of ORDER_STATUS_CODES) expect(allowedNext(from).sort(), `from ${from}`).toEqual([...(EXPECTED[from] ?? [])].sort());
  });

  it('allows every transition in the table', () => {
    for (const from of ORDER_STATUS_CODES) {
      for (const to of allowedNext(from)) expect(checkOrderTransition(from, to, passingCtx(from, to)), `${from}→${to}`).toEqual({ ok: true });
    }
  });

  it('forbids every transition not in the table, whoever asks', () => {
    const actors: OrderActorType[] = ['customer', 'staff', 'system', 'provider'];
    for (const from of ORDER_STATUS_CODES) {
      for (const to of ORDER_STATUS_CODES) {
        if ((EXPECTED[from] ?? []).includes(to)) continue;
        for (const actor of actors) {
          expect(checkOrderTransition(from, to, ctx({ actor })), `${from}→${to} by ${actor}`).toEqual({ ok: false, key: 'errors.orderTransitionForbidden' });
        }
      }
    }
    expect(checkOrderTransition(1, 77, ctx())).toEqual({ ok: false, key: 'errors.orderStatusUnknown' });
  });

  it('lets a customer cancel a paid order within one hour of the payment confirmation only', () => {
    const paid = t0;
    const at = (ms: number) => ctx({ actor: 'customer', paymentConfirmedAt: paid, now: new Date(paid.getTime() + ms) });
    expect(checkOrderTransition(S.PaymentConfirmed, S.CancelledRefund, at(59 * 60_000))).toEqual({ ok: true });
    expect(checkOrderTransition(S.PaymentConfirmed, S.CancelledRefund, at(CANCEL_WINDOW_MS))).toEqual({ ok: true });
    expect(checkOrderTransition(S.PaymentConfirmed, S.CancelledRefund, at(61 * 60_000))).toEqual({ ok: false, key: 'errors.orderCancelWindowPassed' });
    expect(checkOrderTransition(S.OrderConfirmed, S.CancelledRefund, at(61 * 60_000))).toEqual({ ok: false, key: 'errors.orderCancelWindowPassed' });
    expect(checkOrderTransition(S.PaymentConfirmed, S.CancelledRefund, ctx({ actor: 'customer', paymentConfirmedAt: null }))).toEqual({ ok: false, key: 'errors.orderNotPaid' });
    // in production only staff may cancel
    expect(checkOrderTransition(S.InProduction, S.CancelledRefund, at(0))).toEqual({ ok: false, key: 'errors.orderTransitionActor' });
  });

  it('cancels unpaid orders by the sweep only after the one-month hold', () => {
    const created = t0;
    const sys = (ms: number) => ctx({ actor: 'system', createdAt: created, now: new Date(created.getTime() + ms) });
    expect(checkOrderTransition(S.Received, S.CancelledUnpaid, sys(UNPAID_HOLD_MS - 1))).toEqual({ ok: false, key: 'errors.orderHoldNotOver' });
    expect(checkOrderTransition(S.Received, S.CancelledUnpaid, sys(UNPAID_HOLD_MS))).toEqual({ ok: true });
    expect(checkOrderTransition(S.Received, S.CancelledUnpaid, ctx({ actor: 'customer' }))).toEqual({ ok: true });
    expect(checkOrderTransition(S.Received, S.CancelledUnpaid, ctx({ actor: 'provider' }))).toEqual({ ok: false, key: 'errors.orderTransitionActor' });
  });

  it('keeps payment confirmations with the right parties', () => {
    expect(checkOrderTransition(S.Received, S.PaymentConfirmed, ctx({ actor: 'customer' }))).toEqual({ ok: false, key: 'errors.orderTransitionActor' });
    expect(checkOrderTransition(S.Received, S.PaymentConfirmedByStaff, ctx({ actor: 'provider' }))).toEqual({ ok: false, key: 'errors.orderTransitionActor' });
    expect(checkOrderTransition(S.Received, S.PaymentBeingConfirmed, ctx({ actor: 'customer' }))).toEqual({ ok: true });
    expect(checkOrderTransition(S.Shipped, S.Finished, ctx({ actor: 'customer' }))).toEqual({ ok: false, key: 'errors.orderTransitionActor' });
  });

  it('finishes a money-only order without production or shipping, and an order with goods only after shipping', () => {
    const money = ctx({ shipsNothing: true });
    for (const from of [S.PaymentConfirmed, S.PaymentConfirmedByStaff, S.OrderConfirmed, S.InProduction, S.ShippingHandled, S.Packed]) {
      expect(checkOrderTransition(from, S.Finished, money), `${from}`).toEqual({ ok: true });
      expect(checkOrderTransition(from, S.Finished, ctx()), `${from}`).toEqual({ ok: false, key: 'errors.orderTransitionForbidden' });
    }
    expect(checkOrderTransition(S.OrderConfirmed, S.Finished, ctx({ shipsNothing: true, actor: 'customer' }))).toEqual({ ok: false, key: 'errors.orderTransitionActor' });
    expect(checkOrderTransition(S.OrderConfirmed, S.InProduction, money)).toEqual({ ok: false, key: 'errors.orderTransitionForbidden' });
    expect(checkOrderTransition(S.Packed, S.Shipped, money)).toEqual({ ok: false, key: 'errors.orderTransitionForbidden' });
    expect(checkOrderTransition(S.Packed, S.Shipped, ctx())).toEqual({ ok: true });
  });

  it('maps each code to a list label and progress step', () => {
    const labels: Record<OrderStatusCode, [string, number, boolean]> = {
      1: ['ordered', 0, false], 1008: ['ordered', 0, false], 1010: ['ordered', 0, false], 9: ['ordered', 0, true],
      1003: ['confirmed', 1, false], 5: ['confirmed', 1, false], 1004: ['confirmed', 1, false], 1005: ['confirmed', 1, true],
      4: ['processing', 2, false], 2: ['processing', 2, false], 3: ['processing', 2, false],
      1000: ['shipped', 3, false], 1009: ['finished', 4, false],
      1011: ['confirmed', 1, false], 1012: ['confirmed', 1, false], 1013: ['confirmed', 1, false],
    };
    for (const code of ORDER_STATUS_CODES) {
      const v = ORDER_STATUS_VIEW[code];
      expect([v.label, v.step, v.cancelled], String(code)).toEqual(labels[code]);
    }
    expect([...PENDING_ORDER_STATUSES].sort((a, b) => a - b)).toEqual([1, 1008, 1010]);
  });

  it('releases a file-problem hold only by the customer\'s new file, then staff check it again', () => {
    expect(checkOrderTransition(S.OnHoldFileProblem, S.FileReuploaded, ctx({ actor: 'staff' }))).toEqual({ ok: false, key: 'errors.orderTransitionActor' });
    expect(checkOrderTransition(S.OnHoldFileProblem, S.OrderConfirmed, ctx({ actor: 'staff' }))).toEqual({ ok: false, key: 'errors.orderTransitionForbidden' });
    expect(checkOrderTransition(S.FileReuploaded, S.OrderConfirmed, ctx({ actor: 'system' }))).toEqual({ ok: false, key: 'errors.orderTransitionActor' });
    expect(checkOrderTransition(S.Received, S.OnHoldFileProblem, ctx({ actor: 'staff' }))).toEqual({ ok: false, key: 'errors.orderTransitionForbidden' });
    expect(checkOrderTransition(S.Shipped, S.OnHoldFileProblem, ctx({ actor: 'staff' }))).toEqual({ ok: false, key: 'errors.orderTransitionForbidden' });
    expect(ORDER_STATUS_VIEW[S.OnHoldFileProblem].onHold).toBe(true);
  });

  it('holds for a DFA review from the paid and production states only, and releases it only through the review', () => {
    for (const from of [S.PaymentConfirmed, S.PaymentConfirmedByStaff, S.OrderConfirmed, S.InProduction]) {
      expect(checkOrderTransition(from, S.OnHoldDfa, ctx({ actor: 'staff' })), `from ${from}`).toEqual({ ok: true });
      expect(checkOrderTransition(from, S.OnHoldDfa, ctx({ actor: 'customer' })), `from ${from}`).toEqual({ ok: false, key: 'errors.orderTransitionActor' });
      // back to where it was, by the review's release (system), never by a console move (staff)
      expect(checkOrderTransition(S.OnHoldDfa, from, ctx({ actor: 'system' }))).toEqual({ ok: true });
      expect(checkOrderTransition(S.OnHoldDfa, from, ctx({ actor: 'staff' }))).toEqual({ ok: false, key: 'errors.orderTransitionActor' });
    }
    for (const from of [S.Received, S.PaymentBeingConfirmed, S.OnHoldFileProblem, S.FileReuploaded, S.ShippingHandled, S.Shipped, S.CancelledRefund]) {
      expect(checkOrderTransition(from, S.OnHoldDfa, ctx({ actor: 'staff' })).ok, `from ${from}`).toBe(false);
    }
    expect(checkOrderTransition(S.OnHoldDfa, S.ShippingHandled, ctx({ actor: 'system' }))).toEqual({ ok: false, key: 'errors.orderTransitionForbidden' });
    expect(checkOrderTransition(S.OnHoldDfa, S.CancelledRefund, ctx({ actor: 'staff' }))).toEqual({ ok: true });
    expect(ORDER_STATUS_VIEW[S.OnHoldDfa].onHold).toBe(true);
  });

  it('maps payment methods to the two "payment confirmed" codes', () => {
    expect([1, 2, 7].map(paidStatusFor)).toEqual([1003, 1003, 1003]);
    expect([4, 8, 9].map(paidStatusFor)).toEqual([5, 5, 5]);
  });
});
