// Cart items as their owner (or staff) may reach them. Another customer's id answers exactly like a missing one
// (404), so ids cannot be probed. Reads lock the row (FOR UPDATE) because every caller goes on to change it.
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { cartItemHistory, cartItems } from '../../db/schema/index';
import { notFound } from '../../http/errors';
import { isOwnedBy, owned } from '../../security/policy';
import type { CartItemRow } from './present-cart-item';

export const cartItemNotFound = () => notFound('This item is no longer in your cart.');

/** The customer's item still in the cart (not cancelled, not ordered), locked. */
export const findOwnLiveItem = async (tx: Tx, userId: number, cartId: number): Promise<CartItemRow> => {
  const [row] = await tx.select().from(cartItems).where(and(eq(cartItems.id, cartId), isNull(cartItems.cancelledAt))).for('update');
  return owned(userId, row, cartItemNotFound);
};

/** Any live item (staff work on every customer's items), locked. */
export const findLiveItem = async (tx: Tx, cartId: number): Promise<CartItemRow> => {
  const [row] = await tx.select().from(cartItems).where(and(eq(cartItems.id, cartId), isNull(cartItems.cancelledAt))).for('update');
  if (!row) throw cartItemNotFound();
  return row;
};

/** The customer's item, live or not, locked; null when it is not theirs. */
export const findOwnItem = async (tx: Tx, userId: number, cartId: number): Promise<CartItemRow | null> => {
  const [row] = await tx.select().from(cartItems).where(eq(cartItems.id, cartId)).for('update');
  return isOwnedBy(userId, row) ? row : null;
};

/**
 * Whether a row that left the cart was cancelled (rather than ordered): its latest history row says so. Ordered
 * items also carry cancelled_at (the order area's convention), so the history is what tells them apart.
 */
export const wasCancelled = async (tx: Tx, cartId: number): Promise<boolean> => {
  const [last] = await tx
    .select({ to: cartItemHistory.toState })
    .from(cartItemHistory)
    .where(eq(cartItemHistory.cartItemId, cartId))
    .orderBy(desc(cartItemHistory.id))
    .limit(1);
  return last?.to === 'cancelled';
};
