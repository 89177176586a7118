// Prices a PCB assembly cart item from what is stored (issue 11 "Price", "After the order"): the PCB values and
// tier on cart_items, the options on pcba_items, the BOM lines with their stored status, choice and unit price on
// pcba_bom_lines, and the price tables in the database. The one place a PCBA item gets its price and its status:
// POST /v1/cart/add-pcba calls it after inserting the lines, the staff BOM check after settling a line.
//
// - The bare boards are priced by the PCB engine as the assembly's own first design (the bare-PCB specials of the
//   cart do not count PCBA items, and a PCBA item does not use them up), so page and server agree whatever else is
//   in the cart.
// - Each stored line becomes an engine component: consigned → no part cost; confirmed with a stored unit price →
//   that price at the build quantity (from our library when it names a catalogue part, bought otherwise);
//   pending → library part without a price; unavailable → bought, without a price. Basic parts come from the
//   catalogue's library type (the startup line charges extended ones).
// - The automatic coupon (spec services §9, pcbaCouponFor): a `pcba_coupon` line taking the table's percent off the
//   assembly charges (startup, stencil, consumptive, assembly, operation and the minimum top-up); not off the
//   boards, the parts (bought at cost) or the options. docs/pcba.md "In the cart".
// - Status: Active when every line is confirmed, every bought part has a price and no manual quote is needed;
//   otherwise Quotation, with the lines as far as they are priced and no total (the cart shows it waiting).
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Deps } from '../../deps';
import type { Tx } from '../../db/client';
import { cartItems, oplParts, pcbaBomLines, pcbaItems } from '../../db/schema/index';
import { conflict, notFound } from '../../http/errors';
import { divRound } from '../../../shared/money';
import { PcbTier, ProductId } from '../../../shared/ids';
import { CartItemStatus, cartTransitionBlock, type CartActor, type CartItemStatusValue } from '../../../shared/status/cart-item';
import { pcbValuesSchema } from '../../../shared/rules/pcb';
import { pcbaOptionsSchema, type PcbaOptions } from '../../../shared/rules/pcba';
import { pricePcb } from '../../../shared/pricing/pcb';
import { pricePcba, type PcbaComponentInput } from '../../../shared/pricing/pcba';
import { pcbaCouponFor, type CouponPart } from '../../../shared/pricing/pcba-coupon';
import type { PcbaTables } from '../../../shared/pricing/pcba-tables';
import { sumLines, type PriceLine } from '../../../shared/pricing/lines';
import type { PcbTierValue } from '../../../shared/params/pcb-options';
import { loadPriceTables } from '../quote/price-tables';
import { linesDto } from '../quote/quote-engine';
import type { CartItemRow } from '../cart/present-cart-item';
import { recordCartHistory } from '../cart/transition';
import { notifyIfQuotationWaiting } from '../cart/quotation-waiting';

export interface PcbaActor {
  type: CartActor;
  id: number | null;
}

type StoredLine = typeof pcbaBomLines.$inferSelect;

/** The lines the coupon's assembly charges are made of (pricing/pcba.ts). */
const ASSEMBLY_CHARGE_KEYS = new Set<PriceLine['key']>(['startup', 'stencil', 'consumptive', 'assembly', 'operation', 'pcba_minimum']);

/** The PCB engine's context for the boards of an assembly: priced as a first design (see the file comment). */
const ASSEMBLY_BOARD_CONTEXT = { designIndexInOrder: 0, threePieceSpecialUsed: false };

interface CatalogueFacts {
  basic: boolean;
  coupon: CouponPart;
}

/** Library type and coupon text of the catalogue parts the lines name (one query). */
const catalogueFacts = async (tx: Tx, lines: readonly StoredLine[]): Promise<Map<string, CatalogueFacts>> => {
  const skus = [...new Set(lines.map((l) => l.partSku).filter((s): s is string => s !== null && s !== ''))];
  if (skus.length === 0) return new Map();
  const rows = await tx
    .select({ sku: oplParts.sku, mpn: oplParts.mpn, description: oplParts.description, libraryType: oplParts.libraryType })
    .from(oplParts)
    .where(inArray(oplParts.sku, skus));
  return new Map(rows.map((r) => [r.sku, { basic: r.libraryType === 'basic', coupon: { mpn: r.mpn, sku: r.sku, description: r.description } }]));
};

/** One stored line as the engine prices it. */
export const componentOfStoredLine = (line: StoredLine, facts: CatalogueFacts | undefined): PcbaComponentInput => {
  const priced = line.status === 'confirmed' && line.unitMicros !== null;
  const fromLibrary = line.partSku !== null && line.partSku !== '';
  return {
    quantityPerBoard: line.quantity,
    basic: facts?.basic ?? false,
    source: line.choice === 'consigned'
      ? 'consigned'
      : line.status === 'unavailable' || (line.status === 'confirmed' && !fromLibrary)
        ? 'sourced'
        : 'opl',
    tiers: priced ? [{ fromQuantity: 1, unitMicros: line.unitMicros! }] : [],
  };
};

/** What the coupon looks at: the catalogue part when the line has one, else what the customer wrote. */
const couponPartOf = (line: StoredLine, facts: CatalogueFacts | undefined): CouponPart =>
  facts?.coupon ?? { mpn: line.suppliedMpn || line.mpn, sku: '', description: line.description };

export interface StoredPcbaPrice {
  lines: PriceLine[];
  /** Null while the item waits for quotation. */
  totalCents: bigint | null;
  unitCents: bigint | null;
  buildDays: number;
  weightGrams: number;
  quantity: number;
  status: typeof CartItemStatus.Active | typeof CartItemStatus.Quotation;
  /** The automatic coupon's percent when it applied. */
  couponPercent: number | null;
}

/** The coupon line: percent of the assembly charges, negative; null when no part qualifies. */
export const pcbaCouponLine = (lines: readonly PriceLine[], parts: readonly CouponPart[], coupon: PcbaTables['coupon']): PriceLine | null => {
  const hit = pcbaCouponFor(parts, coupon);
  if (!hit) return null;
  const charges = sumLines(lines.filter((l) => ASSEMBLY_CHARGE_KEYS.has(l.key)));
  const off = divRound(charges * BigInt(hit.percent), 100n);
  return off > 0n ? { key: 'pcba_coupon', amount: -off } : null;
};

/** Prices an item from its stored rows (pure apart from reading them). */
export const priceStoredPcbaRows = async (
  tx: Tx, row: CartItemRow, options: PcbaOptions, lines: readonly StoredLine[],
): Promise<StoredPcbaPrice> => {
  const tables = await loadPriceTables(tx);
  const tier = (row.tier ?? PcbTier.Normal) as PcbTierValue;
  const values = pcbValuesSchema.parse(row.params);
  const pcb = pricePcb(tier, values, tables.pcb, ASSEMBLY_BOARD_CONTEXT);
  const facts = await catalogueFacts(tx, lines);
  const factsOf = (l: StoredLine) => (l.partSku ? facts.get(l.partSku) : undefined);
  const price = pricePcba(
    {
      quantity: options.quantity,
      sides: options.sides,
      smtJoints: options.smtJoints,
      thtJoints: options.thtJoints,
      components: lines.map((l) => componentOfStoredLine(l, factsOf(l))),
      expedited: options.expedited,
      dfa: options.dfa,
      functionTest: options.functionTest,
      certificationMechanical: options.certificationMechanical,
      pcb: { lines: pcb.lines, buildDays: pcb.buildDays, manualQuote: pcb.manualQuote },
    },
    tables.pcba,
  );
  const couponParts = lines.filter((l) => l.choice !== 'consigned').map((l) => couponPartOf(l, factsOf(l)));
  const coupon = pcbaCouponLine(price.lines, couponParts, tables.pcba.coupon);
  const priceLines = coupon ? [...price.lines, coupon] : price.lines;
  const total = sumLines(priceLines);
  const settled = lines.every((l) => l.status === 'confirmed');
  const active = settled && price.unpricedComponents === 0 && !price.manualQuote;
  return {
    lines: priceLines,
    totalCents: active ? total : null,
    unitCents: active ? total / BigInt(Math.max(1, options.quantity)) : null,
    buildDays: price.buildDays,
    weightGrams: pcb.weightGrams,
    quantity: options.quantity,
    status: active ? CartItemStatus.Active : CartItemStatus.Quotation,
    couponPercent: coupon ? tables.pcba.coupon.percent : null,
  };
};

/** Reads the item's rows, the cart item locked; 404 when it is not a PCBA item. */
const loadStored = async (tx: Tx, cartItemId: number) => {
  const [row] = await tx.select().from(cartItems).where(eq(cartItems.id, cartItemId)).for('update');
  if (!row || row.productId !== ProductId.PCBA) throw notFound('Cart item not found.');
  const [item] = await tx.select().from(pcbaItems).where(eq(pcbaItems.cartItemId, cartItemId));
  if (!item) throw notFound('Cart item not found.');
  const lines = await tx.select().from(pcbaBomLines).where(eq(pcbaBomLines.cartItemId, cartItemId)).orderBy(pcbaBomLines.lineNo);
  return { row, options: pcbaOptionsSchema.parse(item.options), lines };
};

const REPRICE_REFUSED = 'errors.cartTransitionForbidden';

/**
 * Prices the item and writes the result. `created`: the item was just inserted (add-pcba), so the history row is
 * its creation (from null) and any status is allowed; otherwise the item must be live and Active or Quotation (a
 * staff quote, an ordered or removed item keeps its price), and the status move follows the cart state machine.
 */
export const applyStoredPcbaPrice = async (
  tx: Tx, deps: Pick<Deps, 'clock' | 'config'>, cartItemId: number, actor: PcbaActor, reason: string, created: boolean,
): Promise<CartItemRow> => {
  const { row, options, lines } = await loadStored(tx, cartItemId);
  const before = row.status as CartItemStatusValue;
  if (!created) {
    if (row.cancelledAt !== null || (before !== CartItemStatus.Active && before !== CartItemStatus.Quotation)) {
      throw conflict(REPRICE_REFUSED, 'This cart item cannot change now.');
    }
  }
  const price = await priceStoredPcbaRows(tx, row, options, lines);
  // The engine decides the status: the move is the system's, whoever settled the line that caused it.
  if (!created && before !== price.status) {
    const block = cartTransitionBlock(before, price.status, 'system');
    if (block) throw conflict(block, 'This cart item cannot change now.');
  }
  const now = deps.clock.now();
  const [updated] = await tx
    .update(cartItems)
    .set({
      priceLines: linesDto(price.lines),
      totalCents: price.totalCents,
      unitCents: price.unitCents,
      buildDays: price.buildDays,
      weightGrams: price.weightGrams,
      quantity: price.quantity,
      status: price.status,
      updatedAt: now,
    })
    .where(and(eq(cartItems.id, row.id), eq(cartItems.status, row.status), isNull(cartItems.cancelledAt)))
    .returning();
  if (!updated) throw conflict(REPRICE_REFUSED, 'This cart item cannot change now.');
  await recordCartHistory(tx, {
    cartItemId: row.id, from: created ? null : before, to: price.status, actor: actor.type, actorId: actor.id, reason, now,
  });
  await notifyIfQuotationWaiting(tx, deps.config, updated, created ? null : before, now);
  return updated;
};

/**
 * Re-prices a PCBA cart item from its stored rows and sets its status (Active when every line is confirmed and
 * priced and no manual quote is needed, else Quotation), with a cart history row. Call it inside the transaction
 * that changed the lines. Throws 404 for an item that is not PCBA, 409 for one that is no longer Active or
 * Quotation (ordered, removed, quoted by staff).
 */
export const repriceStoredPcba = async (
  tx: Tx,
  deps: Pick<Deps, 'clock' | 'config'>,
  cartItemId: number,
  actor: { type: 'customer' | 'staff' | 'system'; id: number | null },
  reason: string,
): Promise<void> => {
  await applyStoredPcbaPrice(tx, deps, cartItemId, actor, reason, false);
};
