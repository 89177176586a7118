// GET /v1/cart/dashboard: the header cart panel (spec platform §3 cart dashboard). There is no cart yet,
// so everyone, signed in or not, sees an empty one; the cart area fills this in (at most 5 items in
// `details`, Limits.cartPanelMax; price_total in USD cents as a string).
import type { Deps } from '../../deps';
import type { CartDashboard } from '../../../shared/contracts/content';

export interface CartViewer {
  /** Signed-in customer, when the request carries a valid session. */
  userId: number | undefined;
  /** Guest id (guid cookie or query parameter). */
  guid: string | undefined;
}

export const getCartDashboard = async (_deps: Pick<Deps, 'db'>, _viewer: CartViewer): Promise<CartDashboard> => ({
  count: 0,
  price_total: '0',
  details: [],
});
