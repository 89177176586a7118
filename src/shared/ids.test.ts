// The payment-method rules, defined once in ids.ts (issue 7 §5): what is offered, what is a wire transfer, and which
// "paid" status each method leads to.
import { describe, expect, it } from 'vitest';
import { CHOOSABLE_WIRE_METHODS, OFFERED_PAYMENT_METHODS, PaymentMethod, isWireMethod } from './ids';
import { OrderStatus, paidStatusFor } from './status/order';
import { paymentIdSchema } from './contracts/checkout';

describe('payment methods', () => {
  it('offers PayPal, card, Union Pay and the USD and CNY wire transfers, never the legacy wire code 4', () => {
    expect([...OFFERED_PAYMENT_METHODS].sort((a, b) => a - b)).toEqual([1, 2, 7, 8, 9]);
    expect(paymentIdSchema.safeParse(PaymentMethod.WireTransfer).success).toBe(false);
    expect(OFFERED_PAYMENT_METHODS.every((m) => paymentIdSchema.safeParse(m).success)).toBe(true);
  });

  it('treats 4, 8 and 9 as wire transfers (confirmed by staff: status 5), the others as providers (1003)', () => {
    expect([1, 2, 4, 7, 8, 9].filter(isWireMethod)).toEqual([4, 8, 9]);
    expect([4, 8, 9].map(paidStatusFor)).toEqual([OrderStatus.PaymentConfirmedByStaff, OrderStatus.PaymentConfirmedByStaff, OrderStatus.PaymentConfirmedByStaff]);
    expect([1, 2, 7].map(paidStatusFor)).toEqual([OrderStatus.PaymentConfirmed, OrderStatus.PaymentConfirmed, OrderStatus.PaymentConfirmed]);
    expect(CHOOSABLE_WIRE_METHODS.every(isWireMethod)).toBe(true);
  });
});
