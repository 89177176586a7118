// POST /v1/drop-ship/lists: an address list is read in the capped BOM worker (the same reader: content sniffed, CSV
// by papaparse, XLS/XLSX by SheetJS with dense sheets and a row cap, limits checked before the work) and every row and
// column is checked before anything is kept (shared/rules/drop-ship.ts). A new upload starts a draft; a corrected
// re-upload names the draft (list_id) and adds its rows to the rows kept from before, so only the failed rows need to
// be sent again. The draft keeps the valid rows and the last upload's problems; nothing ships from a draft.
import { and, eq } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { dropShipLists } from '../../db/schema/index';
import { BomReadError, readBomInWorker } from '../../integrations/files/bom/index';
import { AppError, notFound } from '../../http/errors';
import { ApiCode } from '../../../shared/api';
import { checkDropShipList, DROP_SHIP_MAX_ROWS, type DropShipProblem, type DropShipRow } from '../../../shared/rules/drop-ship';
import type { DropShipList } from '../../../shared/contracts/drop-ship';
import { isOwnedBy } from '../../security/policy';
import { sanitiseFileName } from '../upload/present-upload';
import { availableStock, requireDropShipCustomer } from './stock';
import { presentList } from './present-list';

/** Address lists are small: 5 MB is thousands of rows more than the row cap. */
export const DROP_SHIP_MAX_BYTES = 5 * 1024 * 1024;

const fileRefused = () => new AppError(ApiCode.validation, 422, 'errors.fileTypeOrSize', 'Please upload the correct file type or size.');
const unreadable = () => new AppError(ApiCode.validation, 422, 'errors.dropShipUnreadable', 'The list could not be read: save it as .xlsx, .xls or .csv.');

interface UploadInput {
  userId: number;
  fileName: string | undefined;
  bytes: Buffer;
  listId?: number;
}

/** Rows of the new file whose package already holds another item in the kept rows. */
const mixedWithKept = (kept: DropShipRow[], added: DropShipRow[]): DropShipProblem[] => {
  const itemOf = new Map(kept.map((r) => [r.order_id, r.item]));
  return added.filter((r) => itemOf.has(r.order_id) && itemOf.get(r.order_id) !== r.item)
    .map((r) => ({ row: r.row, column: 'item', value: r.item, key: 'mixedItems' }));
};

export const uploadDropShipList = async (deps: Pick<Deps, 'db' | 'clock'>, input: UploadInput): Promise<DropShipList> => {
  await requireDropShipCustomer(deps.db, input.userId);
  if (input.bytes.length > DROP_SHIP_MAX_BYTES) throw fileRefused();
  let draft: typeof dropShipLists.$inferSelect | undefined;
  if (input.listId !== undefined) {
    [draft] = await deps.db.select().from(dropShipLists).where(eq(dropShipLists.id, input.listId));
    if (!isOwnedBy(input.userId, draft) || draft.status !== 'draft') throw notFound('List not found.');
  }
  const { sheet } = await readBomInWorker(input.bytes, { limits: { maxBytes: DROP_SHIP_MAX_BYTES, maxRows: DROP_SHIP_MAX_ROWS + 1 } })
    .catch((err: unknown) => {
      throw err instanceof BomReadError ? (err.reason === 'unreadable' ? unreadable() : fileRefused()) : err;
    });

  const kept = (draft?.rows as DropShipRow[] | undefined) ?? [];
  // what the kept rows already take from storage is not free for the new rows
  const { available } = await availableStock(deps.db, input.userId);
  for (const r of kept) available.set(r.item, (available.get(r.item) ?? 0) - r.quantity);
  const checked = checkDropShipList(sheet.grid, available, { truncated: sheet.truncated });
  const mixed = mixedWithKept(kept, checked.rows);
  const mixedRows = new Set(mixed.map((p) => p.row));
  const added = checked.rows.filter((r) => !mixedRows.has(r.row));
  const rows = [...kept, ...added];
  const problems = [...checked.problems, ...mixed].sort((a, b) => a.row - b.row);
  const now = deps.clock.now();
  const fileName = sanitiseFileName(input.fileName);

  const [saved] = draft
    ? await deps.db.update(dropShipLists).set({ rows, problems, fileName, updatedAt: now })
      .where(and(eq(dropShipLists.id, draft.id), eq(dropShipLists.status, 'draft'))).returning()
    : await deps.db.insert(dropShipLists).values({ userId: input.userId, status: 'draft', fileName, rows, problems, createdAt: now, updatedAt: now }).returning();
  if (!saved) throw notFound('List not found.');
  return presentList(saved, [], false);
};
