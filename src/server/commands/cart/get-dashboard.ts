// GET /v1/cart/dashboard: the header cart panel (spec platform §3 cart dashboard, §4 cart hover panel). Live items
// of the signed-in customer, latest first, at most Limits.cartPanelMax in `details`; `count` is every live item and
// `price_total` the sum of the priced ones (USD cents as a string; items waiting for a quotation show price "0").
// Anonymous visitors (guests) have no cart yet: adding needs a login.
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Deps } from '../../deps';
import type { Db } from '../../db/client';
import { preparedPer } from '../../db/prepared';
import { cartItems, uploads } from '../../db/schema/index';
import { Limits } from '../../../shared/ids';
import type { CartDashboard } from '../../../shared/contracts/content';
import { previewUrl } from '../upload/present-upload';
import { productIcon } from './present-cart-item';

interface CartViewer {
  /** Signed-in customer, when the request carries a valid session. */
  userId: number | undefined;
  /** Guest id (guid cookie or query parameter). */
  guid: string | undefined;
}


// One named prepared statement (see db/prepared.ts): the page of items with the count and total of every live item
// as window aggregates over the same filter. Three unprepared statements capped the embedded database, which has one
// connection, at about 640 requests/s (issue 17).
const dashboardQuery = preparedPer((db: Db) => {
  const live = and(eq(cartItems.userId, sql.placeholder('userId')), isNull(cartItems.cancelledAt));
  return db
    .select({
      id: cartItems.id, productId: cartItems.productId, name: cartItems.name, quantity: cartItems.quantity,
      totalCents: cartItems.totalCents, uploadId: uploads.id, preview: uploads.previewTopKey,
      count: sql<number>`count(*) over ()`.mapWith(Number),
      total: sql<string>`coalesce(sum(${cartItems.totalCents}) over (), 0)::text`,
    })
    .from(cartItems)
    .leftJoin(uploads, eq(uploads.id, cartItems.uploadId))
    .where(live)
    .orderBy(desc(cartItems.createdAt), desc(cartItems.id))
    .limit(Limits.cartPanelMax)
    .prepare('cart_dashboard');
});

export const getCartDashboard = async ({ db }: Pick<Deps, 'db'>, viewer: CartViewer): Promise<CartDashboard> => {
  if (viewer.userId === undefined) return { count: 0, price_total: '0', details: [] };
  const rows = await dashboardQuery(db).execute({ userId: viewer.userId });
  return {
    count: rows[0]?.count ?? 0,
    price_total: rows[0]?.total ?? '0',
    details: rows.map((r) => ({
      cart_id: r.id,
      pid: r.productId,
      product_name: r.name,
      product_thumb: r.uploadId && r.preview ? previewUrl(r.uploadId, 'top') : productIcon(r.productId),
      quantity: r.quantity,
      price: (r.totalCents ?? 0n).toString(),
    })),
  };
};
