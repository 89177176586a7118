// POST /v1/staff/cart/decline { cart_id, reason, note }: sales refuse to quote an item waiting for a quotation (or
// one whose quote the customer rejected). The item moves to Declined through the state machine (closed: the customer
// can only remove it), the reason and note are kept on it for the cart, the audit row and the customer's mail are
// written in the same transaction.
import type { Deps } from '../../deps';
import type { CartItem } from '../../../shared/contracts/cart';
import type { DeclineReason } from '../../../shared/contracts/staff-orders';
import { CartItemStatus } from '../../../shared/status/cart-item';
import { mailQuoteDeclined } from '../mail/mail-cart-item';
import { writeAudit } from '../staff/audit';
import { authorizeQuoteAnswer, type Actor } from '../../security/policy';
import { findLiveItem } from './find-item';
import { presentCartItems } from './present-cart-item';
import { transitionCartItem } from './transition';

interface DeclineRequest {
  staffId: number;
  /** The staff member, for the scope check on the item (policy.ts authorizeQuoteAnswer). */
  actor: Actor;
  cartId: number;
  reason: DeclineReason;
  note: string;
}

export const declineCartItem = async ({ db, clock }: Pick<Deps, 'db' | 'clock'>, req: DeclineRequest): Promise<CartItem> =>
  db.transaction(async (tx) => {
    const now = clock.now();
    const row = await findLiveItem(tx, req.cartId);
    authorizeQuoteAnswer(req.actor, row.productId);
    const updated = await transitionCartItem(tx, {
      row, to: CartItemStatus.Declined, actor: 'staff', actorId: req.staffId, reason: `declined: ${req.reason}${req.note ? ` — ${req.note}` : ''}`, now,
      set: { staffNote: req.note, declineReason: req.reason },
    });
    await writeAudit(tx, {
      staffId: req.staffId, action: 'quotes.answer', recordType: 'cart_item', recordId: row.id, now, note: req.note,
      before: { status: row.status }, after: { status: updated.status, decline_reason: req.reason },
    });
    await mailQuoteDeclined(tx, updated.id, now);
    const [item] = await presentCartItems(tx, [updated]);
    if (!item) throw new Error('cart item not presented');
    return item;
  });
