// POST /v1/order/reorder: puts the items of one of the customer's orders back in the cart, priced again by the
// cart's own add command (today's tables, not the old price). Products the cart cannot quote are skipped.
import crypto from 'node:crypto';
import type { Deps } from '../../deps';
import { addToCart } from '../cart/add-to-cart';
import { findOwnOrder } from './get-order';
import { storedQuoteInput } from '../quote/stored-input';


export const reorder = async (deps: Pick<Deps, 'db' | 'clock' | 'config'>, req: { userId: number; orderId: number }): Promise<{ cart_ids: number[]; skipped: number }> => {
  const { lines } = await findOwnOrder(deps.db, req.userId, req.orderId);
  const cartIds: number[] = [];
  let skipped = 0;
  for (const line of lines) {
    const input = storedQuoteInput(line);
    if (!input) {
      skipped += 1;
      continue;
    }
    const item = await addToCart(deps, { userId: req.userId, input, fileId: line.uploadId ?? undefined, requestId: crypto.randomUUID() });
    cartIds.push(item.cart_id);
  }
  return { cart_ids: cartIds, skipped };
};
