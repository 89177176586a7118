// POST /v1/order/reorder: puts the items of one of the customer's orders back in the cart, priced again by the
// cart's own add command (today's tables, not the old price). Products the cart cannot quote are skipped.
import crypto from 'node:crypto';
import type { Deps } from '../../deps';
import { ProductId } from '../../../shared/ids';
import type { PcbTierValue } from '../../../shared/params/pcb-options';
import { pcbValuesSchema } from '../../../shared/rules/pcb';
import { stencilValuesSchema } from '../../../shared/rules/stencil';
import { addToCart } from '../cart/add-to-cart';
import type { QuoteInput } from '../quote/quote-engine';
import { findOwnOrder } from './get-order';
import type { OrderLineRow } from './present-order';

const inputOf = (l: OrderLineRow): QuoteInput | null => {
  if (l.productId === ProductId.PCB) {
    const v = pcbValuesSchema.safeParse(l.params);
    return v.success ? { product: 'pcb', tier: (l.tier ?? 0) as PcbTierValue, values: v.data } : null;
  }
  if (l.productId === ProductId.Stencil) {
    const v = stencilValuesSchema.safeParse(l.params);
    return v.success ? { product: 'stencil', values: v.data } : null;
  }
  return null;
};

export const reorder = async (deps: Pick<Deps, 'db' | 'clock'>, req: { userId: number; orderId: number }): Promise<{ cart_ids: number[]; skipped: number }> => {
  const { lines } = await findOwnOrder(deps.db, req.userId, req.orderId);
  const cartIds: number[] = [];
  let skipped = 0;
  for (const line of lines) {
    const input = inputOf(line);
    if (!input) {
      skipped += 1;
      continue;
    }
    const item = await addToCart(deps, { userId: req.userId, input, fileId: line.uploadId ?? undefined, requestId: crypto.randomUUID() });
    cartIds.push(item.cart_id);
  }
  return { cart_ids: cartIds, skipped };
};
