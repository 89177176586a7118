// POST /v1/odm/requests: the customer sends an ODM inquiry or a custom product application (spec services §3; the
// NRE and service fee boxes are checked by the contract, §5). The files named in the form must be the customer's
// own, not sent with another request, and uploaded for that field (a logo as the logo). An application stores the
// estimator's figures (shared/pricing/odm.ts) so sales see what the customer saw. The customer gets a receipt mail
// and sales a notification, both with the request.
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { odmFiles, odmRequests } from '../../db/schema/index';
import type { z } from 'zod';
import type { OdmFilePurpose, OdmRequest, odmRequestBodySchema } from '../../../shared/contracts/odm';
import { estimateOdm } from '../../../shared/pricing/odm';
import { invalid } from '../../http/errors';
import { mailOdmReceived } from '../mail/mail-odm';
import { notifyStaff } from '../mail/notify-staff';
import { odmNumber } from './odm-number';
import { presentRequest } from './present-request';

type Body = z.output<typeof odmRequestBodySchema>;

/** Each file the form names, with the field it came from and the purpose it must have been uploaded for. */
const namedFiles = (b: Body): { field: string; id: string; purpose: OdmFilePurpose }[] =>
  b.kind === 'inquiry'
    ? b.file_ids.map((id, i) => ({ field: `file_ids.${i}`, id, purpose: 'document' as const }))
    : [
      ...(b.logo_file_id ? [{ field: 'logo_file_id', id: b.logo_file_id, purpose: 'logo' as const }] : []),
      ...(b.firmware_file_id ? [{ field: 'firmware_file_id', id: b.firmware_file_id, purpose: 'firmware' as const }] : []),
    ];

const estimateOf = (b: Body) => {
  if (b.kind !== 'application') return null;
  const e = estimateOdm({ quantity: b.quantity, labour_hours: b.labour_hours, logo: b.logo, firmware: b.firmware_file_id !== null, packaging: b.packaging });
  return { lines: e.lines.map((l) => ({ key: l.key, amount: l.amount.toString() })), total: e.total.toString(), sample_days: e.sampleDays, production_days: e.productionDays };
};

export const submitOdmRequest = async (deps: Pick<Deps, 'db' | 'clock' | 'config'>, userId: number, body: Body): Promise<OdmRequest> => {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const wanted = namedFiles(body);
    if (new Set(wanted.map((w) => w.id)).size !== wanted.length) throw invalid({ file_ids: 'validation.invalid' });
    if (wanted.length) {
      const rows = await tx
        .select()
        .from(odmFiles)
        .where(and(inArray(odmFiles.id, wanted.map((w) => w.id)), eq(odmFiles.ownerId, userId), isNull(odmFiles.requestId)))
        .for('update');
      const found = new Map(rows.map((r) => [r.id, r]));
      const problems: Record<string, string> = {};
      // another customer's file, a missing one and one already sent all read as "not a file of yours"
      for (const w of wanted) if (found.get(w.id)?.purpose !== w.purpose) problems[w.field] = 'validation.invalid';
      if (Object.keys(problems).length) throw invalid(problems);
    }
    const { kind, page, ...form } = body;
    const [row] = await tx
      .insert(odmRequests)
      .values({ userId, kind, page, status: 'submitted', form, estimate: estimateOf(body), createdAt: now, updatedAt: now })
      .returning();
    if (!row) throw new Error('ODM request not written');
    if (wanted.length) await tx.update(odmFiles).set({ requestId: row.id }).where(inArray(odmFiles.id, wanted.map((w) => w.id)));
    const number = odmNumber(row.id);
    await mailOdmReceived(tx, { userId, requestId: row.id, number }, now);
    await notifyStaff(tx, deps.config.staffNotifyEmail, { kind: 'odm_waiting', requestId: row.id, number }, now);
    return presentRequest(tx, row);
  });
};
