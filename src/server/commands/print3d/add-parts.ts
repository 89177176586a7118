// POST /v1/print3d/cart/add: the order's parts, one cart item each (product 1667), priced here from each model's
// stored analysis. One transaction with the customer's row locked, like ../cart/add-to-cart.ts; each part's
// request id is derived from the action's request_id and its position, so a double click adds the parts once.
import crypto from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { cartItems } from '../../db/schema/index';
import { ProductId } from '../../../shared/ids';
import { CartItemStatus, type CartItem } from '../../../shared/contracts/cart';
import type { Print3dPartBody } from '../../../shared/contracts/print3d';
import type { Carrier } from '../../../shared/pricing/shipping-tables';
import { linesDto } from '../quote/quote-engine';
import { presentCartItems } from '../cart/present-cart-item';
import { insertActiveCartItem, lockCustomer, storedCountry } from '../cart/insert-active-item';
import { findOwnModel } from './upload-model';
import { loadPrint3dTables } from './tables';
import { pricePart } from './price-part';

export const PRINT3D_ITEM_NAME = '3D printing';

interface AddPartsRequest {
  userId: number;
  parts: Print3dPartBody[];
  country?: string | number;
  carrier?: Carrier;
  requestId: string;
}

/** A stable UUID for part `i` of one add action. */
export const partRequestId = (requestId: string, i: number): string => {
  const h = crypto.createHash('sha256').update(`${requestId}:${i}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`;
};

export const addPrint3dParts = async (deps: Pick<Deps, 'db' | 'clock'>, req: AddPartsRequest): Promise<{ items: CartItem[] }> =>
  deps.db.transaction(async (tx) => {
    await lockCustomer(tx, req.userId);
    const ids = req.parts.map((_, i) => partRequestId(req.requestId, i));
    const before = await tx.select().from(cartItems).where(and(eq(cartItems.userId, req.userId), inArray(cartItems.requestId, ids)));
    if (before.length > 0) {
      const order = new Map(ids.map((id, i) => [id, i]));
      return { items: await presentCartItems(tx, before.sort((a, b) => (order.get(a.requestId) ?? 0) - (order.get(b.requestId) ?? 0))) };
    }
    const { tables } = await loadPrint3dTables(tx);
    const now = deps.clock.now();
    const rows = [];
    for (const [i, part] of req.parts.entries()) {
      const model = await findOwnModel(tx, req.userId, part.file_id);
      const spec = { process: part.process, material: part.material, colour: part.colour, finish: part.finish, quantity: part.quantity };
      const { price, warnings, params } = pricePart(model, part.unit, spec, tables, `parts.${i}`);
      const row = await insertActiveCartItem(tx, {
        userId: req.userId,
        productId: ProductId.Printing3D,
        name: PRINT3D_ITEM_NAME,
        params,
        uploadId: model.id,
        priceLines: linesDto(price.lines),
        unitCents: price.unitCents,
        totalCents: price.total,
        buildDays: price.buildDays,
        weightGrams: price.weightGrams,
        quantity: part.quantity,
        status: CartItemStatus.Active,
        warnings: warnings.map((w) => ({ field: w.field, key: w.key, params: w.params ?? {}, severity: w.severity })),
        country: storedCountry(req.country),
        carrier: req.carrier ?? null,
        requestId: ids[i]!,
      }, { actor: 'customer', actorId: req.userId, now });
      rows.push(row);
    }
    return { items: await presentCartItems(tx, rows) };
  });
