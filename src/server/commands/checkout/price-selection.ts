// Loads the customer's selected cart items and prices them again on the server (ARCHITECTURE.md "Prices are
// computed by the server"): the stored cart price and anything the browser says are never trusted. Items priced
// by the engine (Active) are re-priced with the stored tables; items whose price was set by hand (a confirmed
// manual quotation, status 5) keep that confirmed price. Items still waiting for a quotation are refused, and so is a
// PCB assembly with a BOM line not yet confirmed, whatever its status.
import { and, asc, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { cartItems, pcbaBomLines, uploads } from '../../db/schema/index';
import { ApiCode } from '../../../shared/api';
import { CartItemStatus } from '../../../shared/contracts/cart';
import { PcbTier, ProductId } from '../../../shared/ids';
import type { Warehouse } from '../../../shared/contracts/checkout';
import { AppError, notFound } from '../../http/errors';
import { linesDto, priceQuote, validateQuote } from '../quote/quote-engine';
import type { PriceTables } from '../quote/price-tables';
import { storedQuoteInput } from '../quote/stored-input';

type CartRow = typeof cartItems.$inferSelect;

export interface PricedItem {
  row: CartRow;
  productId: number;
  warehouse: Warehouse;
  name: string;
  sku: string;
  fileName: string | null;
  lines: { key: string; amount: string }[];
  unitCents: bigint;
  totalCents: bigint;
  quantity: number;
  weightGrams: number;
  buildDays: number;
}

const awaitingFiles = () =>
  new AppError(ApiCode.conflict, 409, 'errors.cartItemAwaitingFiles', 'Items waiting for their design file cannot be checked out until the file is attached.');
/** A PCB assembly with a BOM line not yet confirmed (spec services §4: Pending / Unavailable wait for the check). */
const bomOpen = () =>
  new AppError(ApiCode.conflict, 409, 'errors.cartItemBomOpen', 'A PCB assembly in your selection has parts still being checked; it can be ordered once every part is confirmed.');
const notQuoted = () =>
  new AppError(ApiCode.conflict, 409, 'errors.cartItemNotQuoted', 'Items waiting for a quotation cannot be checked out yet.');

/** PCB and stencil items ship from the Shenzhen factory; other products from the Hong Kong warehouse. */
const warehouseOf = (productId: number): Warehouse =>
  productId === ProductId.PCB || productId === ProductId.Stencil || productId === ProductId.PCBA ? 'shenzhen' : 'hongkong';

const TIER_CODES: Record<number, string> = { [PcbTier.Normal]: 'STD', [PcbTier.Advance]: 'ADV', [PcbTier.Premium]: 'PRM' };

/** The model / SKU printed on the order and invoice. */
export const skuOf = (row: CartRow): string => {
  const p = row.params as Record<string, unknown>;
  if (row.productId === ProductId.PCB) return `PCB-${String(p.layers ?? '')}L-${TIER_CODES[row.tier ?? 0] ?? 'STD'}`;
  if (row.productId === ProductId.Stencil) return `STENCIL-${String(p.size ?? '')}`;
  if (row.productId === ProductId.PCBA) return `PCBA-${String(p.layers ?? '')}L-${TIER_CODES[row.tier ?? 0] ?? 'STD'}`;
  if (row.productId === ProductId.Printing3D) return `3DP-${String(p.process ?? '').toUpperCase()}-${String(p.material ?? '').toUpperCase()}`;
  if (row.productId === ProductId.CNC) return `CNC-${String(p.material ?? '').toUpperCase()}`;
  if (row.productId === ProductId.Cable) return `CABLE-${String(p.end_a ?? '').toUpperCase()}-${String(p.end_b ?? '').toUpperCase()}`;
  if (row.productId === ProductId.Odm) return String(p.request_no ?? `ODM-${row.id}`);
  if (row.productId === ProductId.Kitting) return `KIT-${p.service === 'grove' ? 'GROVE-' : ''}${String(p.package_type ?? '').toUpperCase()}`;
  if (row.productId === ProductId.CataloguePart) return String(p.sku ?? `P${row.productId}`);
  if (row.productId === ProductId.OdmV1) return `ODM-${String(p.base ?? '').toUpperCase()}`;
  return `P${row.productId}`;
};

const PRICEABLE: readonly number[] = [CartItemStatus.Active, CartItemStatus.Confirmed];

/**
 * The selected live items of the customer, oldest first. With `lock`, the rows are locked (SELECT ... FOR UPDATE)
 * so two placements of the same cart run one after the other. Unknown, foreign or removed ids answer 404.
 */
export const loadSelection = async (tx: DbOrTx, userId: number, cartIds: readonly number[], lock: boolean): Promise<(CartRow & { fileName: string | null })[]> => {
  const ids = [...new Set(cartIds)];
  const where = and(eq(cartItems.userId, userId), inArray(cartItems.id, ids), isNull(cartItems.cancelledAt));
  const base = tx.select().from(cartItems).where(where).orderBy(asc(cartItems.createdAt), asc(cartItems.id));
  const rows = lock ? await base.for('update') : await base;
  if (rows.length !== ids.length) throw notFound('Some of the selected cart items no longer exist.');
  // Checked on the lines themselves, not only on the status: a PCBA item priced by hand (a staff quote, status
  // Confirmed) must not reach an order while a part is unchecked, since the lines are never re-priced after the
  // order (bom-check/settle-line.ts refuses an ordered item).
  const assemblies = rows.filter((r) => r.productId === ProductId.PCBA).map((r) => r.id);
  if (assemblies.length > 0) {
    const [open] = await tx.select({ id: pcbaBomLines.id }).from(pcbaBomLines)
      .where(and(inArray(pcbaBomLines.cartItemId, assemblies), ne(pcbaBomLines.status, 'confirmed'))).limit(1);
    if (open) throw bomOpen();
  }
  const uploadIds = rows.map((r) => r.uploadId).filter((u): u is string => u !== null);
  const names = uploadIds.length
    ? await tx.select({ id: uploads.id, name: uploads.originalName }).from(uploads).where(inArray(uploads.id, uploadIds))
    : [];
  const nameOf = new Map(names.map((n) => [n.id, n.name]));
  return rows.map((r) => ({ ...r, fileName: r.uploadId ? (nameOf.get(r.uploadId) ?? null) : null }));
};


/** Prices the selection as one order: the PCB specials count the designs of this order (spec services §9). */
export const priceSelection = (rows: readonly (CartRow & { fileName: string | null })[], tables: PriceTables): PricedItem[] => {
  let designIndex = 0;
  let threePieceUsed = false;
  return rows.map((row) => {
    if (row.status === CartItemStatus.AwaitingFiles) throw awaitingFiles();
    if (!PRICEABLE.includes(row.status)) throw notQuoted();
    const base = {
      row, productId: row.productId, warehouse: warehouseOf(row.productId), name: row.name, sku: skuOf(row),
      fileName: row.fileName, quantity: row.quantity, weightGrams: row.weightGrams, buildDays: row.buildDays,
    };
    // A confirmed manual quotation is the price the staff set: it is kept as confirmed.
    const input = row.status === CartItemStatus.Confirmed ? null : storedQuoteInput(row);
    if (!input) {
      if (row.totalCents === null || row.unitCents === null) throw notQuoted();
      return { ...base, lines: row.priceLines as PricedItem['lines'], unitCents: row.unitCents, totalCents: row.totalCents };
    }
    const quote = priceQuote(input, tables, { designIndexInOrder: designIndex, threePieceSpecialUsed: threePieceUsed }, validateQuote(input));
    if (quote.manualQuote) throw notQuoted();
    if (input.product === 'pcb') {
      designIndex += 1;
      if (quote.special === 'three_piece') threePieceUsed = true;
    }
    const qty = Math.max(1, quote.quantity);
    return {
      ...base,
      lines: linesDto(quote.lines),
      unitCents: quote.total / BigInt(qty),
      totalCents: quote.total,
      quantity: quote.quantity,
      weightGrams: quote.weightGrams,
      buildDays: quote.buildDays,
    };
  });
};
