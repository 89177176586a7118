// Whether a cart item left the cart into an order (cart_item_history 'ordered'), as opposed to being removed.
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { cartItemHistory } from '../../db/schema/index';

export const cartHistoryOrdered = async (tx: DbOrTx, cartItemId: number): Promise<boolean> => {
  const [row] = await tx
    .select({ id: cartItemHistory.id })
    .from(cartItemHistory)
    .where(and(eq(cartItemHistory.cartItemId, cartItemId), eq(cartItemHistory.toState, 'ordered')))
    .limit(1);
  return row !== undefined;
};
