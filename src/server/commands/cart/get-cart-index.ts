// POST /v1/cart/new-index: the full cart of the signed-in customer (issue 4 §1; spec platform §2 cart, §3 cart
// item). Live items newest first, split into finished quotation (Active, Confirmed: selectable) and waiting for
// quotation (Quotation, awaiting files, Confirming, Rejected), with the totals of the selectable items. Prices are
// the stored ones (set by add, a quantity change or a staff quote); checkout prices the selection again.
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { cartItems } from '../../db/schema/index';
import type { CartIndex } from '../../../shared/contracts/cart-page';
import { presentCartItems } from './present-cart-item';

export const getCartIndex = async ({ db }: Pick<Deps, 'db'>, userId: number): Promise<CartIndex> => {
  const rows = await db
    .select()
    .from(cartItems)
    .where(and(eq(cartItems.userId, userId), isNull(cartItems.cancelledAt)))
    .orderBy(desc(cartItems.createdAt), desc(cartItems.id));
  const items = await presentCartItems(db, rows);
  const selectable = items.filter((i) => i.selectable);
  return {
    items,
    sections: {
      finished: items.filter((i) => i.section === 'finished').map((i) => i.cart_id),
      waiting: items.filter((i) => i.section === 'waiting').map((i) => i.cart_id),
    },
    totals: {
      count: items.length,
      selectable_count: selectable.length,
      selectable_total: selectable.reduce((sum, i) => sum + BigInt(i.total ?? '0'), 0n).toString(),
    },
  };
};
