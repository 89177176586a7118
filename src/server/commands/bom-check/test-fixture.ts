// Test fixture (API tests and journeys' data preparation only): a PCBA cart item stored the way POST
// /v1/cart/add-pcba stores one (cart_items product 1511 waiting for quotation, pcba_items, pcba_bom_lines), written
// directly so the BOM check can be tested without the BOM upload and matcher in front of it.
import crypto from 'node:crypto';
import type { DbOrTx } from '../../db/client';
import { cartItems, pcbaBomLines, pcbaItems } from '../../db/schema/index';
import { ProductId } from '../../../shared/ids';
import { CartItemStatus } from '../../../shared/status/cart-item';
import type { BomPart, BomStatus } from '../../../shared/pcba/bom-line';

export interface FixtureLine {
  status: BomStatus;
  designators: string[];
  mpn?: string;
  value?: string;
  footprint?: string;
  manufacturer?: string;
  description?: string;
  /** Parts per board (default: one per designator). */
  quantity?: number;
  suggestions?: BomPart[];
  partSku?: string;
  unitMicros?: bigint;
  purchaseLink?: string;
}

export interface FixtureItem {
  userId: number;
  boards: number;
  lines: FixtureLine[];
  name?: string;
  createdAt: Date;
}

/** A PCB lot larger than the assembly quantity (the boards' rule, src/shared/rules/pcba.ts). */
const pcbQuantity = (boards: number): number => [5, 10, 15, 20, 25, 30, 50, 75, 100, 125, 150, 200, 250, 300, 400, 500, 600, 700, 800, 900, 1000].find((q) => q > boards) ?? boards + 100;

export const insertPcbaItem = async (db: DbOrTx, f: FixtureItem): Promise<number> => {
  const [item] = await db
    .insert(cartItems)
    .values({
      userId: f.userId, productId: ProductId.PCBA, tier: 0, name: f.name ?? 'PCB assembly', params: { width: 50, height: 50, sizeConfirmed: true, quantity: pcbQuantity(f.boards) }, priceLines: [], buildDays: 10, weightGrams: 100,
      quantity: f.boards, status: CartItemStatus.Quotation, requestId: crypto.randomUUID(), createdAt: f.createdAt, updatedAt: f.createdAt,
    })
    .returning({ id: cartItems.id });
  if (!item) throw new Error('cart item not inserted');
  await db.insert(pcbaItems).values({ cartItemId: item.id, options: { quantity: f.boards, sides: 1 }, bomHeaderRow: 0, bomMapping: {} });
  await db.insert(pcbaBomLines).values(
    f.lines.map((l, i) => ({
      cartItemId: item.id, lineNo: i + 1, fileRow: i + 2, designators: l.designators, quantity: l.quantity ?? l.designators.length,
      mpn: l.mpn ?? '', manufacturer: l.manufacturer ?? '', value: l.value ?? '', footprint: l.footprint ?? '', description: l.description ?? '',
      status: l.status, choice: 'match', partSku: l.partSku ?? null, unitMicros: l.unitMicros ?? null, suggestions: l.suggestions ?? [],
      purchaseLink: l.purchaseLink ?? '',
    })),
  );
  return item.id;
};
