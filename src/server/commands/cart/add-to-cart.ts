// POST /v1/cart/add: validate with the shared rules, re-price on the server, store the item (issue 3 §5).
// Priced items are Active; premium boards wait for a manual quotation and carry no price. An item without its design
// file waits as "awaiting files upload" (issue 8 §4: nothing a factory cannot make is checked out); it keeps its price
// so the cart can show it, and attach-file.ts moves it on once the file is there. One transaction with
// the customer's row locked: the specials (which depend on the items already in the cart) and the idempotency
// check on request_id see a cart nobody else is changing, so a double click adds one item and two tabs cannot
// both take the one $1 special.
import { and, eq } from 'drizzle-orm';
import type { Deps } from '../../deps';
import type { Tx } from '../../db/client';
import { cartItems, users } from '../../db/schema/index';
import { PcbTier } from '../../../shared/ids';
import { CartItemStatus, type CartItem, type CartItemStatusValue } from '../../../shared/contracts/cart';
import type { Carrier } from '../../../shared/pricing/shipping-tables';
import type { UploadAnalysis } from '../../../shared/contracts/upload';
import { loadPriceTables } from '../quote/price-tables';
import { assertQuotable, fileProblems, linesDto, nonBlocking, priceQuote, productIdOf, validateQuote, type QuoteInput } from '../quote/quote-engine';
import { findOwnUpload } from '../upload/find-upload';
import { uploadError } from '../upload/upload-errors';
import { presentCartItems } from './present-cart-item';
import { recordCartHistory } from './transition';
import { specialContext } from './special-context';
import { notifyIfQuotationWaiting } from './quotation-waiting';

interface AddRequest {
  userId: number;
  input: QuoteInput;
  fileId?: string;
  country?: string | number;
  carrier?: Carrier;
  requestId: string;
}

const TIER_NAMES: Record<number, string> = {
  [PcbTier.Normal]: 'PCB',
  [PcbTier.Advance]: 'Advanced PCB',
  [PcbTier.Premium]: 'Premium PCB',
};

const productName = (input: QuoteInput): string => (input.product === 'pcb' ? (TIER_NAMES[input.tier] ?? 'PCB') : 'Stencil');

/** Locks the customer's row: adds run one after the other (specials, idempotency). */
export const lockCustomer = async (tx: Tx, userId: number): Promise<void> => {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
};

/** The item an earlier add with this request id made, if any (a double click adds one item). */
export const existing = async (tx: Tx, userId: number, requestId: string): Promise<CartItem | null> => {
  const [row] = await tx.select().from(cartItems).where(and(eq(cartItems.userId, userId), eq(cartItems.requestId, requestId)));
  if (!row) return null;
  const [item] = await presentCartItems(tx, [row]);
  return item ?? null;
};

export const addToCart = async (deps: Pick<Deps, 'db' | 'clock' | 'config'>, req: AddRequest): Promise<CartItem> => {
  assertQuotable(validateQuote(req.input), 'cart');
  return deps.db.transaction(async (tx) => {
    await lockCustomer(tx, req.userId);
    const repeat = await existing(tx, req.userId, req.requestId);
    if (repeat) return repeat;

    const file = req.fileId === undefined ? null : await findOwnUpload(tx, req.userId, req.fileId);
    // A PCB is made from a Gerber archive; a stencil takes its paste layers from either kind of upload.
    if (file && req.input.product === 'pcb' && file.kind !== 'gerber') throw uploadError('wrongKind', { file_id: 'upload.wrongKind' });
    const problems = [...validateQuote(req.input), ...fileProblems(req.input, file ? (file.analysis as UploadAnalysis) : null)];
    assertQuotable(problems, 'cart');

    const tables = await loadPriceTables(tx);
    const quote = priceQuote(req.input, tables, await specialContext(tx, req.userId), problems);
    const priced = !quote.manualQuote;
    const now = deps.clock.now();
    const [row] = await tx
      .insert(cartItems)
      .values({
        userId: req.userId,
        productId: productIdOf(req.input),
        tier: req.input.product === 'pcb' ? req.input.tier : null,
        name: productName(req.input),
        params: req.input.values,
        uploadId: file?.id ?? null,
        priceLines: linesDto(quote.lines),
        unitCents: priced ? quote.total / BigInt(Math.max(1, quote.quantity)) : null,
        totalCents: priced ? quote.total : null,
        buildDays: quote.buildDays,
        weightGrams: quote.weightGrams,
        quantity: quote.quantity,
        status: !file ? CartItemStatus.AwaitingFiles : priced ? CartItemStatus.Active : CartItemStatus.Quotation,
        special: quote.special,
        warnings: nonBlocking(problems, 'cart'),
        country: req.country === undefined ? null : String(req.country),
        carrier: req.carrier ?? null,
        requestId: req.requestId,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!row) throw new Error('cart item not written');
    await recordCartHistory(tx, { cartItemId: row.id, from: null, to: row.status as CartItemStatusValue, actor: 'customer', actorId: req.userId, reason: 'added to the cart', now });
    await notifyIfQuotationWaiting(tx, deps.config, row, null, now);
    const [item] = await presentCartItems(tx, [row]);
    if (!item) throw new Error('cart item not presented');
    return item;
  });
};
