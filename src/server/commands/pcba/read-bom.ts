// POST /v1/pcba/bom/read: read the BOM in its capped worker, guess the header and columns, apply the row rules
// (all shared code the page re-runs), then store the file under a random key and record it for its owner.
// A file that cannot be read stores nothing and answers the spec's message (services §8 "BOM file unreadable").
import crypto from 'node:crypto';
import type { Deps } from '../../deps';
import { bomFiles } from '../../db/schema/index';
import { BomReadError, readBomInWorker } from '../../integrations/files/bom/index';
import { newStorageKey, storageFor } from '../../integrations/storage/index';
import { findHeaderRow, guessMapping } from '../../../shared/pcba/bom-header';
import { buildLines } from '../../../shared/pcba/bom-lines';
import type { BomReadAnswer } from '../../../shared/contracts/pcba-bom';
import { sanitiseFileName } from '../upload/present-upload';
import { bomError } from './bom-errors';

interface ReadBomInput {
  ownerId: number;
  fileName: string | undefined;
  bytes: Buffer;
}

export const readBom = async (deps: Pick<Deps, 'db' | 'clock' | 'config'>, input: ReadBomInput): Promise<BomReadAnswer> => {
  const { sheet } = await readBomInWorker(input.bytes).catch((err: unknown) => {
    throw err instanceof BomReadError ? bomError(err.reason) : err;
  });
  const headerRow = findHeaderRow(sheet.grid);
  const mapping = headerRow === null ? {} : guessMapping(sheet.grid[headerRow] ?? []);
  const built = headerRow === null
    ? { lines: [], problems: [], dnpRows: [], excluded: [], combined: false }
    : buildLines(sheet.grid, headerRow, mapping, { truncated: sheet.truncated });

  const storage = storageFor(deps.config);
  const key = newStorageKey(sheet.format === 'csv' ? 'csv' : sheet.format === 'html' ? 'html' : sheet.format);
  await storage.put(key, input.bytes);
  try {
    const id = crypto.randomUUID();
    const name = sanitiseFileName(input.fileName);
    await deps.db.insert(bomFiles).values({
      id, ownerId: input.ownerId, originalName: name, sizeBytes: input.bytes.length,
      sha256: crypto.createHash('sha256').update(input.bytes).digest('hex'), storageKey: key,
      format: sheet.format, sheet: sheet.sheet, rowCount: sheet.rowCount, createdAt: deps.clock.now(),
    });
    return {
      file_id: id, name, size: input.bytes.length, format: sheet.format, sheet: sheet.sheet, row_count: sheet.rowCount,
      truncated: sheet.truncated, grid: sheet.grid, header_row: headerRow, mapping, lines: built.lines, problems: built.problems,
      dnp_rows: built.dnpRows, excluded: built.excluded, combined: built.combined,
    };
  } catch (err) {
    // No orphaned file when the row could not be written.
    await storage.delete(key).catch(() => undefined);
    throw err;
  }
};
