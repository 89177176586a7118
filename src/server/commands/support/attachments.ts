// Files sent with support messages (issue 8 §3): checked by content against the spec's image and file rules
// (ATTACHMENT_TYPES: JPEG/PNG pictures, PDF, ZIP/RAR), stored under a random key, owned by the uploader until a
// message claims them; read back by the conversation's customer and by staff who may read support.
import crypto from 'node:crypto';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import type { Deps } from '../../deps';
import type { DbOrTx } from '../../db/client';
import { supportAttachments, supportConversations, supportMessages } from '../../db/schema/index';
import { newStorageKey, storageFor } from '../../integrations/storage/index';
import { sniffUpload } from '../../integrations/files/sniff';
import { sanitiseFileName } from '../upload/present-upload';
import { ApiCode } from '../../../shared/api';
import { AppError, invalid, notFound } from '../../http/errors';
import { ATTACHMENT_TYPES, type AttachmentMime } from '../../../shared/contracts/support-rules';
import type { SupportAttachment } from '../../../shared/contracts/support';
import { can, type Actor } from '../../security/policy';
import { supportLimit } from './support-limits';

const fileTypeOrSize = () => new AppError(ApiCode.validation, 422, 'errors.fileTypeOrSize', 'Please upload the correct file type or size.');

/** The type read from the bytes; zip-based documents (docx, xlsx) and anything else are refused. */
const mimeOf = async (bytes: Buffer): Promise<AttachmentMime | null> => {
  const sniffed = await sniffUpload(bytes);
  if (sniffed.kind === 'zip') return 'application/zip';
  if (sniffed.kind === 'rar4' || sniffed.kind === 'rar5') return 'application/x-rar-compressed';
  const detected = await fileTypeFromBuffer(bytes);
  if (detected?.ext === 'jpg') return 'image/jpeg';
  if (detected?.ext === 'png') return 'image/png';
  if (detected?.ext === 'pdf' && bytes.subarray(0, 5).toString('latin1') === '%PDF-') return 'application/pdf';
  return null;
};

export const presentAttachment = (a: typeof supportAttachments.$inferSelect): SupportAttachment =>
  ({ id: a.id, name: a.originalName, mime: a.mime, size: a.sizeBytes });

export const storeAttachment = async (
  deps: Pick<Deps, 'db' | 'clock' | 'config'>,
  input: { ownerId: number; fileName: string | undefined; bytes: Buffer },
): Promise<SupportAttachment> => {
  const mime = input.bytes.length ? await mimeOf(input.bytes) : null;
  if (!mime || input.bytes.length > ATTACHMENT_TYPES[mime].maxBytes) throw fileTypeOrSize();
  const now = deps.clock.now();
  await supportLimit(deps.db, 'attachment', input.ownerId, now);
  const key = newStorageKey(ATTACHMENT_TYPES[mime].ext);
  await storageFor(deps.config).put(key, input.bytes);
  const [row] = await deps.db
    .insert(supportAttachments)
    .values({ id: crypto.randomUUID(), ownerId: input.ownerId, originalName: sanitiseFileName(input.fileName), mime, sizeBytes: input.bytes.length, storageKey: key, createdAt: now })
    .returning();
  if (!row) throw new Error('attachment row not written');
  return presentAttachment(row);
};

/** Gives the uploader's unclaimed files to a message; an id that is not theirs (or already sent) is a field error. */
export const claimAttachments = async (tx: DbOrTx, ownerId: number, ids: readonly string[], messageId: number): Promise<void> => {
  if (!ids.length) return;
  const claimed = await tx
    .update(supportAttachments)
    .set({ messageId })
    .where(and(inArray(supportAttachments.id, [...ids]), eq(supportAttachments.ownerId, ownerId), isNull(supportAttachments.messageId)))
    .returning({ id: supportAttachments.id });
  if (claimed.length !== new Set(ids).size) throw invalid({ attachment_ids: 'validation.invalid' });
};

/**
 * The file, for the customer of its conversation, staff who may read support, or its uploader before it is sent;
 * anyone else gets the same 404 as for a missing file.
 */
export const readAttachment = async (deps: Pick<Deps, 'db' | 'config'>, actor: Actor, id: string): Promise<{ name: string; mime: string; bytes: Buffer }> => {
  const [row] = await deps.db
    .select({ a: supportAttachments, customerId: supportConversations.userId })
    .from(supportAttachments)
    .leftJoin(supportMessages, eq(supportMessages.id, supportAttachments.messageId))
    .leftJoin(supportConversations, eq(supportConversations.id, supportMessages.conversationId))
    .where(eq(supportAttachments.id, id));
  const allowed = row && (row.customerId === actor.id || (row.a.messageId === null && row.a.ownerId === actor.id) || (row.a.messageId !== null && can(actor, 'support.view')));
  if (!row || !allowed) throw notFound('File not found.');
  const bytes = await storageFor(deps.config).get(row.a.storageKey);
  if (!bytes) throw notFound('File not found.');
  return { name: row.a.originalName, mime: row.a.mime, bytes };
};
