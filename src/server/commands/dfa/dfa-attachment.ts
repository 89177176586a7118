// The engineer's attachment on a DFA issue (issue 11): a picture (PNG, JPEG, WebP) or a PDF, typed by its bytes (the
// name and the browser's type are not trusted), at most 10 MB, stored under a random key in the uploads storage. It
// may be added or replaced while the customer has not answered (open or asked again). Read back by the order's
// customer and by staff who may read orders; anyone else gets the same 404 as for a missing file.
import { eq } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import type { Deps } from '../../deps';
import { dfaIssues, orders } from '../../db/schema/index';
import { newStorageKey, storageFor } from '../../integrations/storage/index';
import { sanitiseFileName } from '../upload/present-upload';
import { ApiCode } from '../../../shared/api';
import { DFA_ATTACHMENT_MAX_BYTES, type DfaIssue } from '../../../shared/contracts/dfa';
import { canCustomerReply, isDfaIssueStatus } from '../../../shared/status/dfa';
import { AppError, conflict, notFound } from '../../http/errors';
import { can, isOwnedBy, type Actor } from '../../security/policy';
import { writeAudit } from '../staff/audit';
import { auditIssue, findIssueForUpdate, issueNotFound, presentIssue } from './present-dfa';

const fileTypeOrSize = () => new AppError(ApiCode.validation, 422, 'errors.fileTypeOrSize', 'Please upload the correct file type or size.');

const TYPES: Record<string, { mime: string; ext: string }> = {
  png: { mime: 'image/png', ext: 'png' },
  jpg: { mime: 'image/jpeg', ext: 'jpg' },
  webp: { mime: 'image/webp', ext: 'webp' },
  pdf: { mime: 'application/pdf', ext: 'pdf' },
};

/** The type read from the content, or null (anything but a picture or a PDF that starts like one). */
const typeOf = async (bytes: Buffer): Promise<{ mime: string; ext: string } | null> => {
  const detected = await fileTypeFromBuffer(bytes);
  const t = detected ? TYPES[detected.ext] : undefined;
  if (!t) return null;
  if (t.ext === 'pdf' && bytes.subarray(0, 5).toString('latin1') !== '%PDF-') return null;
  return t;
};

export const attachDfaFile = async (
  deps: Pick<Deps, 'db' | 'clock' | 'config'>,
  a: { staffId: number; issueId: number; fileName: string | undefined; bytes: Buffer },
): Promise<DfaIssue> => {
  if (!a.bytes.length || a.bytes.length > DFA_ATTACHMENT_MAX_BYTES) throw fileTypeOrSize();
  const type = await typeOf(a.bytes);
  if (!type) throw fileTypeOrSize();
  const now = deps.clock.now();
  const key = newStorageKey(type.ext);
  await storageFor(deps.config).put(key, a.bytes);
  const { row, replaced } = await deps.db.transaction(async (tx) => {
    const found = await findIssueForUpdate(tx, a.issueId);
    if (!found) throw issueNotFound();
    const { issue } = found;
    if (!isDfaIssueStatus(issue.status) || !canCustomerReply(issue.status)) {
      throw conflict(issue.status === 'accepted' ? 'errors.dfaAccepted' : 'errors.dfaReplyLocked', 'The issue is waiting for review or closed.');
    }
    const [updated] = await tx.update(dfaIssues).set({
      attachmentKey: key, attachmentName: sanitiseFileName(a.fileName), attachmentMime: type.mime, attachmentSize: a.bytes.length, updatedAt: now,
    }).where(eq(dfaIssues.id, issue.id)).returning();
    if (!updated) throw issueNotFound();
    await writeAudit(tx, {
      staffId: a.staffId, action: 'dfa.review', recordType: 'order', recordId: issue.orderId, now, note: `DFA attachment: ${updated.attachmentName ?? ''}`,
      before: auditIssue(issue), after: auditIssue(updated),
    });
    return { row: updated, replaced: issue.attachmentKey };
  }).catch(async (err: unknown) => {
    await storageFor(deps.config).delete(key).catch(() => undefined);
    throw err;
  });
  if (replaced) await storageFor(deps.config).delete(replaced).catch(() => undefined);
  return presentIssue(row);
};

export const readDfaAttachment = async (deps: Pick<Deps, 'db' | 'config'>, actor: Actor, issueId: number): Promise<{ name: string; mime: string; bytes: Buffer }> => {
  const missing = () => notFound('File not found.');
  const [issue] = await deps.db.select().from(dfaIssues).where(eq(dfaIssues.id, issueId));
  if (!issue?.attachmentKey) throw missing();
  if (!can(actor, 'orders.view')) {
    const [order] = await deps.db.select({ userId: orders.userId }).from(orders).where(eq(orders.id, issue.orderId));
    if (!isOwnedBy(actor.id, order)) throw missing();
  }
  const bytes = await storageFor(deps.config).get(issue.attachmentKey);
  if (!bytes) throw missing();
  return { name: issue.attachmentName ?? 'attachment', mime: issue.attachmentMime ?? 'application/octet-stream', bytes };
};
