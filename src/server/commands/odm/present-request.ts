// A stored ODM request as the API shows it (contracts/odm.ts): the customer's own view, and the staff view with the
// customer. Money stays integer cents as strings.
import { asc, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { odmFiles, type odmRequests } from '../../db/schema/index';
import type { OdmDeclineReason, OdmFile, OdmKind, OdmPage, OdmRequest, OdmStatus } from '../../../shared/contracts/odm';
import { odmNumber } from './odm-number';

export type OdmRequestRow = typeof odmRequests.$inferSelect;

const filesOf = async (db: DbOrTx, ids: number[]): Promise<Map<number, OdmFile[]>> => {
  const out = new Map<number, OdmFile[]>();
  if (!ids.length) return out;
  const rows = await db.select().from(odmFiles).where(inArray(odmFiles.requestId, ids)).orderBy(asc(odmFiles.createdAt));
  for (const f of rows) {
    if (f.requestId === null) continue;
    const list = out.get(f.requestId) ?? [];
    list.push({ file_id: f.id, name: f.originalName, size: f.sizeBytes, purpose: f.purpose as OdmFile['purpose'] });
    out.set(f.requestId, list);
  }
  return out;
};

export const presentRequests = async (db: DbOrTx, rows: readonly OdmRequestRow[]): Promise<OdmRequest[]> => {
  const files = await filesOf(db, rows.map((r) => r.id));
  return rows.map((r) => ({
    id: r.id,
    number: odmNumber(r.id),
    kind: r.kind as OdmKind,
    page: r.page as OdmPage,
    status: r.status as OdmStatus,
    form: r.form as Record<string, unknown>,
    files: files.get(r.id) ?? [],
    estimate: (r.estimate as OdmRequest['estimate']) ?? null,
    quote: r.quotedAt && r.quoteTotalCents !== null
      ? {
        lines: r.quoteLines as { key: string; amount: string }[], total: r.quoteTotalCents.toString(), quantity: r.quoteQuantity ?? 1,
        lead_days: r.leadDays ?? 0, weight_grams: r.weightGrams ?? 0, note: r.staffNote, quoted_at: r.quotedAt.toISOString(),
      }
      : null,
    decline_reason: (r.declineReason as OdmDeclineReason | null) ?? null,
    decline_note: r.status === 'declined' && r.customerReason === null ? r.staffNote : '',
    declined_by: r.status !== 'declined' ? null : r.customerReason === null ? 'staff' : 'customer',
    customer_reason: r.customerReason ?? '',
    cart_id: r.cartItemId,
    created_at: r.createdAt.toISOString(),
  }));
};

export const presentRequest = async (db: DbOrTx, row: OdmRequestRow): Promise<OdmRequest> => {
  const [one] = await presentRequests(db, [row]);
  if (!one) throw new Error('ODM request not presented');
  return one;
};
