// Whether a placed order ships nothing (issues 13/15): every line is a payment (455) or shipping-cost (1633)
// product. Read from the order's lines, the one truth of what was bought, for the state machine's guards (such an
// order finishes without a carrier or tracking number) and for the mail that step sends.
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orderLines } from '../../db/schema/index';
import { shipsNothing } from '../../../shared/rules/needs-shipping';

export const orderShipsNothing = async (tx: DbOrTx, orderId: number): Promise<boolean> => {
  const lines = await tx.select({ productId: orderLines.productId }).from(orderLines).where(eq(orderLines.orderId, orderId));
  return shipsNothing(lines);
};
