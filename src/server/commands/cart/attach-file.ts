// POST /v1/cart/attach-file { cart_id, file_id }: gives an item its design file (issue 8 §4). An item waiting as
// "awaiting files upload" moves on: priced again with the file's analysis (a board with blind vias in quick-turn is
// refused, as when adding it) and Active, or Quotation when it needs a manual quote. An item that has a file already
// (Active or Quotation) gets the new one in its place; a quoted item keeps its quote and cannot change its file.
import type { Deps } from '../../deps';
import type { CartItem } from '../../../shared/contracts/cart';
import type { UploadAnalysis } from '../../../shared/contracts/upload';
import { CartItemStatus } from '../../../shared/status/cart-item';
import { conflict } from '../../http/errors';
import { loadPriceTables } from '../quote/price-tables';
import { assertQuotable, fileProblems, linesDto, nonBlocking, priceQuote, validateQuote } from '../quote/quote-engine';
import { storedQuoteInput } from '../quote/stored-input';
import { findOwnUpload } from '../upload/find-upload';
import { uploadError } from '../upload/upload-errors';
import { findOwnLiveItem } from './find-item';
import { presentCartItems } from './present-cart-item';
import { transitionCartItem, updateCartItemInPlace } from './transition';
import { contextFor } from './update-quantity';
import { notifyIfQuotationWaiting } from './quotation-waiting';

const ATTACHABLE: readonly number[] = [CartItemStatus.AwaitingFiles, CartItemStatus.Active, CartItemStatus.Quotation];

export const attachCartFile = async (
  { db, clock, config }: Pick<Deps, 'db' | 'clock' | 'config'>,
  req: { userId: number; cartId: number; fileId: string },
): Promise<CartItem> =>
  db.transaction(async (tx) => {
    const row = await findOwnLiveItem(tx, req.userId, req.cartId);
    if (!ATTACHABLE.includes(row.status)) throw conflict('errors.cartItemFileLocked', 'The file of a quoted item cannot be changed.');
    const input = storedQuoteInput(row);
    if (!input) throw conflict('errors.cartItemNotEditable', 'This item cannot be changed.');
    const file = await findOwnUpload(tx, req.userId, req.fileId);
    // A PCB is made from a Gerber archive; a stencil takes its paste layers from either kind of upload.
    if (input.product === 'pcb' && file.kind !== 'gerber') throw uploadError('wrongKind', { file_id: 'upload.wrongKind' });
    const problems = [...validateQuote(input), ...fileProblems(input, file.analysis as UploadAnalysis)];
    assertQuotable(problems, 'cart');
    const now = clock.now();
    if (row.status === CartItemStatus.Quotation) {
      const [updated] = await presentCartItems(tx, [await updateCartItemInPlace(tx, row, { uploadId: file.id }, now)]);
      if (!updated) throw new Error('cart item not presented');
      return updated;
    }
    const quote = priceQuote(input, await loadPriceTables(tx), await contextFor(tx, row), problems);
    const priced = !quote.manualQuote;
    const set = {
      uploadId: file.id, warnings: nonBlocking(problems, 'cart'), priceLines: priced ? linesDto(quote.lines) : [],
      unitCents: priced ? quote.total / BigInt(Math.max(1, quote.quantity)) : null, totalCents: priced ? quote.total : null,
      special: priced ? quote.special : null, buildDays: quote.buildDays, weightGrams: quote.weightGrams,
    };
    const to = priced ? CartItemStatus.Active : CartItemStatus.Quotation;
    const updated = row.status === to
      ? await updateCartItemInPlace(tx, row, set, now)
      : await transitionCartItem(tx, { row, to, actor: 'customer', actorId: req.userId, reason: `design file ${file.originalName} attached`, now, set });
    await notifyIfQuotationWaiting(tx, config, updated, row.status, now);
    const [item] = await presentCartItems(tx, [updated]);
    if (!item) throw new Error('cart item not presented');
    return item;
  });
