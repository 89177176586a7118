// Test support (used only by the checkout and order API tests): writes a PCB cart item straight into cart_items,
// so those tests control status and stored price without depending on the cart area's API.
import crypto from 'node:crypto';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { cartItems } from '../../db/schema/index';
import { CartItemStatus } from '../../../shared/contracts/cart';
import { ProductId } from '../../../shared/ids';
import { pcbValuesSchema, type PcbValuesInput } from '../../../shared/rules/pcb';

export interface TestItemOptions {
  values?: PcbValuesInput;
  status?: number;
  productId?: number;
  /** Stored price; checkout re-prices it unless the item is a confirmed manual quotation. */
  unitCents?: bigint | null;
  totalCents?: bigint | null;
  weightGrams?: number;
}

/** A PCB item (5×5 cm, 10 pieces, size confirmed unless overridden); returns its id. */
export const insertTestCartItem = async (db: Db, clock: Clock, userId: number, o: TestItemOptions = {}): Promise<number> => {
  const values = pcbValuesSchema.parse({ width: 50, height: 50, quantity: 10, sizeConfirmed: true, ...o.values });
  const now = clock.now();
  const [row] = await db
    .insert(cartItems)
    .values({
      userId, productId: o.productId ?? ProductId.PCB, tier: 0, name: 'PCB', params: values, priceLines: [],
      unitCents: o.unitCents === undefined ? 100n : o.unitCents, totalCents: o.totalCents === undefined ? 1000n : o.totalCents,
      buildDays: 3, weightGrams: o.weightGrams ?? 100, quantity: values.quantity, status: o.status ?? CartItemStatus.Active,
      requestId: crypto.randomUUID(), createdAt: now, updatedAt: now,
    })
    .returning({ id: cartItems.id });
  if (!row) throw new Error('no cart row');
  return row.id;
};
