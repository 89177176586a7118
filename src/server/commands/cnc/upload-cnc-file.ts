// POST /v1/cnc/model and POST /v1/cnc/drawing (issue 12): the customer's STEP/IGES model, read in the capped CAD
// worker before anything is stored (a file the worker refuses stores nothing), and the optional PDF drawing,
// checked by its magic bytes. Both go to the same storage and uploads table as design files, kinds 'cad' and
// 'drawing'; only their owner can use them (find-upload.ts).
import crypto from 'node:crypto';
import type { Deps } from '../../deps';
import { uploads } from '../../db/schema/index';
import { ApiCode } from '../../../shared/api';
import type { CncDrawing, CncModel } from '../../../shared/contracts/cnc';
import { AppError } from '../../http/errors';
import { newStorageKey, storageFor } from '../../integrations/storage/index';
import { CadReadError, DEFAULT_CAD_LIMITS, type CadReadErrorReason } from '../../integrations/files/cad/limits';
import { readCadInWorker } from '../../integrations/files/cad/worker-pool';
import { sanitiseFileName } from '../upload/present-upload';

interface FileInput {
  ownerId: number;
  fileName: string | undefined;
  bytes: Buffer;
}

/** services §9: 20 MB for PDFs. */
export const DRAWING_MAX_BYTES = 20 * 1024 * 1024;

const CAD_ERRORS: Record<CadReadErrorReason, [key: string, message: string]> = {
  wrongType: ['errors.cadWrongType', 'Please upload a STEP (.step, .stp) or IGES (.iges, .igs) model.'],
  tooLarge: ['errors.cadTooLarge', `The model is larger than ${DEFAULT_CAD_LIMITS.maxBytes / 1024 / 1024} MB.`],
  noSolids: ['errors.cadNoSolids', 'The model contains no solid geometry: it may only reference other files. Export the part as a single STEP file.'],
  unreadable: ['errors.cadUnreadable', 'The model could not be read. Please export it again as STEP AP214 or AP242.'],
};

const cadError = (reason: CadReadErrorReason): AppError => {
  const [key, message] = CAD_ERRORS[reason];
  return new AppError(ApiCode.validation, 422, key, message);
};

const store = async (
  deps: Pick<Deps, 'db' | 'clock' | 'config'>, input: FileInput, kind: 'cad' | 'drawing', ext: string, analysis: object,
): Promise<{ id: string; name: string }> => {
  const storage = storageFor(deps.config);
  const key = newStorageKey(ext);
  await storage.put(key, input.bytes);
  try {
    const now = deps.clock.now();
    const name = sanitiseFileName(input.fileName);
    const [row] = await deps.db
      .insert(uploads)
      .values({
        id: crypto.randomUUID(), ownerId: input.ownerId, kind, originalName: name, sizeBytes: input.bytes.length,
        sha256: crypto.createHash('sha256').update(input.bytes).digest('hex'), storageKey: key, status: 'analysed', analysis,
        createdAt: now, updatedAt: now,
      })
      .returning({ id: uploads.id });
    if (!row) throw new Error('upload row not written');
    return { id: row.id, name };
  } catch (err) {
    await storage.delete(key).catch(() => undefined); // no orphaned file when the row could not be written
    throw err;
  }
};

export const uploadCncModel = async (deps: Pick<Deps, 'db' | 'clock' | 'config'>, input: FileInput): Promise<CncModel> => {
  let analysis;
  let preview;
  try {
    ({ analysis, preview } = await readCadInWorker(input.bytes));
  } catch (err) {
    if (err instanceof CadReadError) throw cadError(err.reason);
    throw err;
  }
  const { id, name } = await store(deps, input, 'cad', analysis.format === 'step' ? 'step' : 'iges', analysis);
  // the preview goes to the page once and is not stored: the model itself is, and could be read again
  return { file_id: id, name, size: input.bytes.length, analysis, preview_stl: Buffer.from(preview.buffer, preview.byteOffset, preview.byteLength).toString('base64') };
};

const isPdf = (bytes: Buffer): boolean => bytes.subarray(0, 1024).includes('%PDF-') && bytes.subarray(0, 5).toString('latin1').replace(/^[\s\uFEFF]+/, '').startsWith('%PDF-');

export const uploadCncDrawing = async (deps: Pick<Deps, 'db' | 'clock' | 'config'>, input: FileInput): Promise<CncDrawing> => {
  if (input.bytes.length > DRAWING_MAX_BYTES || !isPdf(input.bytes)) {
    throw new AppError(ApiCode.validation, 422, 'errors.drawingNotPdf', 'Please upload the drawing as a PDF file of at most 20 MB.');
  }
  const { id, name } = await store(deps, input, 'drawing', 'pdf', { format: 'pdf' });
  return { file_id: id, name, size: input.bytes.length };
};
