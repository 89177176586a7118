// POST /v1/odm/requests/decline: the customer declines our quote, with a reason (issue 13). The request closes —
// declined by the customer, so it can no longer be accepted (accept-quote.ts answers 409 errors.odmQuoteDeclined) —
// with a history row, and sales hear of it by mail (notifyStaff). Declining twice answers the same request; a quote
// already accepted, or a request without a quote, cannot be declined (409). The row is locked like an acceptance, so
// an accept and a decline at once give one answer and one 409.
import { eq } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { odmRequests } from '../../db/schema/index';
import type { OdmRequest } from '../../../shared/contracts/odm';
import { notifyStaff } from '../mail/notify-staff';
import { odmAlreadyAccepted, odmClosed, odmNotQuoted } from './errors';
import { findOwnOdmRow } from './customer-requests';
import { odmNumber } from './odm-number';
import { presentRequest } from './present-request';
import { recordOdmHistory } from './request-history';

export const declineOdmQuote = async (deps: Pick<Deps, 'db' | 'clock' | 'config'>, userId: number, id: number, reason: string): Promise<OdmRequest> => {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const row = await findOwnOdmRow(tx, userId, id, true);
    if (row.status === 'declined' && row.customerReason !== null) return presentRequest(tx, row);
    if (row.status === 'accepted') throw odmAlreadyAccepted();
    if (row.status === 'declined') throw odmClosed();
    if (row.status !== 'quoted') throw odmNotQuoted();
    const [updated] = await tx.update(odmRequests).set({ status: 'declined', customerReason: reason, updatedAt: now }).where(eq(odmRequests.id, row.id)).returning();
    if (!updated) throw new Error('ODM request not updated');
    await recordOdmHistory(tx, { requestId: row.id, from: row.status, to: 'declined', actorId: userId, reason, now });
    await notifyStaff(tx, deps.config.staffNotifyEmail, { kind: 'odm_quote_declined', requestId: row.id, number: odmNumber(row.id), reason }, now);
    return presentRequest(tx, updated);
  });
};
