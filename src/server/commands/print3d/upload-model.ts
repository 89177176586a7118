// POST /v1/print3d/model: read and measure the customer's model in the mesh worker (typed by content: STL, OBJ,
// 3MF; 10 MB, services §5), then keep it with its analysis in the uploads table as kind 'model3d'. A file that
// cannot be read stores nothing. GET /v1/print3d/model/:id answers the owner's stored model (another's: 404).
import crypto from 'node:crypto';
import type { Deps } from '../../deps';
import type { DbOrTx } from '../../db/client';
import { uploads } from '../../db/schema/index';
import { DEFAULT_MESH_LIMITS, MeshReadError, readModelInWorker } from '../../integrations/files/mesh/index';
import { newStorageKey, storageFor } from '../../integrations/storage/index';
import type { ModelAnswer } from '../../../shared/contracts/print3d';
import type { MeshAnalysis } from '../../../shared/print3d/analysis';
import { findOwnUpload, type UploadRow } from '../upload/find-upload';
import { sanitiseFileName } from '../upload/present-upload';
import { modelError } from './model-error';

export const MODEL_KIND = 'model3d';

interface ModelInput {
  ownerId: number;
  fileName: string | undefined;
  bytes: Buffer;
}

const present = (row: Pick<UploadRow, 'id' | 'originalName' | 'sizeBytes' | 'analysis'>): ModelAnswer => ({
  file_id: row.id,
  name: row.originalName,
  size_bytes: row.sizeBytes,
  analysis: row.analysis as MeshAnalysis,
});

export const uploadModel = async (deps: Pick<Deps, 'db' | 'clock' | 'config'>, input: ModelInput): Promise<ModelAnswer> => {
  // the cap before any work, also in the worker
  if (input.bytes.length > DEFAULT_MESH_LIMITS.maxBytes) throw modelError('tooLarge');
  let analysis: MeshAnalysis;
  try {
    ({ analysis } = await readModelInWorker(input.bytes));
  } catch (err) {
    if (err instanceof MeshReadError) throw modelError(err.reason);
    throw err;
  }
  const storage = storageFor(deps.config);
  const key = newStorageKey(analysis.format === '3mf' ? '3mf' : analysis.format === 'obj' ? 'obj' : 'stl');
  await storage.put(key, input.bytes);
  try {
    const now = deps.clock.now();
    const [row] = await deps.db
      .insert(uploads)
      .values({
        id: crypto.randomUUID(),
        ownerId: input.ownerId,
        kind: MODEL_KIND,
        originalName: sanitiseFileName(input.fileName),
        sizeBytes: input.bytes.length,
        sha256: crypto.createHash('sha256').update(input.bytes).digest('hex'),
        storageKey: key,
        status: 'analysed',
        analysis,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!row) throw new Error('model upload row not written');
    return present(row);
  } catch (err) {
    await storage.delete(key).catch(() => undefined); // no orphaned file when the row could not be written
    throw err;
  }
};

/** The owner's model (kind 'model3d' only: a Gerber upload's id answers 404 here). */
export const findOwnModel = async (db: DbOrTx, ownerId: number, id: string): Promise<UploadRow> => findOwnUpload(db, ownerId, id, [MODEL_KIND]);

export const getModel = async (deps: Pick<Deps, 'db'>, ownerId: number, id: string): Promise<ModelAnswer> => present(await findOwnModel(deps.db, ownerId, id));
