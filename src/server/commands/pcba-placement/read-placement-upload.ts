// POST /v1/pcba/placement/read: read the customer's pick-and-place file and keep it with the placements read from
// it (issue 11 "Placement"), through the same storage and uploads table as design files, as kind 'placement'. A file
// without a single usable placement stores nothing. Reading is on the request thread: see read-placement.ts for why
// that is safe (capped before any work, linear).
import crypto from 'node:crypto';
import type { Deps } from '../../deps';
import { uploads } from '../../db/schema/index';
import { newStorageKey, storageFor } from '../../integrations/storage/index';
import type { PlacementReadAnswer } from '../../../shared/contracts/pcba-placement';
import { MAX_PLACEMENT_BYTES, MAX_PLACEMENT_ROWS, readPlacementFile, readPlacementGrid } from '../../../shared/pcba/placement/read-placement';
import type { PlacementRead } from '../../../shared/pcba/placement/types';
import { BomReadError, readBomInWorker } from '../../integrations/files/bom/index';
import { sniffBom } from '../../integrations/files/bom/sniff-bom';
import { sanitiseFileName } from '../upload/present-upload';
import { fileProblem, placementError } from './placement-error';

interface PlacementInput {
  ownerId: number;
  fileName: string | undefined;
  bytes: Buffer;
}

/** Header search lines the reader allows before the rows (read-placement.ts). */
const HEADER_LINES = 40;

/**
 * XLS / XLSX (JLCPCB's CPL template and some CAD tools export them): read into a grid of strings in the BOM's capped
 * worker (SheetJS, limits checked while reading), then the shared reader's grid entry point. Text goes straight to
 * the text reader. Same 2 MB cap for both, checked first.
 */
const readAny = async (bytes: Buffer, fileName: string): Promise<{ read: PlacementRead; suffix: string }> => {
  if (bytes.length > MAX_PLACEMENT_BYTES) return { read: readPlacementFile(bytes, fileName), suffix: 'txt' };
  const kind = await sniffBom(bytes);
  if (kind !== 'xls' && kind !== 'xlsx') return { read: readPlacementFile(bytes, fileName), suffix: 'txt' };
  const notText = { format: 'generic', placements: [], problems: [{ key: 'placement.notText' }] } satisfies PlacementRead;
  try {
    const { sheet } = await readBomInWorker(bytes, { limits: { maxRows: MAX_PLACEMENT_ROWS + HEADER_LINES } });
    if (sheet.truncated) return { read: { format: 'generic', placements: [], problems: [{ key: 'placement.tooManyRows' }] }, suffix: kind };
    return { read: readPlacementGrid(sheet.grid, fileName), suffix: kind };
  } catch (err) {
    if (err instanceof BomReadError) return { read: notText, suffix: kind }; // a broken or hostile workbook
    throw err;
  }
};

export const readPlacementUpload = async (deps: Pick<Deps, 'db' | 'clock' | 'config'>, input: PlacementInput): Promise<PlacementReadAnswer> => {
  const { read, suffix } = await readAny(input.bytes, input.fileName ?? '');
  if (read.placements.length === 0) throw placementError(fileProblem(read.problems.map((p) => p.key)));

  const storage = storageFor(deps.config);
  const key = newStorageKey(suffix);
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
