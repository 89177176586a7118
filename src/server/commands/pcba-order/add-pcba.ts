// POST /v1/cart/add-pcba (issue 11 "Price"): a PCB assembly into the cart, priced by the server. The page sends what
// the customer chose; the server does the rest itself:
// - the board: the PCB rules and the Gerber upload (owned, a Gerber), Normal or Advance tier (a premium board goes
//   through the premium page's manual quote); the PCB quantity must be larger than the PCBA quantity (services §5);
// - the BOM: the owner's stored file read again in the capped worker with the customer's mapping, matched, the
//   customer's choices applied (./bom-for-order.ts);
// - the placement (optional): the owner's placement upload checked against the lines (problems are warnings), the
//   rotations and convention stored as sent;
// - the price and status: ./price-stored.ts, the one function that prices a stored PCBA item.
// The heavy reading runs before the transaction; inside it the customer is locked as in add-to-cart.ts, so a repeat
// of the same request_id answers the item the first one added.
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Deps } from '../../deps';
import type { Tx } from '../../db/client';
import { cartItems, pcbaBomLines, pcbaItems } from '../../db/schema/index';
import { ApiCode } from '../../../shared/api';
import { AppError, invalid } from '../../http/errors';
import { PcbTier, ProductId } from '../../../shared/ids';
import { CartItemStatus } from '../../../shared/status/cart-item';
import type { pcbaCartBodySchema, PcbaCartItem } from '../../../shared/contracts/pcba-order';
import type { QuoteProblem } from '../../../shared/contracts/quote';
import type { UploadAnalysis } from '../../../shared/contracts/upload';
import type { PcbTierValue } from '../../../shared/params/pcb-options';
import { validatePcbaQuantities } from '../../../shared/rules/pcba';
import { checkPlacement, type PlacementRead } from '../../../shared/pcba/placement/index';
import { loadPriceTables } from '../quote/price-tables';
import { assertQuotable, fileProblems, nonBlocking, validateQuote, type QuoteInput } from '../quote/quote-engine';
import { findOwnUpload } from '../upload/find-upload';
import { uploadError } from '../upload/upload-errors';
import { buildOrderLines, findOwnBomFile, settleOrderLines, type LineChoice } from './bom-for-order';
import { lockCustomer } from '../cart/insert-active-item';
import { applyStoredPcbaPrice } from './price-stored';
import { presentPcbaItem } from './present-pcba';

export type PcbaCartRequest = z.output<typeof pcbaCartBodySchema>;

export const PCBA_ITEM_NAME = 'PCB Assembly';

const FIELD_OF_RULE: Record<string, string> = { pcbaQuantity: 'options.quantity', pcbQuantity: 'values.quantity' };

const existing = async (tx: Tx, userId: number, requestId: string): Promise<PcbaCartItem | null> => {
  const [row] = await tx.select().from(cartItems).where(and(eq(cartItems.userId, userId), eq(cartItems.requestId, requestId)));
  return row ? presentPcbaItem(tx, row) : null;
};

/** The placement problems (designators missing, extra or twice) as the item's warnings. */
const placementWarnings = (read: PlacementRead | null, lines: Parameters<typeof checkPlacement>[1]): QuoteProblem[] =>
  read && Array.isArray(read.placements)
    ? checkPlacement(read.placements, lines).map((p) => ({
        field: 'placement', key: p.key, params: { designators: (p.designators ?? []).join(', ') }, severity: 'warning' as const,
      }))
    : [];

export const addPcbaToCart = async (deps: Pick<Deps, 'db' | 'clock' | 'config'>, userId: number, body: PcbaCartRequest): Promise<PcbaCartItem> => {
  if (body.tier === PcbTier.Premium) throw invalid({ tier: 'validation.invalid' }, 'A premium board is quoted by hand: use the premium PCB/PCBA page.');
  const input: QuoteInput = { product: 'pcb', tier: body.tier as PcbTierValue, values: body.values };
  assertQuotable(validateQuote(input), 'cart');
  const tables = await loadPriceTables(deps.db);
  const quantityProblems = validatePcbaQuantities({ pcbQuantity: body.values.quantity, pcbaQuantity: body.options.quantity }, tables.pcba.maxQuantity);
  if (quantityProblems.length > 0) {
    throw new AppError(ApiCode.validation, 400, 'errors.validation', 'Please check the highlighted fields.',
      Object.fromEntries(quantityProblems.map((p) => [FIELD_OF_RULE[p.field] ?? p.field, p.key])));
  }

  const repeat = await deps.db.transaction((tx) => existing(tx, userId, body.request_id));
  if (repeat) return repeat;

  // Every file must be the customer's own: another customer's id answers 404 before anything is read.
  const gerber = await findOwnUpload(deps.db, userId, body.file_id);
  if (gerber.kind !== 'gerber') throw uploadError('wrongKind', { file_id: 'upload.wrongKind' });
  const problems = [...validateQuote(input), ...fileProblems(input, gerber.analysis as UploadAnalysis | null)];
  assertQuotable(problems, 'cart');
  const bomFile = await findOwnBomFile(deps.db, userId, body.bom.file_id);
  const placement = body.placement ? await findOwnUpload(deps.db, userId, body.placement.file_id, ['placement']) : null;

  const lines = await buildOrderLines(deps, bomFile, body.bom.header_row, body.bom.mapping);
  const settled = await settleOrderLines(deps.db, lines, body.bom.choices as LineChoice[], body.options.quantity);
  const warnings = [...nonBlocking(problems, 'cart'), ...placementWarnings(placement ? (placement.analysis as PlacementRead | null) : null, lines)];

  return deps.db.transaction(async (tx) => {
    await lockCustomer(tx, userId);
    const again = await existing(tx, userId, body.request_id);
    if (again) return again;
    const now = deps.clock.now();
    // Priced below by applyStoredPcbaPrice, which sets the lines, totals, days, weight and status.
    const [row] = await tx
      .insert(cartItems)
      .values({
        userId, productId: ProductId.PCBA, tier: body.tier, name: PCBA_ITEM_NAME, params: body.values, uploadId: gerber.id,
        priceLines: [], unitCents: null, totalCents: null, buildDays: 0, weightGrams: 0, quantity: body.options.quantity,
        status: CartItemStatus.Quotation, special: null, warnings,
        country: body.country === undefined ? null : String(body.country), carrier: body.carrier ?? null,
        requestId: body.request_id, createdAt: now, updatedAt: now,
      })
      .returning();
    if (!row) throw new Error('cart item not written');
    await tx.insert(pcbaItems).values({
      cartItemId: row.id, options: body.options, bomFileId: bomFile.id, bomHeaderRow: body.bom.header_row, bomMapping: body.bom.mapping,
      placementUploadId: placement?.id ?? null, rotations: body.placement?.rotations ?? [], rotationConvention: body.placement?.convention ?? '',
    });
    await tx.insert(pcbaBomLines).values(settled.map((l) => ({
      cartItemId: row.id, lineNo: l.lineNo, fileRow: l.line.row, designators: l.line.designators, quantity: l.line.quantity,
      mpn: l.line.mpn, manufacturer: l.line.manufacturer, value: l.line.value, footprint: l.line.footprint,
      description: l.line.description, status: l.status, choice: l.choice, partSku: l.partSku, unitMicros: l.unitMicros,
      suggestions: l.suggestions, purchaseLink: l.purchaseLink, suppliedMpn: l.suppliedMpn,
    })));
    const priced = await applyStoredPcbaPrice(tx, deps, row.id, { type: 'customer', id: userId }, 'added to the cart', true);
    return presentPcbaItem(tx, priced);
  });
};
