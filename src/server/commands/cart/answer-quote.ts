// POST /v1/cart/confirm-quote and /v1/cart/reject-quote { cart_id }: the customer's answer to a staff quote
// (Confirming → Confirmed, which makes the item selectable at the quoted price; or → Rejected, which keeps it
// waiting). Anything but a Confirming item is refused by the state machine (409). A quote with quantity breaks
// (issue 12, CNC) is confirmed at the break the customer names: the item takes that quantity and that total.
import type { Deps } from '../../deps';
import type { CartItem } from '../../../shared/contracts/cart';
import { CartItemStatus } from '../../../shared/status/cart-item';
import { invalid } from '../../http/errors';
import { findOwnLiveItem } from './find-item';
import { presentCartItems } from './present-cart-item';
import { transitionCartItem } from './transition';

type QuoteAnswer = 'confirm' | 'reject';

/** The row's new quantity and price at a quoted break; a quantity the quote has no break for is refused. */
const breakOf = (breaks: unknown, quantity: number) => {
  const found = (Array.isArray(breaks) ? (breaks as { quantity: number; total: string }[]) : []).find((b) => b.quantity === quantity);
  if (!found) throw invalid({ quantity: 'validation.invalid' }, 'The quote has no price for this quantity.');
  const total = BigInt(found.total);
  return { quantity, totalCents: total, unitCents: total / BigInt(quantity), priceLines: [{ key: 'production', amount: total.toString() }] };
};

export const answerQuote = async (
  { db, clock }: Pick<Deps, 'db' | 'clock'>,
  req: { userId: number; cartId: number; answer: QuoteAnswer; quantity?: number | undefined },
): Promise<CartItem> =>
  db.transaction(async (tx) => {
    const row = await findOwnLiveItem(tx, req.userId, req.cartId);
    const confirm = req.answer === 'confirm';
    const set = confirm && req.quantity !== undefined && req.quantity !== row.quantity ? breakOf(row.quoteBreaks, req.quantity) : undefined;
    const updated = await transitionCartItem(tx, {
      row, to: confirm ? CartItemStatus.Confirmed : CartItemStatus.Rejected, actor: 'customer', actorId: req.userId,
      reason: confirm ? `quote confirmed${set ? ` at ${req.quantity} pieces` : ''}` : 'quote rejected', now: clock.now(),
      ...(set ? { set } : {}),
    });
    const [item] = await presentCartItems(tx, [updated]);
    if (!item) throw new Error('cart item not presented');
    return item;
  });
