// POST /v1/cart/confirm-quote and /v1/cart/reject-quote { cart_id }: the customer's answer to a staff quote
// (Confirming → Confirmed, which makes the item selectable at the quoted price; or → Rejected, which keeps it
// waiting). Anything but a Confirming item is refused by the state machine (409).
import type { Deps } from '../../deps';
import type { CartItem } from '../../../shared/contracts/cart';
import { CartItemStatus } from '../../../shared/status/cart-item';
import { findOwnLiveItem } from './find-item';
import { presentCartItems } from './present-cart-item';
import { transitionCartItem } from './transition';

type QuoteAnswer = 'confirm' | 'reject';

export const answerQuote = async (
  { db, clock }: Pick<Deps, 'db' | 'clock'>,
  req: { userId: number; cartId: number; answer: QuoteAnswer },
): Promise<CartItem> =>
  db.transaction(async (tx) => {
    const row = await findOwnLiveItem(tx, req.userId, req.cartId);
    const confirm = req.answer === 'confirm';
    const updated = await transitionCartItem(tx, {
      row, to: confirm ? CartItemStatus.Confirmed : CartItemStatus.Rejected, actor: 'customer', actorId: req.userId,
      reason: confirm ? 'quote confirmed' : 'quote rejected', now: clock.now(),
    });
    const [item] = await presentCartItems(tx, [updated]);
    if (!item) throw new Error('cart item not presented');
    return item;
  });
