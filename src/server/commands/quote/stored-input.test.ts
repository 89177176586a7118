// Stored cart items and order lines read back as quote input, in one place (issue 7 §5).
import { describe, expect, it } from 'vitest';
import { ProductId } from '../../../shared/ids';
import { storedQuoteInput } from './stored-input';

describe('storedQuoteInput', () => {
  it('reads a PCB with its tier and a stencil, with the schema defaults filled in', () => {
    const pcb = storedQuoteInput({ productId: ProductId.PCB, tier: 2, params: { layers: 4, width: 50, height: 40 } });
    expect(pcb).toMatchObject({ product: 'pcb', tier: 2, values: { layers: 4, width: 50, height: 40, quantity: 10 } });
    expect(storedQuoteInput({ productId: ProductId.PCB, tier: null, params: {} })).toMatchObject({ product: 'pcb', tier: 0 });
    expect(storedQuoteInput({ productId: ProductId.Stencil, tier: null, params: {} })).toMatchObject({ product: 'stencil' });
  });

  it('answers null for parameters the schema no longer accepts, and for products it does not quote', () => {
    expect(storedQuoteInput({ productId: ProductId.PCB, tier: 0, params: { layers: 999 } })).toBeNull();
    expect(storedQuoteInput({ productId: ProductId.PCB, tier: 0, params: { unknown: 1 } })).toBeNull();
    expect(storedQuoteInput({ productId: ProductId.CNC, tier: null, params: {} })).toBeNull();
  });
});
