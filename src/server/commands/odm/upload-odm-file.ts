// POST /v1/odm/files (multipart: purpose + one file): a vector logo, a firmware image or a project document for an
// ODM request (spec services §5, §9: 20 MB). The multipart cap (app.ts) stopped anything larger while it streamed;
// the name and the content decide the type together (sniff-odm-file.ts). The file waits unattached until a request
// is sent with it (submit-request.ts); only its owner can attach it.
import crypto from 'node:crypto';
import type { Deps } from '../../deps';
import { odmFiles } from '../../db/schema/index';
import { newStorageKey, storageFor } from '../../integrations/storage/index';
import { sniffOdmFile } from '../../integrations/files/odm/sniff-odm-file';
import { ODM_FILE_MAX_BYTES, type OdmFile, type OdmFilePurpose } from '../../../shared/contracts/odm';
import { sanitiseFileName } from '../upload/present-upload';
import { odmFileTooLarge, odmFileType } from './errors';

interface UploadOdmFile {
  ownerId: number;
  purpose: OdmFilePurpose;
  fileName: string | undefined;
  bytes: Buffer;
}

export const uploadOdmFile = async (deps: Pick<Deps, 'db' | 'clock' | 'config'>, input: UploadOdmFile): Promise<OdmFile> => {
  if (input.bytes.length > ODM_FILE_MAX_BYTES) throw odmFileTooLarge();
  const name = sanitiseFileName(input.fileName);
  const type = await sniffOdmFile(input.purpose, input.fileName ?? '', input.bytes);
  if (!type) throw odmFileType();
  const storage = storageFor(deps.config);
  const key = newStorageKey('bin');
  await storage.put(key, input.bytes);
  try {
    const [row] = await deps.db
      .insert(odmFiles)
      .values({
        id: crypto.randomUUID(), ownerId: input.ownerId, requestId: null, purpose: input.purpose, originalName: name,
        sizeBytes: input.bytes.length, sha256: crypto.createHash('sha256').update(input.bytes).digest('hex'),
        contentType: type.contentType, storageKey: key, createdAt: deps.clock.now(),
      })
      .returning();
    if (!row) throw new Error('ODM file not stored');
    return { file_id: row.id, name: row.originalName, size: row.sizeBytes, purpose: input.purpose };
  } catch (err) {
    // no orphaned bytes when the row could not be written
    await storage.delete(key).catch(() => undefined);
    throw err;
  }
};
