// A new quantity for a 3D-printed part in the cart (POST /cart/update, ../cart/update-quantity.ts): priced again from
// the stored model and the current table, in place (every 3D part has an instant price, so it stays Active).
import type { Tx } from '../../db/client';
import type { CartItemRow } from '../cart/present-cart-item';
import { updateCartItemInPlace } from '../cart/transition';
import { cartQuantity } from '../../../shared/rules/quantity';
import type { ModelUnit } from '../../../shared/print3d/analysis';
import type { Print3dProcess } from '../../../shared/pricing/print3d-tables';
import { conflict } from '../../http/errors';
import { linesDto } from '../quote/quote-engine';
import { findOwnModel } from './upload-model';
import { loadPrint3dTables } from './tables';
import { pricePart } from './price-part';

export const requantifyPrint3d = async (tx: Tx, row: CartItemRow, raw: number | string, now: Date): Promise<CartItemRow> => {
  const { tables } = await loadPrint3dTables(tx);
  const quantity = cartQuantity(raw, { min: 1, max: tables.maxQuantity, step: 1 });
  if (row.uploadId === null) throw conflict('errors.cartItemNotEditable', 'The quantity of this item cannot be changed.');
  const p = row.params as Record<string, string | number>;
  const model = await findOwnModel(tx, row.userId, row.uploadId);
  const spec = { process: String(p.process) as Print3dProcess, material: String(p.material), colour: String(p.colour), finish: String(p.finish), quantity };
  const { price, warnings, params } = pricePart(model, String(p.unit) as ModelUnit, spec, tables, 'quantity');
  return updateCartItemInPlace(tx, row, {
    params, quantity, priceLines: linesDto(price.lines), unitCents: price.unitCents, totalCents: price.total, buildDays: price.buildDays,
    weightGrams: price.weightGrams, warnings: warnings.map((w) => ({ field: w.field, key: w.key, params: w.params ?? {}, severity: w.severity })),
  }, now);
};
