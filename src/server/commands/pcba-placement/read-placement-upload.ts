// POST /v1/pcba/placement/read: read the customer's pick-and-place file and keep it with the placements read from
// it (issue 11 "Placement"), through the same storage and uploads table as design files, as kind 'placement'. A file
// without a single usable placement stores nothing. Reading is on the request thread: see read-placement.ts for why
// that is safe (capped before any work, linear).
import crypto from 'node:crypto';
import type { Deps } from '../../deps';
import { uploads } from '../../db/schema/index';
import { newStorageKey, storageFor } from '../../integrations/storage/index';
import type { PlacementReadAnswer } from '../../../shared/contracts/pcba-placement';
import { readPlacementFile } from '../../../shared/pcba/placement/read-placement';
import { sanitiseFileName } from '../upload/present-upload';
import { fileProblem, placementError } from './placement-error';

interface PlacementInput {
  ownerId: number;
  fileName: string | undefined;
  bytes: Buffer;
}

export const readPlacementUpload = async (deps: Pick<Deps, 'db' | 'clock' | 'config'>, input: PlacementInput): Promise<PlacementReadAnswer> => {
  const read = readPlacementFile(input.bytes, input.fileName ?? '');
  if (read.placements.length === 0) throw placementError(fileProblem(read.problems.map((p) => p.key)));

  const storage = storageFor(deps.config);
  const key = newStorageKey('txt');
  await storage.put(key, input.bytes);
  try {
    const now = deps.clock.now();
    const name = sanitiseFileName(input.fileName);
    const [row] = await deps.db
      .insert(uploads)
      .values({
        id: crypto.randomUUID(),
        ownerId: input.ownerId,
        kind: 'placement',
        originalName: name,
        sizeBytes: input.bytes.length,
        sha256: crypto.createHash('sha256').update(input.bytes).digest('hex'),
        storageKey: key,
        status: 'analysed',
        analysis: read,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: uploads.id });
    if (!row) throw new Error('placement upload row not written');
    return { file_id: row.id, name, ...read };
  } catch (err) {
    await storage.delete(key).catch(() => undefined); // no orphaned file when the row could not be written
    throw err;
  }
};
