// The checkout attempt's token (issue 4 §2: a double click, a refresh or a retry returns the same order). One
// UUID per selection of cart items, kept in sessionStorage so a refresh during the request reuses it; forgotten
// once the order is placed.
import { newRequestId } from '../order/api';

const keyOf = (cartIds: number[]) => `fusion_checkout_token:${[...cartIds].sort((a, b) => a - b).join(',')}`;

const storage = (): Storage | null => {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
};

export const checkoutToken = (cartIds: number[]): string => {
  const s = storage();
  const existing = s?.getItem(keyOf(cartIds));
  if (existing) return existing;
  const token = newRequestId();
  s?.setItem(keyOf(cartIds), token);
  return token;
};

export const forgetCheckoutToken = (cartIds: number[]): void => storage()?.removeItem(keyOf(cartIds));
