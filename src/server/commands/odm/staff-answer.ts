// POST /v1/staff/odm/quote and /v1/staff/odm/decline (issue 13): sales answer an ODM request with a quote (price
// lines of the spec's cost lines, quantity, lead time, shipping weight, a note) or decline it with a reason and a
// note. A quoted request may be quoted again until the customer accepts it; an accepted or declined one is closed.
// The row is locked, so two answers at once give one answer and one 409. The audit row and the customer's mail
// commit with the answer.
import { eq } from 'drizzle-orm';
import type { Deps } from '../../deps';
import type { Tx } from '../../db/client';
import { odmRequests } from '../../db/schema/index';
import type { OdmDeclineReason, StaffOdmRequest } from '../../../shared/contracts/odm';
import type { QuoteLineKey } from '../../../shared/contracts/cart';
import { invalid } from '../../http/errors';
import { writeAudit } from '../staff/audit';
import { mailOdmDeclined, mailOdmQuoted } from '../mail/mail-odm';
import { odmClosed, odmRequestNotFound } from './errors';
import { odmNumber } from './odm-number';
import type { OdmRequestRow } from './present-request';
import { getStaffOdmRequest } from './staff-requests';

interface Quote {
  staffId: number;
  id: number;
  lines: { key: QuoteLineKey; amount: string }[];
  quantity: number;
  leadDays: number;
  weightGrams: number;
  note: string;
}

const answerOf = (r: OdmRequestRow) => ({
  status: r.status, quote_lines: r.quoteLines, quote_total_cents: r.quoteTotalCents, quantity: r.quoteQuantity, lead_days: r.leadDays,
  weight_grams: r.weightGrams, note: r.staffNote, decline_reason: r.declineReason,
});

const lockOpen = async (tx: Tx, id: number): Promise<OdmRequestRow> => {
  const [row] = await tx.select().from(odmRequests).where(eq(odmRequests.id, id)).for('update');
  if (!row) throw odmRequestNotFound();
  if (row.status !== 'submitted' && row.status !== 'quoted') throw odmClosed();
  return row;
};

export const quoteOdmRequest = async (deps: Pick<Deps, 'db' | 'clock'>, q: Quote): Promise<StaffOdmRequest> => {
  const total = q.lines.reduce((sum, l) => sum + BigInt(l.amount), 0n);
  if (total <= 0n) throw invalid({ lines: 'validation.invalid' }, 'The quote must add up to more than zero.');
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const row = await lockOpen(tx, q.id);
    const [updated] = await tx
      .update(odmRequests)
      .set({
        status: 'quoted', quoteLines: q.lines.map((l) => ({ key: l.key, amount: BigInt(l.amount).toString() })), quoteTotalCents: total,
        quoteQuantity: q.quantity, leadDays: q.leadDays, weightGrams: q.weightGrams, staffNote: q.note, declineReason: null,
        quotedAt: now, quotedBy: q.staffId, updatedAt: now,
      })
      .where(eq(odmRequests.id, row.id))
      .returning();
    if (!updated) throw new Error('ODM request not updated');
    await writeAudit(tx, { staffId: q.staffId, action: 'quotes.answer', recordType: 'odm_request', recordId: row.id, before: answerOf(row), after: answerOf(updated), note: q.note, now });
    await mailOdmQuoted(tx, { userId: row.userId, requestId: row.id, number: odmNumber(row.id), totalCents: total, leadDays: q.leadDays, quantity: q.quantity, note: q.note }, now);
    return getStaffOdmRequest(tx, row.id);
  });
};

export const declineOdmRequest = async (deps: Pick<Deps, 'db' | 'clock'>, d: { staffId: number; id: number; reason: OdmDeclineReason; note: string }): Promise<StaffOdmRequest> => {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const row = await lockOpen(tx, d.id);
    const [updated] = await tx
      .update(odmRequests)
      .set({ status: 'declined', declineReason: d.reason, staffNote: d.note, updatedAt: now })
      .where(eq(odmRequests.id, row.id))
      .returning();
    if (!updated) throw new Error('ODM request not updated');
    await writeAudit(tx, { staffId: d.staffId, action: 'quotes.answer', recordType: 'odm_request', recordId: row.id, before: answerOf(row), after: answerOf(updated), note: d.note, now });
    await mailOdmDeclined(tx, { userId: row.userId, requestId: row.id, number: odmNumber(row.id), reason: d.reason, note: d.note }, now);
    return getStaffOdmRequest(tx, row.id);
  });
};
