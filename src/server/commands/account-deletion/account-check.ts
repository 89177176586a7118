// The account check (spec services §4 "Account Check", §8 "Account deletion cannot be processed when there are
// pending custom orders, pending standard orders or unresolved after-sales tickets"). Our reading of each, in
// docs/account-deletion.md:
// - custom orders: items waiting for a manual quote or for the customer's answer to one (cart statuses 2, 3, 4), and
//   ODM requests not yet accepted or declined;
// - standard orders: every order that is neither finished, shipped nor cancelled (unpaid, in payment, in production,
//   on hold);
// - support: conversations that are not closed.
import { and, count, eq, inArray, isNull, ne, notInArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { cartItems, odmRequests, orders, supportConversations } from '../../db/schema/index';
import { CartItemStatus } from '../../../shared/status/cart-item';
import { OrderStatus } from '../../../shared/status/order';
import type { DeletionBlocker, DeletionCheck } from '../../../shared/contracts/account-deletion';

const WAITING_FOR_QUOTE = [CartItemStatus.Quotation, CartItemStatus.AwaitingFiles, CartItemStatus.Confirming];
const ORDER_DONE = [OrderStatus.Finished, OrderStatus.Shipped, OrderStatus.CancelledUnpaid, OrderStatus.CancelledRefund];

const n = (rows: { n: number }[]): number => rows[0]?.n ?? 0;

export const runAccountCheck = async (db: DbOrTx, userId: number): Promise<DeletionCheck> => {
  const [quoteItems, odm, standard, support] = await Promise.all([
    db.select({ n: count() }).from(cartItems)
      .where(and(eq(cartItems.userId, userId), inArray(cartItems.status, WAITING_FOR_QUOTE), isNull(cartItems.cancelledAt))),
    db.select({ n: count() }).from(odmRequests).where(and(eq(odmRequests.userId, userId), inArray(odmRequests.status, ['submitted', 'quoted']))),
    db.select({ n: count() }).from(orders).where(and(eq(orders.userId, userId), notInArray(orders.status, ORDER_DONE))),
    db.select({ n: count() }).from(supportConversations).where(and(eq(supportConversations.userId, userId), ne(supportConversations.status, 'closed'))),
  ]);
  const counts: Record<DeletionBlocker, number> = { custom_orders: n(quoteItems) + n(odm), standard_orders: n(standard), support: n(support) };
  const checks = (Object.keys(counts) as DeletionBlocker[]).map((key) => ({ key, count: counts[key] }));
  return { passed: checks.every((c) => c.count === 0), checks };
};
