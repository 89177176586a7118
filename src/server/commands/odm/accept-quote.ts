// POST /v1/odm/requests/accept: the customer takes the staff quote into the cart (issue 13). The quote becomes one
// cart item of product Odm 3234, already Confirmed (5) at the quoted price — the customer's acceptance is the
// confirmation a manual quote needs — so it checks out and is paid like any order; its specifications in words
// (shared/params/spec-words.ts) follow it into the order, the invoice and the mails. Accepting twice answers the
// same item (the request row is locked and remembers it).
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { odmRequests } from '../../db/schema/index';
import type { OdmRequest } from '../../../shared/contracts/odm';
import { ProductId } from '../../../shared/ids';
import { CartItemStatus } from '../../../shared/status/cart-item';
import { insertActiveCartItem, lockCustomer } from '../cart/insert-active-item';
import { odmClosed, odmNotQuoted, odmQuoteDeclined } from './errors';
import { recordOdmHistory } from './request-history';
import { findOwnOdmRow } from './customer-requests';
import { odmNumber } from './odm-number';
import { presentRequest, type OdmRequestRow } from './present-request';

/** What the cart, the order and the invoice say about the item (spec-words.ts reads these keys). */
const paramsOf = (row: OdmRequestRow) => {
  const form = row.form as Record<string, unknown>;
  return {
    request_id: row.id,
    request_no: odmNumber(row.id),
    kind: row.kind,
    ...(row.kind === 'inquiry' ? { company: String(form.company_name ?? '') } : { sku: String(form.sku ?? '') }),
    quantity: row.quoteQuantity ?? 1,
    lead_days: row.leadDays ?? 0,
  };
};

export const acceptOdmQuote = async (deps: Pick<Deps, 'db' | 'clock'>, userId: number, id: number): Promise<{ request: OdmRequest; cart_id: number }> => {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    await lockCustomer(tx, userId);
    const row = await findOwnOdmRow(tx, userId, id, true);
    if (row.status === 'accepted' && row.cartItemId !== null) return { request: await presentRequest(tx, row), cart_id: row.cartItemId };
    if (row.status === 'declined' && row.customerReason !== null) throw odmQuoteDeclined();
    if (row.status === 'declined' || row.status === 'accepted') throw odmClosed();
    if (row.status !== 'quoted' || row.quoteTotalCents === null) throw odmNotQuoted();
    const quantity = row.quoteQuantity ?? 1;
    const total = row.quoteTotalCents;
    const item = await insertActiveCartItem(tx, {
      userId, productId: ProductId.Odm, name: row.kind === 'inquiry' ? 'ODM project' : 'Custom product',
      params: paramsOf(row), priceLines: row.quoteLines, unitCents: total / BigInt(Math.max(1, quantity)), totalCents: total,
      buildDays: row.leadDays ?? 1, weightGrams: row.weightGrams ?? 1, quantity, status: CartItemStatus.Confirmed,
      requestId: crypto.randomUUID(), staffNote: row.staffNote,
    }, { actor: 'customer', actorId: userId, reason: `accepted ODM quote ${odmNumber(row.id)}`, now });
    const [updated] = await tx.update(odmRequests).set({ status: 'accepted', cartItemId: item.id, updatedAt: now }).where(eq(odmRequests.id, row.id)).returning();
    if (!updated) throw new Error('ODM request not updated');
    await recordOdmHistory(tx, { requestId: row.id, from: row.status, to: 'accepted', actorId: userId, reason: '', now });
    return { request: await presentRequest(tx, updated), cart_id: item.id };
  });
};
