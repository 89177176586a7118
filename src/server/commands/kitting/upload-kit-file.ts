// POST /v1/kitting/printing and POST /v1/kitting/sticker (issue 13): a kit's printed material (PDF, PNG or JPEG)
// and its sticker image (services §3 "Kit sticker: .jpg, .jpeg, .png"). The type is read from the bytes — the name
// must also end as the spec says, so a renamed file is refused either way — and a wrong type or size answers the
// spec's "Please upload the correct file type or size." Stored like design files (kinds kit_print, kit_sticker);
// only their owner can use them (../upload/find-upload.ts).
import crypto from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import type { Deps } from '../../deps';
import { uploads } from '../../db/schema/index';
import { ApiCode } from '../../../shared/api';
import type { KitFile } from '../../../shared/contracts/kitting';
import { AppError } from '../../http/errors';
import { newStorageKey, storageFor } from '../../integrations/storage/index';
import { sanitiseFileName } from '../upload/present-upload';

export type KitFileKind = 'kit_print' | 'kit_sticker';

interface KitFileRule {
  /** Types read from the bytes, by file-type's extension name. */
  types: readonly ('pdf' | 'png' | 'jpg')[];
  /** Names the file may end with. */
  extensions: readonly string[];
  maxBytes: number;
}

/** services §9: 20 MB for PDFs; a sticker is a picture, 10 MB is plenty for print resolution. */
export const KIT_FILE_RULES: Record<KitFileKind, KitFileRule> = {
  kit_print: { types: ['pdf', 'png', 'jpg'], extensions: ['.pdf', '.png', '.jpg', '.jpeg'], maxBytes: 20 * 1024 * 1024 },
  kit_sticker: { types: ['png', 'jpg'], extensions: ['.jpg', '.jpeg', '.png'], maxBytes: 10 * 1024 * 1024 },
};

export const fileTypeOrSize = () => new AppError(ApiCode.validation, 422, 'errors.fileTypeOrSize', 'Please upload the correct file type or size.');

const typeOf = async (bytes: Buffer): Promise<'pdf' | 'png' | 'jpg' | null> => {
  const t = await fileTypeFromBuffer(bytes);
  if (t?.ext === 'pdf' && bytes.subarray(0, 5).toString('latin1') === '%PDF-') return 'pdf';
  return t?.ext === 'png' || t?.ext === 'jpg' ? t.ext : null;
};

export const uploadKitFile = async (
  deps: Pick<Deps, 'db' | 'clock' | 'config'>,
  input: { ownerId: number; kind: KitFileKind; fileName: string | undefined; bytes: Buffer },
): Promise<KitFile> => {
  const rule = KIT_FILE_RULES[input.kind];
  const name = sanitiseFileName(input.fileName);
  const type = input.bytes.length > 0 && input.bytes.length <= rule.maxBytes ? await typeOf(input.bytes) : null;
  if (!type || !rule.types.includes(type) || !rule.extensions.some((e) => name.toLowerCase().endsWith(e))) throw fileTypeOrSize();
  const storage = storageFor(deps.config);
  const key = newStorageKey(type);
  await storage.put(key, input.bytes);
  try {
    const now = deps.clock.now();
    const [row] = await deps.db
      .insert(uploads)
      .values({
        id: crypto.randomUUID(), ownerId: input.ownerId, kind: input.kind, originalName: name, sizeBytes: input.bytes.length,
        sha256: crypto.createHash('sha256').update(input.bytes).digest('hex'), storageKey: key, status: 'analysed', analysis: { format: type },
        createdAt: now, updatedAt: now,
      })
      .returning({ id: uploads.id });
    if (!row) throw new Error('upload row not written');
    return { file_id: row.id, name, size: input.bytes.length };
  } catch (err) {
    await storage.delete(key).catch(() => undefined); // no orphaned file when the row could not be written
    throw err;
  }
};
