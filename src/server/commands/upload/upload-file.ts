// POST /upload/file: check the type by content (ZIP or RAR only), analyse and draw the board in the worker, store
// the archive and its previews under random keys, record the upload (issue 3 §4). A refused archive stores
// nothing: the entries are only ever read in memory, never written under their own names.
import crypto from 'node:crypto';
import type { Deps } from '../../deps';
import { uploads } from '../../db/schema/index';
import { sniffUpload } from '../../integrations/files/sniff';
import { newStorageKey, storageFor } from '../../integrations/storage/index';
import type { Upload, UploadKind } from '../../../shared/contracts/upload';
import { presentUpload, sanitiseFileName } from './present-upload';
import { runAnalysis } from './run-analysis';
import { uploadError } from './upload-errors';

interface UploadInput {
  ownerId: number;
  kind: UploadKind;
  fileName: string | undefined;
  bytes: Buffer;
}

export const uploadFile = async (deps: Pick<Deps, 'db' | 'clock' | 'config'>, input: UploadInput): Promise<Upload> => {
  if (input.bytes.length === 0) throw uploadError('fileTypeOrSize');
  const sniffed = await sniffUpload(input.bytes);
  if (sniffed.kind === 'not_archive') throw uploadError('notArchive');

  const outcome = await runAnalysis(input.bytes);

  const storage = storageFor(deps.config);
  const archiveKey = newStorageKey(sniffed.kind === 'zip' ? 'zip' : 'rar');
  const topKey = outcome.previews ? newStorageKey('svg') : null;
  const bottomKey = outcome.previews ? newStorageKey('svg') : null;
  const written: string[] = [];
  try {
    await storage.put(archiveKey, input.bytes);
    written.push(archiveKey);
    if (outcome.previews && topKey && bottomKey) {
      await storage.put(topKey, outcome.previews.top);
      written.push(topKey);
      await storage.put(bottomKey, outcome.previews.bottom);
      written.push(bottomKey);
    }
    const now = deps.clock.now();
    const [row] = await deps.db
      .insert(uploads)
      .values({
        id: crypto.randomUUID(),
        ownerId: input.ownerId,
        kind: input.kind,
        originalName: sanitiseFileName(input.fileName),
        sizeBytes: input.bytes.length,
        sha256: crypto.createHash('sha256').update(input.bytes).digest('hex'),
        storageKey: archiveKey,
        status: outcome.status,
        analysis: outcome.analysis,
        previewTopKey: topKey,
        previewBottomKey: bottomKey,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!row) throw new Error('upload row not written');
    return presentUpload(row);
  } catch (err) {
    // No orphaned files when the row could not be written.
    await Promise.allSettled(written.map((key) => storage.delete(key)));
    throw err;
  }
};
