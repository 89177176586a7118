// Customized PCBs from the gallery in a kit (issue 13 "customized PCBs from the customer's cart or gallery"): a
// gallery project's board (the order line it was made from) that the customer may use — their own projects and
// public ones (not someone else's unlisted or staff-only project, even with its link; another answers 404). Unlike a cart item it has no price of its own, so the server prices the stored board again with
// today's tables, at the quantity it was ordered in, at the regular price (the first-design and 3-piece specials
// are for designs in an order, not for boards packed in a kit); the kit takes that unit price per board.
import { and, desc, eq, inArray, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { galleryProjects, orderLines, uploads } from '../../db/schema/index';
import type { PcbPriceContext } from '../../../shared/pricing/pcb';
import type { KitPcbList } from '../../../shared/contracts/kitting';
import { loadPriceTables } from '../quote/price-tables';
import { assertQuotable, priceQuote, validateQuote } from '../quote/quote-engine';
import { storedQuoteInput } from '../quote/stored-input';
import { galleryNotFound } from '../gallery/errors';
import { pcbSize } from './pcb-size';

type LineRow = typeof orderLines.$inferSelect;
type PriceTables = Awaited<ReturnType<typeof loadPriceTables>>;

/** No special: the board is priced as any board past the specials. */
const REGULAR: PcbPriceContext = { designIndexInOrder: Number.MAX_SAFE_INTEGER, threePieceSpecialUsed: true };

export interface GalleryBoard { projectId: number; name: string; unitCents: bigint | null; sizeMm: [number, number, number] | null }

/** One board's price today, per piece; null when it cannot be priced here (it needs a manual quote). */
const unitCentsOf = (line: LineRow, tables: PriceTables): bigint | null => {
  const input = storedQuoteInput(line);
  if (!input) return null;
  const problems = validateQuote(input);
  try {
    assertQuotable(problems, 'price');
  } catch {
    return null;
  }
  const quote = priceQuote(input, tables, REGULAR, problems);
  return quote.manualQuote ? null : quote.total / BigInt(Math.max(1, quote.quantity));
};

const boardOf = (projectId: number, name: string, line: LineRow, tables: PriceTables): GalleryBoard =>
  ({ projectId, name, unitCents: unitCentsOf(line, tables), sizeMm: pcbSize(line) });

/** Projects a kit may take a board from: the customer's own, and public ones staff have not hidden. */
const kitVisible = (userId: number | undefined) => {
  const listed = and(eq(galleryProjects.shareType, 'public'), eq(galleryProjects.hidden, false));
  return userId === undefined ? listed : or(eq(galleryProjects.userId, userId), listed);
};

const boardRows = (db: DbOrTx) =>
  db.select({ project: galleryProjects, line: orderLines, fileName: uploads.originalName })
    .from(galleryProjects)
    .innerJoin(orderLines, eq(orderLines.id, galleryProjects.orderLineId))
    .leftJoin(uploads, eq(uploads.id, orderLines.uploadId))
    .$dynamic();

/** The projects' boards in the order asked; one the customer may not use, or without a board, answers 404. */
export const findGalleryBoards = async (db: DbOrTx, userId: number | undefined, ids: readonly number[]): Promise<GalleryBoard[]> => {
  if (ids.length === 0) return [];
  const rows = await boardRows(db).where(and(inArray(galleryProjects.id, [...ids]), kitVisible(userId)));
  const found = new Map(rows.map((r) => [r.project.id, r]));
  const tables = await loadPriceTables(db);
  return ids.map((id) => {
    const r = found.get(id);
    if (!r) throw galleryNotFound();
    return boardOf(r.project.id, r.project.name, r.line, tables);
  });
};

/** GET /v1/kitting/pcbs, its `projects`: the customer's own projects with a board, then public ones (newest first). */
export const listGalleryBoards = async (db: DbOrTx, userId: number): Promise<KitPcbList['projects']> => {
  const rows = await boardRows(db).where(kitVisible(userId))
    .orderBy(desc(eq(galleryProjects.userId, userId)), desc(galleryProjects.id))
    .limit(50);
  const tables = await loadPriceTables(db);
  return rows.map(({ project, line, fileName }) => {
    const b = boardOf(project.id, project.name, line, tables);
    return {
      project_id: b.projectId, name: b.name, file_name: fileName, own: project.userId === userId,
      width: b.sizeMm?.[0] ?? 0, height: b.sizeMm?.[1] ?? 0, unit_price: b.unitCents === null ? null : b.unitCents.toString(),
    };
  });
};
