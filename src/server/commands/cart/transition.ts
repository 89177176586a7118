// Moves a cart item through the shared state machine (src/shared/status/cart-item.ts) and writes the history row
// in the same transaction. The update is conditional on the state the caller read (status, still live), so two
// requests racing on one item cannot both move it: the loser gets the same 409 a forbidden transition gets.
import { and, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { cartItemHistory, cartItems } from '../../db/schema/index';
import { cartTransitionBlock, type CartActor, type CartItemState } from '../../../shared/status/cart-item';
import { conflict } from '../../http/errors';
import type { CartItemRow } from './present-cart-item';

type RowChanges = Partial<Pick<CartItemRow,
  'priceLines' | 'unitCents' | 'totalCents' | 'buildDays' | 'weightGrams' | 'quantity' | 'params' | 'special' | 'warnings' | 'uploadId'
  | 'staffNote' | 'declineReason' | 'quoteBreaks'>>;

interface CartTransition {
  row: CartItemRow;
  to: CartItemState;
  actor: CartActor;
  actorId: number | null;
  reason: string;
  now: Date;
  /** Other columns written with the move (a staff quote's price, a quantity change). */
  set?: RowChanges;
}

const TRANSITION_MESSAGES: Record<string, string> = {
  'errors.cartTransitionForbidden': 'This cart item cannot change to that state now.',
  'errors.cartTransitionActor': 'You cannot make this change to the cart item.',
  'errors.cartTransitionSame': 'The cart item is already in that state.',
};

const transitionRefused = (key: string) => conflict(key, TRANSITION_MESSAGES[key] ?? 'This cart item cannot change now.');

/** Writes a history row (creation has a null `from`). */
export const recordCartHistory = async (
  tx: Tx,
  h: { cartItemId: number; from: CartItemState | null; to: CartItemState; actor: CartActor; actorId: number | null; reason: string; now: Date },
): Promise<void> => {
  await tx.insert(cartItemHistory).values({
    cartItemId: h.cartItemId, fromState: h.from === null ? null : String(h.from), toState: String(h.to),
    actorType: h.actor, actorId: h.actorId, reason: h.reason, createdAt: h.now,
  });
};

/** Applies the move; answers the updated row. */
export const transitionCartItem = async (tx: Tx, t: CartTransition): Promise<CartItemRow> => {
  const from = t.row.status as CartItemState;
  const block = cartTransitionBlock(from, t.to, t.actor);
  if (block) throw transitionRefused(block);
  const status = typeof t.to === 'number' ? { status: t.to } : {};
  const marker = t.to === 'cancelled' || t.to === 'ordered' ? { cancelledAt: t.now } : {};
  const [row] = await tx
    .update(cartItems)
    .set({ ...t.set, ...status, ...marker, updatedAt: t.now })
    .where(and(eq(cartItems.id, t.row.id), eq(cartItems.status, t.row.status), isNull(cartItems.cancelledAt)))
    .returning();
  if (!row) throw transitionRefused('errors.cartTransitionForbidden');
  await recordCartHistory(tx, { cartItemId: row.id, from, to: t.to, actor: t.actor, actorId: t.actorId, reason: t.reason, now: t.now });
  return row;
};

/** A change that keeps the status (a quantity re-priced in place): the same conditional update, no history. */
export const updateCartItemInPlace = async (tx: Tx, row: CartItemRow, set: RowChanges, now: Date): Promise<CartItemRow> => {
  const [updated] = await tx
    .update(cartItems)
    .set({ ...set, updatedAt: now })
    .where(and(eq(cartItems.id, row.id), eq(cartItems.status, row.status), isNull(cartItems.cancelledAt)))
    .returning();
  if (!updated) throw transitionRefused('errors.cartTransitionForbidden');
  return updated;
};
