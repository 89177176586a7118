// Staff create a payment request for a customer (issue 13 "Customized payments"; spec platform §2 and §4): a
// confirmed cart item of product 455 (customized order payment) or 1633 (customized ship cost) at the amount staff
// set, which the customer checks out and pays like any order (an order whose first product is 455 is not-detail,
// place-order.ts). One transaction: the item with its history row, the request, the audit row and the mail.
import { desc, eq, inArray } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { cartItems, customPaymentRequests, users } from '../../db/schema/index';
import type { CustomPaymentRow, PaymentRequestStatus } from '../../../shared/contracts/custom-payment';
import { CartItemStatus } from '../../../shared/status/cart-item';
import { ProductId } from '../../../shared/ids';
import { notFound } from '../../http/errors';
import { recordCartHistory } from '../cart/transition';
import { writeAudit } from '../staff/audit';
import { mailCustomPayment } from '../mail/mail-custom-payment';
import { standingsOf } from './request-status';

type Kind = 'payment' | 'shipping';
const PRODUCT: Record<Kind, number> = { payment: ProductId.CustomizedOrderPayment, shipping: ProductId.CustomizedShipCost };
const NAME: Record<Kind, string> = { payment: 'Customized order payment', shipping: 'Customized shipping cost' };
const LINE: Record<Kind, string> = { payment: 'custom_payment', shipping: 'custom_shipping' };

interface CreateRequest {
  staffId: number;
  email: string;
  kind: Kind;
  amountCents: bigint;
  description: string;
  requestId: string;
}

type RequestRow = typeof customPaymentRequests.$inferSelect;

const present = (r: RequestRow, email: string, status: number | null, ordered: boolean, state: PaymentRequestStatus): CustomPaymentRow => ({
  id: r.id, email, kind: r.productId === ProductId.CustomizedShipCost ? 'shipping' : 'payment', product_id: r.productId,
  amount: r.amountCents.toString(), description: r.description, cart_id: r.cartItemId, ordered, status,
  created_at: r.createdAt.toISOString(), state,
});

export const createCustomPayment = async (deps: Pick<Deps, 'db' | 'clock'>, req: CreateRequest): Promise<CustomPaymentRow> =>
  deps.db.transaction(async (tx) => {
    const [customer] = await tx.select({ id: users.id, email: users.email }).from(users).where(eq(users.email, req.email.trim().toLowerCase()));
    if (!customer) throw notFound('No customer has this e-mail address.');
    const now = deps.clock.now();
    const [item] = await tx.insert(cartItems).values({
      userId: customer.id, productId: PRODUCT[req.kind], tier: null, name: NAME[req.kind], params: { description: req.description },
      uploadId: null, priceLines: [{ key: LINE[req.kind], amount: req.amountCents.toString() }], unitCents: req.amountCents,
      totalCents: req.amountCents, buildDays: 0, weightGrams: 0, quantity: 1, status: CartItemStatus.Confirmed, special: null,
      warnings: [], country: null, carrier: null, requestId: req.requestId, createdAt: now, updatedAt: now,
    }).onConflictDoNothing().returning();
    if (!item) {
      // the same form sent twice (request_id): answer the request the first one made
      const [first] = await tx.select().from(customPaymentRequests).innerJoin(cartItems, eq(cartItems.id, customPaymentRequests.cartItemId))
        .where(eq(cartItems.requestId, req.requestId));
      if (!first) throw new Error('repeated payment request without its row');
      const state = (await standingsOf(tx, [first.cart_items.id])).get(first.cart_items.id)?.status ?? 'waiting';
      return present(first.custom_payment_requests, customer.email, first.cart_items.status, first.cart_items.cancelledAt !== null, state);
    }
    await recordCartHistory(tx, { cartItemId: item.id, from: null, to: CartItemStatus.Confirmed, actor: 'staff', actorId: req.staffId, reason: 'payment request', now });
    const [row] = await tx.insert(customPaymentRequests).values({
      userId: customer.id, productId: PRODUCT[req.kind], amountCents: req.amountCents, description: req.description,
      cartItemId: item.id, staffId: req.staffId, createdAt: now,
    }).returning();
    if (!row) throw new Error('payment request not written');
    const answer = present(row, customer.email, item.status, false, 'waiting');
    await writeAudit(tx, { staffId: req.staffId, action: 'payments.request', recordType: 'custom_payment', recordId: row.id, after: answer, now });
    await mailCustomPayment(tx, row, now);
    return answer;
  });

/** The newest requests first (at most 100: a working list, not an export). */
export const listCustomPayments = async ({ db }: Pick<Deps, 'db'>): Promise<{ items: CustomPaymentRow[] }> => {
  const rows = await db.select().from(customPaymentRequests).orderBy(desc(customPaymentRequests.createdAt), desc(customPaymentRequests.id)).limit(100);
  if (rows.length === 0) return { items: [] };
  const emails = new Map((await db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.id, rows.map((r) => r.userId)))).map((u) => [u.id, u.email]));
  const items = new Map((await db.select().from(cartItems).where(inArray(cartItems.id, rows.map((r) => r.cartItemId)))).map((c) => [c.id, c]));
  const standings = await standingsOf(db, rows.map((r) => r.cartItemId));
  return {
    items: rows.map((r) => present(r, emails.get(r.userId) ?? '', items.get(r.cartItemId)?.status ?? null, items.get(r.cartItemId)?.cancelledAt != null,
      standings.get(r.cartItemId)?.status ?? 'cancelled')),
  };
};
