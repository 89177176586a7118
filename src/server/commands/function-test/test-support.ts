// Test support (API tests and the browser journey's set-up): a PCBA cart item (cart_items product 1511 + pcba_items)
// inserted directly, as POST /v1/cart/add-pcba (issue 11, another branch) would leave it, with or without the
// functional test. What the tests need of it is the product, the owner and options.functionTest.
import crypto from 'node:crypto';
import type { DbOrTx } from '../../db/client';
import { cartItemHistory, cartItems, pcbaItems } from '../../db/schema/index';
import { ProductId } from '../../../shared/ids';
import { pcbaOptionsSchema } from '../../../shared/rules/pcba';
import { CartItemStatus } from '../../../shared/status/cart-item';

interface PcbaFixture {
  functionTest?: boolean;
  /** Another product (e.g. a PCB, 835) for the refusals. */
  productId?: number;
  quantity?: number;
  now?: Date;
}

export const insertPcbaCartItem = async (db: DbOrTx, userId: number, f: PcbaFixture = {}): Promise<number> => {
  const now = f.now ?? new Date();
  const productId = f.productId ?? ProductId.PCBA;
  const quantity = f.quantity ?? 10;
  const [item] = await db
    .insert(cartItems)
    .values({
      userId, productId, tier: 0, name: productId === ProductId.PCBA ? 'PCB Assembly' : 'PCB', params: { width: 50, height: 50, quantity: 20 },
      priceLines: [{ key: 'assembly', amount: '2500' }], unitCents: 250n, totalCents: 2500n, buildDays: 9, weightGrams: 200, quantity,
      status: CartItemStatus.Active, requestId: crypto.randomUUID(), createdAt: now, updatedAt: now,
    })
    .returning({ id: cartItems.id });
  if (!item) throw new Error('cart item not inserted');
  await db.insert(cartItemHistory).values({ cartItemId: item.id, fromState: null, toState: String(CartItemStatus.Active), actorType: 'customer', actorId: userId, createdAt: now });
  if (productId === ProductId.PCBA) {
    await db.insert(pcbaItems).values({
      cartItemId: item.id, options: pcbaOptionsSchema.parse({ quantity, functionTest: f.functionTest ?? true }), bomHeaderRow: 0, bomMapping: {},
    });
  }
  return item.id;
};
