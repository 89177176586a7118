// POST /v1/cart/cancel { id }: the customer removes an item from the cart (issue 4 §1). It leaves the cart, the
// dashboard and checkout at once (cancelled_at), through the state machine, with a history row. A repeated cancel
// (double click, retry) answers the same success; an ordered, foreign or unknown item answers 404.
import type { Deps } from '../../deps';
import { cartItemNotFound, findOwnItem, wasCancelled } from './find-item';
import { transitionCartItem } from './transition';

export const cancelCartItem = async ({ db, clock }: Pick<Deps, 'db' | 'clock'>, userId: number, cartId: number): Promise<{ id: number }> =>
  db.transaction(async (tx) => {
    const row = await findOwnItem(tx, userId, cartId);
    if (!row) throw cartItemNotFound();
    if (row.cancelledAt !== null) {
      if (await wasCancelled(tx, row.id)) return { id: row.id };
      throw cartItemNotFound();
    }
    await transitionCartItem(tx, { row, to: 'cancelled', actor: 'customer', actorId: userId, reason: 'removed from the cart', now: clock.now() });
    return { id: row.id };
  });
