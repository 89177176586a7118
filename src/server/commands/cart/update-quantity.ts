// POST /cart/update { cart_id, quantity }: a new quantity for one of the customer's items (issue 4 §1; spec
// platform §5). The input is normalised by the shared rule (digits only; empty or 0 becomes 1) and snapped to the
// product's quantities, then the item is re-priced here with the stored tables and its own parameters; the
// browser's number is never a price. What happens by status:
// - Active: re-priced in place (or sent to Quotation, through the state machine, if the tables now want a
//   manual quote);
// - Awaiting files: re-priced in place like Active (its price shows while the file is missing), status unchanged;
// - Quotation: the quantity is stored, there is no price yet;
// - Confirming, Confirmed, Rejected: the staff quote was for the old quantity, so a different quantity asks for
//   a new quote (→ Quotation, price cleared). The same quantity changes nothing.
import { and, eq, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Deps } from '../../deps';
import type { Tx } from '../../db/client';
import { cartItems } from '../../db/schema/index';
import { ProductId } from '../../../shared/ids';
import type { CartItem } from '../../../shared/contracts/cart';
import type { PcbPriceContext } from '../../../shared/pricing/pcb';
import { quantitySteps } from '../../../shared/params/pcb-options';
import { STENCIL_QUANTITY } from '../../../shared/params/stencil-options';
import { cartQuantity } from '../../../shared/rules/quantity';
import { CartItemStatus } from '../../../shared/status/cart-item';
import { conflict } from '../../http/errors';
import { loadPriceTables } from '../quote/price-tables';
import { assertQuotable, linesDto, nonBlocking, priceQuote, validateQuote, type QuoteInput } from '../quote/quote-engine';
import { findOwnLiveItem } from './find-item';
import { presentCartItems, type CartItemRow } from './present-cart-item';
import { transitionCartItem, updateCartItemInPlace } from './transition';
import { storedQuoteInput } from '../quote/stored-input';
import { notifyIfQuotationWaiting } from './quotation-waiting';
import { requantifyPrint3d } from '../print3d/requantify';

interface UpdateQuantityRequest {
  userId: number;
  cartId: number;
  /** The raw input (a number or the text the customer typed). */
  quantity: number | string;
}

const notEditable = () => conflict('errors.cartItemNotEditable', 'The quantity of this item cannot be changed.');

/** The item's parameters as the quote engine takes them, with the new quantity. */
const inputWith = (row: CartItemRow, raw: number | string): QuoteInput => {
  const input = storedQuoteInput(row);
  if (!input) throw notEditable();
  return input.product === 'pcb'
    ? { ...input, values: { ...input.values, quantity: cartQuantity(raw, { steps: quantitySteps(input.tier) }) } }
    : { ...input, values: { ...input.values, quantity: cartQuantity(raw, STENCIL_QUANTITY) } };
};

/**
 * The specials this item is entitled to among the other live PCB items (spec services §9): it keeps its place
 * among the designs (those added before it), and the 3-piece special counts only if another item took it.
 */
export const contextFor = async (tx: Tx, row: CartItemRow): Promise<PcbPriceContext> => {
  const others = and(eq(cartItems.userId, row.userId), eq(cartItems.productId, ProductId.PCB), isNull(cartItems.cancelledAt), ne(cartItems.id, row.id));
  const before = or(lt(cartItems.createdAt, row.createdAt), and(eq(cartItems.createdAt, row.createdAt), lt(cartItems.id, row.id)));
  const [r] = await tx
    .select({
      designs: sql<number>`count(*) filter (where ${before})::int`,
      threePiece: sql<boolean>`coalesce(bool_or(${cartItems.special} = 'three_piece'), false)`,
    })
    .from(cartItems)
    .where(others);
  return { designIndexInOrder: r?.designs ?? 0, threePieceSpecialUsed: r?.threePiece ?? false };
};

const MANUAL_STATUSES: readonly number[] = [CartItemStatus.Confirming, CartItemStatus.Confirmed, CartItemStatus.Rejected];

export const updateCartQuantity = async ({ db, clock, config }: Pick<Deps, 'db' | 'clock' | 'config'>, req: UpdateQuantityRequest): Promise<CartItem> =>
  db.transaction(async (tx) => {
    const row = await findOwnLiveItem(tx, req.userId, req.cartId);
    // an accepted ODM quote (issue 13) is priced for its quantity: another quantity is another quote
    if (row.productId === ProductId.Odm) throw conflict('errors.odmQuantityFixed', 'The quantity of an ODM quote cannot be changed: please ask for a new quote.');
    if (row.productId === ProductId.Printing3D) {
      // 3D-printed parts re-price from their stored model (../print3d/requantify.ts)
      const [item] = await presentCartItems(tx, [await requantifyPrint3d(tx, row, req.quantity, clock.now())]);
      if (!item) throw new Error('cart item not presented');
      return item;
    }
    const input = inputWith(row, req.quantity);
    const quantity = input.values.quantity;
    const problems = validateQuote(input);
    assertQuotable(problems, 'cart');
    const now = clock.now();

    const warnings = nonBlocking(problems, 'cart');

    let updated: CartItemRow;
    if (row.status === CartItemStatus.Active) {
      const quote = priceQuote(input, await loadPriceTables(tx), await contextFor(tx, row), problems);
      if (quote.manualQuote) {
        updated = await transitionCartItem(tx, {
          row, to: CartItemStatus.Quotation, actor: 'system', actorId: null, reason: 'quantity change needs a manual quote', now,
          set: { params: input.values, quantity, warnings, priceLines: [], unitCents: null, totalCents: null, special: null, buildDays: quote.buildDays, weightGrams: quote.weightGrams },
        });
      } else {
        updated = await updateCartItemInPlace(tx, row, {
          params: input.values, quantity, warnings, priceLines: linesDto(quote.lines), unitCents: quote.total / BigInt(Math.max(1, quantity)),
          totalCents: quote.total, special: quote.special, buildDays: quote.buildDays, weightGrams: quote.weightGrams,
        }, now);
      }
    } else if (row.status === CartItemStatus.AwaitingFiles) {
      const quote = priceQuote(input, await loadPriceTables(tx), await contextFor(tx, row), problems);
      const priced = !quote.manualQuote;
      updated = await updateCartItemInPlace(tx, row, {
        params: input.values, quantity, warnings, priceLines: priced ? linesDto(quote.lines) : [], unitCents: priced ? quote.total / BigInt(Math.max(1, quantity)) : null,
        totalCents: priced ? quote.total : null, special: priced ? quote.special : null, buildDays: quote.buildDays, weightGrams: quote.weightGrams,
      }, now);
    } else if (MANUAL_STATUSES.includes(row.status)) {
      if (quantity === row.quantity) updated = row;
      else {
        updated = await transitionCartItem(tx, {
          row, to: CartItemStatus.Quotation, actor: 'customer', actorId: req.userId, reason: `quantity ${row.quantity} → ${quantity}: quote again`, now,
          set: { params: input.values, quantity, warnings, priceLines: [], unitCents: null, totalCents: null },
        });
      }
    } else {
      updated = await updateCartItemInPlace(tx, row, { params: input.values, quantity, warnings }, now);
    }
    await notifyIfQuotationWaiting(tx, config, updated, row.status, now);
    const [item] = await presentCartItems(tx, [updated]);
    if (!item) throw new Error('cart item not presented');
    return item;
  });

