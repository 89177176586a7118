// The one way a live cart item comes into being, shared by every product's add (PCB/stencil, 3D printing, CNC and
// cable, ODM light, kitting, a catalogue part) and by the items staff or a flow create (an accepted ODM quote,
// drop-shipping fees): the row and its "created" history row (null `from`) in the caller's transaction, so no item
// exists without its history. The adds run inside `addOnce`: the customer's row locked, so adds run one after the
// other (specials, idempotency), and an earlier add with the same request id answered again (a double click adds
// one item). Pricing, guards and notifications stay with each product: they differ, the write does not.
import { and, eq } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { cartItems, users } from '../../db/schema/index';
import type { CartItem } from '../../../shared/contracts/cart';
import type { CartActor, CartItemStatusValue } from '../../../shared/status/cart-item';
import { presentCartItems, type CartItemRow } from './present-cart-item';
import { recordCartHistory } from './transition';

/** The columns an add chooses; the ones most products leave empty default to empty. */
export type NewCartItem = Omit<typeof cartItems.$inferInsert, 'id' | 'status' | 'createdAt' | 'updatedAt' | 'cancelledAt'> & {
  status: CartItemStatusValue;
};

/** Who creates the item, why (the history's reason) and when (the injected clock's time). */
export interface AddedBy {
  actor: CartActor;
  actorId: number | null;
  /** Defaults to the customer's own add. */
  reason?: string;
  now: Date;
}

/** The history reason of a customer's add. */
export const ADDED_REASON = 'added to the cart';

/** The shipping country as the cart stores it (the form sends a code or a number). */
export const storedCountry = (country: string | number | undefined): string | null => (country === undefined ? null : String(country));

/** Locks the customer's row: adds run one after the other (specials, idempotency). */
export const lockCustomer = async (tx: Tx, userId: number): Promise<void> => {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
};

/** One row in the answer's item shape. */
export const presentCartItem = async (db: DbOrTx, row: CartItemRow): Promise<CartItem> => {
  const [item] = await presentCartItems(db, [row]);
  if (!item) throw new Error('cart item not presented');
  return item;
};

/** The item an earlier add with this request id made, if any (a double click adds one item). */
export const existing = async (tx: Tx, userId: number, requestId: string): Promise<CartItem | null> => {
  const [row] = await tx.select().from(cartItems).where(and(eq(cartItems.userId, userId), eq(cartItems.requestId, requestId)));
  if (!row) return null;
  const [item] = await presentCartItems(tx, [row]);
  return item ?? null;
};

/** Runs `add` with the customer's row locked, unless this request id already added its item: then that item. */
export const addOnce = async (tx: Tx, userId: number, requestId: string, add: () => Promise<CartItem>): Promise<CartItem> => {
  await lockCustomer(tx, userId);
  return (await existing(tx, userId, requestId)) ?? add();
};

/** Writes the item and its creation history row; answers the stored row. */
export const insertActiveCartItem = async (tx: Tx, values: NewCartItem, by: AddedBy): Promise<CartItemRow> => {
  const [row] = await tx
    .insert(cartItems)
    .values({
      tier: null, uploadId: null, special: null, warnings: [], country: null, carrier: null,
      ...values,
      createdAt: by.now,
      updatedAt: by.now,
    })
    .returning();
  if (!row) throw new Error('cart item not written');
  await recordCartHistory(tx, {
    cartItemId: row.id, from: null, to: values.status, actor: by.actor, actorId: by.actorId, reason: by.reason ?? ADDED_REASON, now: by.now,
  });
  return row;
};
