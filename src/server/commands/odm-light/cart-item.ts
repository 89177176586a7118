// POST /v1/cart/add-odm-light, .../odm-light/cart-detail and .../odm-light/cart-update (issue 13). The item is priced
// by the engine (Active 1) with the stored table, like a standard cable; checkout keeps the stored price of such an
// item (checkout/price-selection.ts), so an update re-prices it here. Same add transaction as every product (the
// customer's row locked, request_id idempotent, history row). Another customer's item, a removed or ordered one,
// or an item of another product answers 404.
import { and, eq, isNull } from 'drizzle-orm';
import type { Deps } from '../../deps';
import type { DbOrTx } from '../../db/client';
import { cartItems } from '../../db/schema/index';
import type { CartItem } from '../../../shared/contracts/cart';
import type { OdmLightCartDetail } from '../../../shared/contracts/odm-light';
import { CartItemStatus } from '../../../shared/status/cart-item';
import { ProductId } from '../../../shared/ids';
import { odmControlStates, odmLightValuesSchema, type OdmLightValues } from '../../../shared/rules/odm-light';
import { priceOdmLight } from '../../../shared/pricing/odm-light';
import { conflict, notFound } from '../../http/errors';
import { owned } from '../../security/policy';
import { linesDto } from '../quote/quote-engine';
import { addOnce, insertActiveCartItem, presentCartItem } from '../cart/insert-active-item';
import { loadOdmLightTables } from './tables';
import { settledValues } from './configurator';

export const ODM_LIGHT_NAME = 'ODM light (XIAO device)';

const priced = async (db: DbOrTx, values: OdmLightValues) => {
  const p = priceOdmLight(values, await loadOdmLightTables(db));
  return {
    params: values, priceLines: linesDto(p.lines), totalCents: p.total, unitCents: p.total / BigInt(Math.max(1, values.quantity)),
    buildDays: p.buildDays, weightGrams: p.weightGrams, quantity: values.quantity,
  };
};

export const addOdmLightToCart = async (
  deps: Pick<Deps, 'db' | 'clock'>,
  req: { userId: number; values: OdmLightValues; requestId: string },
): Promise<CartItem> => {
  const values = settledValues(req.values, 'cart');
  return deps.db.transaction(async (tx) => addOnce(tx, req.userId, req.requestId, async () => {
    const now = deps.clock.now();
    const row = await insertActiveCartItem(tx, {
      userId: req.userId, productId: ProductId.OdmV1, name: ODM_LIGHT_NAME, ...(await priced(tx, values)),
      status: CartItemStatus.Active, requestId: req.requestId,
    }, { actor: 'customer', actorId: req.userId, now });
    return presentCartItem(tx, row);
  }));
};

/** The customer's live ODM light item (locked for an update). */
const findOwnItem = async (db: DbOrTx, userId: number, cartId: number, lock: boolean) => {
  const q = db.select().from(cartItems).where(and(eq(cartItems.id, cartId), eq(cartItems.productId, ProductId.OdmV1), isNull(cartItems.cancelledAt)));
  const [row] = lock ? await q.for('update') : await q;
  return owned(userId, row, () => notFound('Cart item not found.'));
};

const detail = async (db: DbOrTx, row: typeof cartItems.$inferSelect): Promise<OdmLightCartDetail> => {
  // the stored configuration passed the schema when it was written; read it with the schema's defaults all the same
  const values = odmLightValuesSchema.parse(row.params);
  return { item: await presentCartItem(db, row), values, states: odmControlStates(values) };
};

export const odmLightCartDetail = async ({ db }: Pick<Deps, 'db'>, userId: number, cartId: number): Promise<OdmLightCartDetail> =>
  detail(db, await findOwnItem(db, userId, cartId, false));

export const updateOdmLightItem = async (
  deps: Pick<Deps, 'db' | 'clock'>,
  req: { userId: number; cartId: number; values: OdmLightValues },
): Promise<OdmLightCartDetail> => {
  const values = settledValues(req.values, 'cart');
  return deps.db.transaction(async (tx) => {
    const row = await findOwnItem(tx, req.userId, req.cartId, true);
    if (row.status !== CartItemStatus.Active) throw conflict('errors.cartItemNotEditable', 'This item can no longer be changed.');
    const [next] = await tx.update(cartItems).set({ ...(await priced(tx, values)), updatedAt: deps.clock.now() }).where(eq(cartItems.id, row.id)).returning();
    if (!next) throw notFound('Cart item not found.');
    return detail(tx, next);
  });
};
