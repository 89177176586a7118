// The cart page's calls (PROPOSED contract: src/shared/contracts/cart-page.ts). After any change the header's
// dashboard (CART_DASHBOARD_KEY) is refreshed too.
import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { CartItem } from '../../../shared/contracts/cart';
import type { CartCancelReasonBody, CartIndex } from '../../../shared/contracts/cart-page';
import { call } from '../../api/client';
import { CART_DASHBOARD_KEY } from '../../shell/queries';

const CART_INDEX_KEY = ['cart', 'index'] as const;

export const useCartIndex = (enabled: boolean) =>
  useQuery({ queryKey: CART_INDEX_KEY, queryFn: () => call('POST /v1/cart/new-index', { body: {} }), enabled });

export const updateQuantity = (cartId: number, quantity: number) => call('POST /cart/update', { body: { cart_id: cartId, quantity } });

export const cancelItem = async (body: CartCancelReasonBody): Promise<void> => {
  await call('POST /v1/cart/cancel', { body: { id: body.id } });
  // The reason is a courtesy to us: the item is gone whether or not it is stored.
  await call('POST /v1/cart/add-cancel-reason', { body }).catch(() => undefined);
};

export const refreshCart = (qc: QueryClient) =>
  Promise.all([qc.invalidateQueries({ queryKey: CART_INDEX_KEY }), qc.invalidateQueries({ queryKey: CART_DASHBOARD_KEY })]);

/** Puts a re-priced item in the cached index so the page updates without a reload. */
export const replaceItem = (qc: QueryClient, item: CartItem) =>
  qc.setQueryData<CartIndex>(CART_INDEX_KEY, (old) => old && { ...old, items: old.items.map((i) => (i.cart_id === item.cart_id ? item : i)) });

/** The customer's answer to a staff quote (Confirming → Confirmed or Rejected). */
export const answerQuote = (cartId: number, accept: boolean, quantity?: number) =>
  call(accept ? 'POST /v1/cart/confirm-quote' : 'POST /v1/cart/reject-quote', { body: { cart_id: cartId, ...(accept && quantity !== undefined ? { quantity } : {}) } });

/** Gives an item waiting for its design file the file just uploaded (issue 8 §4). */
export const attachFile = (cartId: number, fileId: string) => call('POST /v1/cart/attach-file', { body: { cart_id: cartId, file_id: fileId } });

export const fetchProforma = (cartIds: number[]) => call('POST /v1/cart/proforma', { body: { cart_ids: cartIds } });
