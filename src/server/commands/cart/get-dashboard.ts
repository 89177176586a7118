// GET /v1/cart/dashboard: the header cart panel (spec platform §3 cart dashboard, §4 cart hover panel). Live items
// of the signed-in customer, latest first, at most Limits.cartPanelMax in `details`; `count` is every live item and
// `price_total` the sum of the priced ones (USD cents as a string; items waiting for a quotation show price "0").
// Anonymous visitors (guests) have no cart yet: adding needs a login.
import { and, eq, isNull, sql, type Column } from 'drizzle-orm';
import { cartItems, sessions, uploads } from '../../db/schema/index';
import { viewerQuery, type SessionLookup } from '../session/resolve-session';
import { Limits } from '../../../shared/ids';
import type { CartDashboard } from '../../../shared/contracts/content';
import { previewUrl } from '../upload/present-upload';
import { productIcon } from './present-cart-item';

/** One item of the panel as the statement returns it (JSON built in SQL; cents as text: bigint). */
interface PanelItem {
  id: number;
  product_id: number;
  name: string;
  quantity: number;
  total_cents: string | null;
  upload_id: string | null;
  preview: string | null;
}

/** The panel as read with the session lookup. */
export type CartPanelRow = { count: number; total: string; items: PanelItem[] | string };

const live = (userId: Column) => and(eq(cartItems.userId, userId), isNull(cartItems.cancelledAt));

// The panel rides on the session lookup as scalar subqueries over the signed-in user (viewerQuery, resolve-session.ts): one
// statement per request instead of a lookup and then the panel's own query. On the embedded database each statement
// is a round trip to its one connection on a worker thread, which is most of a route's time (issue 17). The page of
// items comes back as one JSON array, latest first; count and total cover every live item.
const PAGE = sql`select ${cartItems.id} as id, ${cartItems.productId} as product_id, ${cartItems.name} as name,
    ${cartItems.quantity} as quantity, ${cartItems.totalCents}::text as total_cents, ${uploads.id} as upload_id,
    ${uploads.previewTopKey} as preview, ${cartItems.createdAt} as created_at
  from ${cartItems} left join ${uploads} on ${uploads.id} = ${cartItems.uploadId}
  where ${live(sessions.userId)}
  order by ${cartItems.createdAt} desc, ${cartItems.id} desc
  limit ${sql.raw(String(Limits.cartPanelMax))}`;

export const sessionWithCartPanel = viewerQuery<CartPanelRow>('session_cart_panel', {
  count: sql<number>`(select count(*)::int from ${cartItems} where ${live(sessions.userId)})`,
  total: sql<string>`(select coalesce(sum(${cartItems.totalCents}), 0)::text from ${cartItems} where ${live(sessions.userId)})`,
  items: sql<PanelItem[] | string>`(select coalesce(json_agg(page order by page.created_at desc, page.id desc), '[]'::json) from (${PAGE}) page)`,
});

const EMPTY: CartDashboard = { count: 0, price_total: '0', details: [] };

/**
 * The panel for a lookup made with sessionWithCartPanel. Anonymous visitors and dead sessions (no panel read) see
 * an empty cart: adding needs a login.
 */
export const cartDashboardOf = (lookup: SessionLookup): CartDashboard => {
  const panel = sessionWithCartPanel.extraOf(lookup);
  if (!panel) return EMPTY;
  // json arrives parsed from node-postgres; text if a driver hands it over as is
  const items = typeof panel.items === 'string' ? (JSON.parse(panel.items) as PanelItem[]) : panel.items;
  return {
    count: panel.count,
    price_total: panel.total,
    details: items.map((r) => ({
      cart_id: r.id,
      pid: r.product_id,
      product_name: r.name,
      product_thumb: r.upload_id && r.preview ? previewUrl(r.upload_id, 'top') : productIcon(r.product_id),
      quantity: r.quantity,
      price: r.total_cents ?? '0',
    })),
  };
};
