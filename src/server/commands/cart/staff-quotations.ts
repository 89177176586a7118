// GET /v1/staff/cart/quotations: the items staff still have to quote (issue 4 §1): live items waiting for a
// quotation, and rejected quotes (the customer may get a better offer), oldest first so nobody waits longest.
// A PCB assembly whose BOM still has open lines is not here: the BOM check owns it (cart/quotation-waiting.ts).
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { cartItems, users } from '../../db/schema/index';
import type { StaffQuotations } from '../../../shared/contracts/cart';
import { CartItemStatus } from '../../../shared/status/cart-item';
import { presentCartItems } from './present-cart-item';
import { noOpenBomLines } from './quotation-waiting';

/** One screen's worth; the oldest come first, so the rest follow as these are answered. */
const PAGE = 200;

export const listStaffQuotations = async ({ db }: Pick<Deps, 'db'>): Promise<StaffQuotations> => {
  const rows = await db
    .select({ item: cartItems, email: users.email, first: users.firstName, last: users.lastName })
    .from(cartItems)
    .innerJoin(users, eq(users.id, cartItems.userId))
    .where(and(inArray(cartItems.status, [CartItemStatus.Quotation, CartItemStatus.Rejected]), isNull(cartItems.cancelledAt), noOpenBomLines))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id))
    .limit(PAGE);
  const items = await presentCartItems(db, rows.map((r) => r.item));
  return {
    items: items.map((item, i) => {
      const r = rows[i];
      return { ...item, customer: { uid: r?.item.userId ?? 0, email: r?.email ?? '', name: `${r?.first ?? ''} ${r?.last ?? ''}`.trim() } };
    }),
  };
};
