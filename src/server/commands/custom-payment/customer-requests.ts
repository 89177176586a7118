// GET /v1/user/payment-requests and .../detail (issue 13 "Customized payments"): the customer's own payment
// requests, newest first, each with where it stands (request-status.ts). Someone else's request answers 404 like a
// missing one (security/policy.ts `owned`).
import { desc, eq } from 'drizzle-orm';
import type { Deps } from '../../deps';
import type { DbOrTx } from '../../db/client';
import { customPaymentRequests } from '../../db/schema/index';
import type { PaymentRequest } from '../../../shared/contracts/custom-payment';
import { ProductId } from '../../../shared/ids';
import { owned } from '../../security/policy';
import { notFound } from '../../http/errors';
import { standingsOf } from './request-status';

type RequestRow = typeof customPaymentRequests.$inferSelect;

const present = async (db: DbOrTx, rows: RequestRow[]): Promise<PaymentRequest[]> => {
  const standings = await standingsOf(db, rows.map((r) => r.cartItemId));
  return rows.map((r) => {
    const s = standings.get(r.cartItemId);
    return {
      id: r.id, kind: r.productId === ProductId.CustomizedShipCost ? 'shipping' : 'payment', amount: r.amountCents.toString(),
      description: r.description, created_at: r.createdAt.toISOString(), status: s?.status ?? 'cancelled',
      cart_id: s?.cartId ?? null, order_id: s?.orderId ?? null,
    };
  });
};

export const listOwnPaymentRequests = async ({ db }: Pick<Deps, 'db'>, userId: number): Promise<{ list: PaymentRequest[] }> => {
  const rows = await db.select().from(customPaymentRequests).where(eq(customPaymentRequests.userId, userId))
    .orderBy(desc(customPaymentRequests.createdAt), desc(customPaymentRequests.id)).limit(200);
  return { list: await present(db, rows) };
};

export const getOwnPaymentRequest = async ({ db }: Pick<Deps, 'db'>, userId: number, id: number): Promise<PaymentRequest> => {
  const [row] = await db.select().from(customPaymentRequests).where(eq(customPaymentRequests.id, id));
  const [answer] = await present(db, [owned(userId, row, () => notFound('Payment request not found.'))]);
  if (!answer) throw new Error('payment request not presented');
  return answer;
};
