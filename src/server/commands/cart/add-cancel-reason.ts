// POST /v1/cart/add-cancel-reason { id, reason, remark }: why the customer removed an item (the cancel dialog).
// The page sends it right after the cancel, so the item may already be gone from the cart; it must be the
// customer's own item and not one that went into an order. A second answer replaces the first.
import type { Deps } from '../../deps';
import { cartCancelReasons } from '../../db/schema/index';
import type { CartCancelReason } from '../../../shared/contracts/cart-page';
import { cartItemNotFound, findOwnItem, wasCancelled } from './find-item';

interface CancelReasonRequest {
  userId: number;
  cartId: number;
  reason: CartCancelReason;
  remark: string;
}

export const addCancelReason = async ({ db, clock }: Pick<Deps, 'db' | 'clock'>, req: CancelReasonRequest): Promise<{ id: number }> =>
  db.transaction(async (tx) => {
    const row = await findOwnItem(tx, req.userId, req.cartId);
    if (!row || (row.cancelledAt !== null && !(await wasCancelled(tx, row.id)))) throw cartItemNotFound();
    const now = clock.now();
    await tx
      .insert(cartCancelReasons)
      .values({ cartItemId: row.id, userId: req.userId, reason: req.reason, remark: req.remark, createdAt: now })
      .onConflictDoUpdate({ target: cartCancelReasons.cartItemId, set: { reason: req.reason, remark: req.remark, createdAt: now } });
    return { id: row.id };
  });
