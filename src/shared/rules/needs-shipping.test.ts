// The money-only products 455 and 1633 ship nothing; any physical item makes the selection ship (issues 13, 15).
import { describe, expect, it } from 'vitest';
import { ProductId } from '../ids';
import { isMoneyOnly, shipsNothing, needsShipping, needsShippingIds, shippableItems } from './needs-shipping';

const item = (productId: number, weightGrams = 0) => ({ productId, weightGrams });

describe('needsShipping', () => {
  it('is false for a payment (455) alone, a shipping cost (1633) alone, or both together', () => {
    expect(needsShipping([item(455)])).toBe(false);
    expect(needsShipping([item(1633)])).toBe(false);
    expect(needsShipping([item(ProductId.CustomizedOrderPayment), item(ProductId.CustomizedShipCost)])).toBe(false);
  });

  it('is true as soon as one physical product is in the selection', () => {
    expect(needsShipping([item(455), item(ProductId.PCB, 1200)])).toBe(true);
    expect(needsShipping([item(ProductId.Stencil, 800), item(1633)])).toBe(true);
    expect(needsShipping([item(ProductId.Layout)])).toBe(true);
  });

  it('answers from product ids as the API lines give them', () => {
    expect(needsShippingIds([455, 1633])).toBe(false);
    expect(needsShippingIds([455, ProductId.PCBA])).toBe(true);
  });
});

describe('shippableItems', () => {
  it('leaves out only the money-only lines, so a mix weighs what its goods weigh', () => {
    const mix = [item(455), item(ProductId.PCB, 1200), item(1633), item(ProductId.CNC, 300)];
    const kept = shippableItems(mix);
    expect(kept.map((i) => i.productId)).toEqual([ProductId.PCB, ProductId.CNC]);
    expect(kept.reduce((g, i) => g + i.weightGrams, 0)).toBe(1500);
    expect(isMoneyOnly(455) && isMoneyOnly(1633) && !isMoneyOnly(ProductId.PCB)).toBe(true);
  });
});

describe('shipsNothing', () => {
  it('is true for a placed order whose lines are all payments or shipping costs, never for one without lines', () => {
    expect(shipsNothing([item(455), item(1633)])).toBe(true);
    expect(shipsNothing([item(455), item(ProductId.PCB, 100)])).toBe(false);
    expect(shipsNothing([])).toBe(false);
  });
});
